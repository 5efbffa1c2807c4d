import { isDomainSplitWord, overlapWay } from './domain-split-count';

describe('isDomainSplitWord', () => {
  it.each([
    ['gmail', true],
    ['Gma', true],
    ['lo.ra', true],
    ['0@g', false],
    ['a@', false],
    ['ma', false],
    ['zoë', true],
  ])('%s: %s', (word, expected) => {
    expect(isDomainSplitWord(word)).toBe(expected);
  });
});

describe('overlapWay', () => {
  it('needs no overlap when the word is in no name or in no domain', () => {
    expect(overlapWay(0, 300_000)).toBe('none');
    expect(overlapWay(200_000, 0)).toBe('none');
    expect(overlapWay(0, 0)).toBe('none');
  });

  it('walks the rows of the much smaller side', () => {
    expect(overlapWay(500, 400_000)).toBe('names');
    expect(overlapWay(200_000, 400)).toBe('domains');
  });

  it('counts over the whole index when the two sides are of a size', () => {
    expect(overlapWay(19_764, 7_622)).toBe('whole index');
    expect(overlapWay(22, 120)).toBe('whole index');
  });
});
