// The measurement every HTTP-style scenario makes of each side (the product, its baseline): the
// peak throughput in short slices taken in pairs, product and baseline in turns, then latency at 70%
// of each side's peak, with the process's peak RSS over all of it. The ratio is the median of the
// pairs' own ratios, so the machine's speed, which drifts by 10-20% over seconds on a shared
// 2-core machine, cancels within each pair (docs/adr/0418).
import { setTimeout as delay } from 'node:timers/promises';
import type { BenchContext, Figures } from '../scenario';
import { alternate, median } from './alternate';
import { findPeak, type LoadTarget, measureAtRate, type PeakFigures, type RateFigures } from './load';
import { watchRss } from './rss';
import { warmUntilSteady, type WarmUpOptions } from './warm-up';

/** Latency is measured at this share of the side's own peak. */
export const LATENCY_LOAD_SHARE = 0.7;

export interface MeasuredSide {
  label: string;
  /** The process whose memory is the figure. */
  pid: number;
  peak(seconds: number): Promise<PeakFigures>;
  atRate(requestsPerSecond: number, seconds: number): Promise<RateFigures>;
}

/** What one side gave: its peak slices (in order), its latency rounds, its highest RSS. */
export interface SideMeasurement {
  slices: PeakFigures[];
  latency: RateFigures[];
  peakRssMiB: number;
}

export interface Comparison {
  product: SideMeasurement;
  baseline: SideMeasurement;
  /** Each pair's product throughput over its baseline throughput, in order. */
  pairRatios: number[];
  /** Their median, rounded to what the table shows: the scenario's ratio. */
  ratio: number;
}

export interface Timing {
  /** Peak slices per side, taken in pairs (product then baseline, then the other way round). */
  pairs: number;
  sliceSeconds: number;
  /**
   * A pause after every slice, so the side just loaded finishes what it still had in flight (16
   * sign-ins take 0.2 s) before the other side's slice starts, instead of during it.
   */
  gapSeconds: number;
  latencyRounds: number;
  latencySeconds: number;
  warmUp: WarmUpOptions;
}

/** How long each load runs and how many; --quick only smoke-checks. */
export function timing(context: BenchContext): Timing {
  return context.quick
    ? { pairs: 2, sliceSeconds: 1.5, gapSeconds: 0.25, latencyRounds: 2, latencySeconds: 3, warmUp: { stepSeconds: 1, maxSeconds: 4, tolerance: 0.1 } }
    : { pairs: 6, sliceSeconds: 2, gapSeconds: 0.5, latencyRounds: 2, latencySeconds: 5, warmUp: { stepSeconds: 2, maxSeconds: 12, tolerance: 0.1 } };
}

