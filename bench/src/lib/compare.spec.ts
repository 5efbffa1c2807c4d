import type { BenchContext } from '../scenario';
import { compareSides, comparisonFigures, type MeasuredSide, pairedRatio } from './compare';
import type { PeakFigures, RateFigures } from './load';

describe('pairedRatio', () => {
  it("is the median of the pairs' own ratios, not the ratio of the medians", () => {
    // The machine slowed down in the middle: each pair still compares like with like.
    const { pairRatios, ratio } = pairedRatio([90, 45, 88, 92, 60], [100, 50, 100, 100, 75]);

    expect(pairRatios).toEqual([0.9, 0.9, 0.88, 0.92, 0.8]);
    expect(ratio).toBe(0.9);
  });

  it('gives NaN when a baseline slice answered nothing', () => {
    expect(pairedRatio([90, 80], [100, 0]).ratio).toBeNaN();
  });

  it('refuses slices that do not pair up', () => {
    expect(() => pairedRatio([1, 2], [1])).toThrow('2 product slices against 1 baseline slices');
  });
});

/** A side whose peak follows `speeds` (one per slice) and which records when it was loaded. */
function fakeSide(label: string, speeds: number[], order: string[]): MeasuredSide {
  let slice = 0;
  return {
    label,
    pid: process.pid,
    peak: async (seconds: number): Promise<PeakFigures> => {
      order.push(`${label} peak ${seconds}`);
      return { throughput: speeds[Math.min(slice++, speeds.length - 1)], errors: 0, non2xx: 0 };
    },
    atRate: async (rate: number): Promise<RateFigures> => {
      order.push(`${label} at ${Math.round(rate)}`);
      return { throughput: rate, p50: 1, p95: 2, p99: 3, errors: 0, non2xx: 1 };
    },
  };
}

describe('compareSides', () => {
  const context: BenchContext = { engine: 'sqlite', quick: true, workDir: '/tmp', log: () => undefined };

  it('takes the slices in pairs, ABBA, and latency at 70% of each side\'s median slice', async () => {
    const order: string[] = [];
    // Two warm-up steps each (1 s, agreeing), then the slices.
    const product = fakeSide('product', [80, 80, 70, 90], order);
    const baseline = fakeSide('baseline', [100, 100, 100, 100], order);

    const comparison = await compareSides(context, product, baseline);

    expect(order).toEqual([
      'product peak 1',
      'product peak 1',
      'baseline peak 1',
      'baseline peak 1',
      'product peak 1.5',
      'baseline peak 1.5',
      'baseline peak 1.5',
      'product peak 1.5',
      'product at 56',
      'baseline at 70',
      'product at 56',
      'baseline at 70',
    ]);
    expect(comparison.pairRatios).toEqual([0.7, 0.9]);
    expect(comparison.ratio).toBe(0.8);
    const figures = comparisonFigures(comparison);
    expect(figures.product).toMatchObject({ throughput: 80, p50: 1, p95: 2, p99: 3 });
    expect(figures.product.extra).toMatchObject({ slices: 2, latencyRounds: 2, non2xx: 2, pairRatio1: 0.7, pairRatio2: 0.9, peakSlice1: 70, peakSlice2: 90 });
    expect(figures.product.peakRssMiB).toBeGreaterThan(0);
  });

  it('counts operations of several requests (a hand-off is two)', async () => {
    const comparison = await compareSides(context, fakeSide('product', [800], []), fakeSide('baseline', [1000], []));

    expect(comparisonFigures(comparison, 2).product.throughput).toBe(400);
    expect(comparison.ratio).toBe(0.8);
  });
});
