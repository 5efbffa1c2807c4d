import { asciiLower, likePrefix, prefixRange, searchWords } from './user-search-terms';

describe('searchWords', () => {
  it.each([
    [undefined, []],
    ['', []],
    ['   ', []],
    [' Ada  Lovelace ', ['Ada', 'Lovelace']],
    ['a b c d e f', ['a', 'b', 'c', 'd']],
  ])('splits %p into %p', (text, words) => {
    expect(searchWords(text)).toEqual(words);
  });
});

describe('likePrefix', () => {
  it('escapes the pattern characters and matches the start', () => {
    expect(likePrefix('a_b%c\\d')).toBe('a\\_b\\%c\\\\d%');
  });
});

describe('asciiLower', () => {
  it('folds ASCII letters only, as SQLite lower() does', () => {
    expect(asciiLower('ÄdA')).toBe('Äda');
  });
});

describe('prefixRange', () => {
  it('bounds the strings that start with the prefix', () => {
    const { from, to } = prefixRange('ada');
    expect({ from, to }).toEqual({ from: 'ada', to: 'adb' });
    for (const inside of ['ada', 'adam', 'ada lovelace', 'adaz']) expect(inside >= from && inside < to).toBe(true);
    for (const outside of ['ad', 'adb', 'abc', 'b']) expect(outside >= from && outside < to).toBe(false);
  });

  it('increments a code point outside the basic plane', () => {
    expect(prefixRange('x😀')).toEqual({ from: 'x😀', to: 'x😁' });
  });
});
