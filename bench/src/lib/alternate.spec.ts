import { alternate, median, percentile } from './alternate';

describe('alternate', () => {
  it('runs A and B in turns', async () => {
    const order: string[] = [];
    const result = await alternate(
      2,
      async () => order.push('a'),
      async () => order.push('b'),
    );
    expect(order).toEqual(['a', 'b', 'a', 'b']);
    expect(result).toEqual({ a: [1, 3], b: [2, 4] });
  });
});

describe('median and percentile', () => {
  it('takes the middle of an odd and an even list', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('takes the nearest rank', () => {
    const values = Array.from({ length: 100 }, (_, index) => index + 1);
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 95)).toBe(95);
    expect(percentile(values, 99)).toBe(99);
    expect(percentile([7], 99)).toBe(7);
  });
});
