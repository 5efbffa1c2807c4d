import { australianPhoneDigits, australianPhoneRule, normalizeAustralianPhone } from './phone';

describe('australianPhoneRule', () => {
  it.each([null, undefined, '', '  '])('accepts no phone (%p): the field is optional', (value) => {
    expect(australianPhoneRule(value)).toBeNull();
  });

  it.each(['0412 345 678', '0412345678', '+61 412 345 678', '(02) 9374 4000', '+61293744000'])('accepts the Australian number %p', (value) => {
    expect(australianPhoneRule(value)).toBeNull();
  });

  it.each([
    ['too short', '0412 345'],
    ['letters', 'call me'],
    ['a British number', '+44 20 7946 0958'],
    ['an American number', '+1 212 555 0123'],
    ['an Australian prefix with too many digits', '0412 345 678 999'],
  ])('refuses %s with "Not a valid Australia number"', (_case, value) => {
    expect(australianPhoneRule(value)).toBe('PHONE_NOT_AUSTRALIAN');
  });
});

describe('normalizeAustralianPhone', () => {
  it('writes national and international forms as E.164', () => {
    expect(normalizeAustralianPhone('0412 345 678')).toBe('+61412345678');
    expect(normalizeAustralianPhone('+61 2 9374 4000')).toBe('+61293744000');
  });

  it('gives null for an invalid or over-long input', () => {
    expect(normalizeAustralianPhone('12')).toBeNull();
    expect(normalizeAustralianPhone(`0412345678${' '.repeat(30)}`)).toBeNull();
  });
});

describe('australianPhoneDigits', () => {
  it('keeps the national digits of a valid Australian number, however it was written', () => {
    expect(australianPhoneDigits('+61 412 345 678')).toBe('0412345678');
    expect(australianPhoneDigits('(02) 9876 5432')).toBe('0298765432');
  });

  it('is null for a number that is not Australian', () => {
    expect(australianPhoneDigits('+1 212 555 0100')).toBeNull();
    expect(australianPhoneDigits('12')).toBeNull();
  });
});
