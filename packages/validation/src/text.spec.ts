import { blankToNull, characterCount, isBlank } from './text';

describe('text helpers', () => {
  it.each([[''], ['   '], ['\t\n'], [null], [undefined]])('isBlank(%p) is true', (value) => {
    expect(isBlank(value)).toBe(true);
  });

  it('isBlank is false for a value with a visible character', () => {
    expect(isBlank(' a ')).toBe(false);
  });

  it('counts an emoji or a combined symbol written as one code point once', () => {
    expect(characterCount('a😀é')).toBe(3);
    expect('a😀é'.length).toBe(4);
  });

  it('turns a blank optional text into null and trims the others', () => {
    expect(blankToNull('  ')).toBeNull();
    expect(blankToNull(undefined)).toBeNull();
    expect(blankToNull(' https://a.example ')).toBe('https://a.example');
  });
});