/** A side served over HTTP, loaded by autocannon with `connections` requests in flight at the peak. */
export function httpSide(label: string, pid: number, target: LoadTarget, connections: number): MeasuredSide {
  return {
    label,
    pid,
    peak: (seconds) => findPeak(target, { durationSeconds: seconds, connections }),
    atRate: (rate, seconds) => measureAtRate(target, rate, seconds, connections),
  };
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** The median of the pairs' ratios (product over baseline), rounded to three places. */
export function pairedRatio(product: readonly number[], baseline: readonly number[]): { pairRatios: number[]; ratio: number } {
  if (product.length !== baseline.length) throw new Error(`${product.length} product slices against ${baseline.length} baseline slices`);
  const pairRatios = product.map((throughput, index) => (baseline[index] > 0 ? throughput / baseline[index] : Number.NaN));
  const valid = pairRatios.filter((value) => Number.isFinite(value));
  const ratio = valid.length === pairRatios.length && valid.length > 0 ? Math.round(median(valid) * 1000) / 1000 : Number.NaN;
  return { pairRatios: pairRatios.map((value) => Math.round(value * 1000) / 1000), ratio };
}

/**
 * Throughput: the median of the side's peak slices; latency: the medians of its rounds; memory: the
 * highest it reached. `perOperation` requests make one counted operation (a hand-off is two).
 */
function figuresOf(side: SideMeasurement, perOperation = 1): Figures {
  const slices = side.slices.map((slice) => slice.throughput / perOperation);
  const pick = (value: (round: RateFigures) => number) => round2(median(side.latency.map(value)));
  const all = [...side.slices, ...side.latency];
  return {
    throughput: Math.round(median(slices) * 10) / 10,
    p50: pick((round) => round.p50),
    p95: pick((round) => round.p95),
    p99: pick((round) => round.p99),
    peakRssMiB: side.peakRssMiB,
    extra: {
      slices: slices.length,
      latencyRounds: side.latency.length,
      errors: all.reduce((sum, figures) => sum + figures.errors, 0),
      non2xx: all.reduce((sum, figures) => sum + figures.non2xx, 0),
      offeredRateThroughput: round2(pick((round) => round.throughput) / perOperation),
      ...Object.fromEntries(slices.map((throughput, index) => [`peakSlice${index + 1}`, round2(throughput)])),
    },
  };
}

const pause = (seconds: number) => delay(seconds * 1000);

/** Runs `load` while watching the side's memory; keeps the highest RSS on `measured`. */
async function watched<T>(side: MeasuredSide, measured: SideMeasurement, load: () => Promise<T>): Promise<T> {
  const rss = watchRss(side.pid);
  try {
    return await load();
  } finally {
    measured.peakRssMiB = Math.max(measured.peakRssMiB, rss.stop());
  }
}

/**
 * Warms each side until steady (lib/warm-up.ts; the product for at least `productWarmUpSeconds`),
 * then takes the peak in `pairs` pairs of slices, product and baseline in turns (ABBA, so a steady
 * drift favours neither), then latency at 70% of each side's median peak, rounds alternating.
 */
export async function compareSides(
  context: BenchContext,
  product: MeasuredSide,
  baseline: MeasuredSide,
  options: { productWarmUpSeconds?: number } = {},
): Promise<Comparison> {
  const { pairs, sliceSeconds, gapSeconds, latencyRounds, latencySeconds, warmUp } = timing(context);
  for (const side of [product, baseline]) {
    const minSeconds = side === product ? options.productWarmUpSeconds : undefined;
    const warmed = await warmUntilSteady(async (stepSeconds) => (await side.peak(stepSeconds)).throughput, { ...warmUp, minSeconds });
    context.log(`${side.label}: warmed up ${warmed.seconds} s (${warmed.steps.map(round2).join(', ')}/s)${warmed.steady ? '' : ', not yet steady'}`);
  }
  const productMeasured: SideMeasurement = { slices: [], latency: [], peakRssMiB: 0 };
  const baselineMeasured: SideMeasurement = { slices: [], latency: [], peakRssMiB: 0 };
  const own = (side: MeasuredSide) => (side === product ? productMeasured : baselineMeasured);

  for (let pair = 0; pair < pairs; pair += 1) {
    for (const side of pair % 2 === 0 ? [product, baseline] : [baseline, product]) {
      own(side).slices.push(await watched(side, own(side), () => side.peak(sliceSeconds)));
      await pause(gapSeconds);
    }
  }
  const throughputs = (side: MeasuredSide) => own(side).slices.map((figures) => figures.throughput);
  const { pairRatios, ratio } = pairedRatio(throughputs(product), throughputs(baseline));
  for (const side of [product, baseline]) context.log(`${side.label}: peak slices ${throughputs(side).map(round2).join(', ')}/s`);
  context.log(`pair ratios ${pairRatios.join(', ')}: median ${ratio}`);

  const latencyRound = (side: MeasuredSide) => async () => {
    const rate = median(throughputs(side)) * LATENCY_LOAD_SHARE;
    const round = await watched(side, own(side), () => side.atRate(rate, latencySeconds));
    own(side).latency.push(round);
    context.log(`${side.label}: at ${LATENCY_LOAD_SHARE * 100}% (${round2(rate)}/s offered, ${round2(round.throughput)}/s answered): p50 ${round2(round.p50)} p95 ${round2(round.p95)} p99 ${round2(round.p99)} ms; RSS ${own(side).peakRssMiB} MiB`);
    await pause(gapSeconds);
  };
  await alternate(latencyRounds, latencyRound(product), latencyRound(baseline));
  return { product: productMeasured, baseline: baselineMeasured, pairRatios, ratio };
}

/** Both sides' figures for the report; the product's also keep the pairs' ratios. */
export function comparisonFigures(comparison: Comparison, perOperation = 1): { product: Figures; baseline: Figures } {
  const product = figuresOf(comparison.product, perOperation);
  const pairs = Object.fromEntries(comparison.pairRatios.map((ratio, index) => [`pairRatio${index + 1}`, ratio]));
  return { product: { ...product, extra: { ...product.extra, ...pairs } }, baseline: figuresOf(comparison.baseline, perOperation) };
}

/** Things a reader must know about a run: failed requests, or memory over the limit. */
export function warnings(label: string, figures: Figures, rssLimitMiB = 250): string[] {
  const notes: string[] = [];
  const errors = figures.extra?.errors ?? 0;
  const non2xx = figures.extra?.non2xx ?? 0;
  if (errors > 0 || non2xx > 0) notes.push(`${label}: ${errors} connection errors/timeouts and ${non2xx} non-2xx answers (not counted in the throughput)`);
  if ((figures.peakRssMiB ?? 0) >= rssLimitMiB) notes.push(`${label}: peak RSS ${figures.peakRssMiB} MiB, over the ${rssLimitMiB} MB limit`);
  return notes;
}
