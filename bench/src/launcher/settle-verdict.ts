// Scenario 5's verdict: the launcher has settled for the person once the answering applications'
// cards show their final state; that may take at most the slowest answering application's own
// latency plus 50 ms (issue 11). Compared median to median, with the p95s beside them: with a
// dozen rounds on shared cores the p95 is one unlucky round, reported but not judged.
import { median, percentile } from '../lib/alternate';
import type { Figures } from '../scenario';

export const ALLOWED_EXTRA_MS = 50;

export interface SettleVerdict {
  product: Figures;
  baseline: Figures;
  /** Median settle time over the slowest application's median latency. */
  ratio: number;
  /** What settling added to the slowest application's latency, medians, ms. */
  extraMs: number;
  pass: boolean;
}

const figuresOf = (values: readonly number[], extra: Record<string, number> = {}): Figures => ({
  p50: median(values),
  p95: percentile(values, 95),
  p99: percentile(values, 99),
  extra: { rounds: values.length, minMs: Math.min(...values), maxMs: Math.max(...values), ...extra },
});

export function settleVerdict(settleMs: readonly number[], slowestMs: readonly number[], extra: Record<string, number> = {}): SettleVerdict {
  if (settleMs.length === 0 || slowestMs.length === 0) throw new Error('no rounds to judge');
  const product = figuresOf(settleMs, extra);
  const baseline = figuresOf(slowestMs);
  const extraMs = (product.p50 as number) - (baseline.p50 as number);
  return {
    product: { ...product, extra: { ...product.extra, extraOverSlowestMs: extraMs } },
    baseline,
    ratio: (product.p50 as number) / (baseline.p50 as number),
    extraMs,
    pass: extraMs <= ALLOWED_EXTRA_MS,
  };
}
