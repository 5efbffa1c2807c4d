import { asciiLower, coveringTrigrams, ftsPhrase, isInfixWord, likeContains, likePrefix, prefixRange, searchWords } from './user-search-terms';

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

describe('likeContains', () => {
  it('escapes the pattern characters and matches anywhere', () => {
    expect(likeContains('a_b%c\\d')).toBe('%a\\_b\\%c\\\\d%');
  });
});

describe('isInfixWord', () => {
  it.each([
    ['ab', false],
    ['abc', true],
    ['😀😀', false],
    ['😀😀😀', true],
  ])('%p has 3+ characters: %p', (word, infix) => {
    expect(isInfixWord(word)).toBe(infix);
  });
});

describe('coveringTrigrams', () => {
  it.each([
    ['abc', ['abc']],
    ['gmail', ['gma', 'ail']],
    ['marilo', ['mar', 'ilo']],
    ['lovelace', ['lov', 'ela', 'ace']],
    ['x😀yz', ['x😀y', '😀yz']],
  ])('covers %p with %p', (word, trigrams) => {
    expect(coveringTrigrams(word)).toEqual(trigrams);
  });
});

describe('ftsPhrase', () => {
  it('quotes the word so operators and quotes inside are plain text', () => {
    expect(ftsPhrase('a"b OR c*')).toBe('"a""b OR c*"');
  });
});
