// The measurement every HTTP-style scenario makes of each side (the product, its baseline): the
// peak throughput, then latency at 70% of that peak, with the process's peak RSS over both; rounds
// alternate product and baseline, and the figures are the medians of the rounds.
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

export interface Round {
  peak: PeakFigures;
  atRate: RateFigures;
  peakRssMiB: number;
}

/** How long each load step runs and how many rounds; --quick only smoke-checks. */
export function timing(context: BenchContext): { seconds: number; rounds: number; warmUp: WarmUpOptions } {
  return context.quick
    ? { seconds: 3, rounds: 2, warmUp: { stepSeconds: 1, maxSeconds: 4, tolerance: 0.1 } }
    : { seconds: 7, rounds: 2, warmUp: { stepSeconds: 2, maxSeconds: 12, tolerance: 0.1 } };
}

/** A side served over HTTP, loaded by autocannon with `connections` requests in flight at the peak. */
export function httpSide(label: string, pid: number, target: LoadTarget, connections: number): MeasuredSide {
  return {
    label,
    pid,
    peak: (seconds) => findPeak(target, { durationSeconds: seconds, connections }),
    atRate: (rate, seconds) => measureAtRate(target, rate, seconds),
  };
}

export async function measureRound(side: MeasuredSide, seconds: number): Promise<Round> {
  const rss = watchRss(side.pid);
  const peak = await side.peak(seconds);
  const atRate = await side.atRate(peak.throughput * LATENCY_LOAD_SHARE, seconds);
  return { peak, atRate, peakRssMiB: rss.stop() };
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** Medians of the rounds; memory is the highest any round reached. */
export function figuresOf(rounds: readonly Round[], perOperation = 1): Figures {
  const pick = (value: (round: Round) => number) => round2(median(rounds.map(value)));
  return {
    throughput: Math.round((pick((round) => round.peak.throughput) / perOperation) * 10) / 10,
    p50: pick((round) => round.atRate.p50),
    p95: pick((round) => round.atRate.p95),
    p99: pick((round) => round.atRate.p99),
    peakRssMiB: Math.max(...rounds.map((round) => round.peakRssMiB)),
    extra: {
      rounds: rounds.length,
      errors: rounds.reduce((sum, round) => sum + round.peak.errors + round.atRate.errors, 0),
      non2xx: rounds.reduce((sum, round) => sum + round.peak.non2xx + round.atRate.non2xx, 0),
      offeredRateThroughput: round2(pick((round) => round.atRate.throughput) / perOperation),
      ...Object.fromEntries(rounds.map((round, index) => [`peakRound${index + 1}`, round2(round.peak.throughput / perOperation)])),
    },
  };
}

/**
 * Product and baseline in turns, `rounds` each; logs each round's peak as it goes. Each side is
 * first loaded without measuring until its throughput is steady (lib/warm-up.ts): the product's
 * first round otherwise ran at a fraction of its later ones while V8 compiled its much larger code.
 */
export async function compareSides(context: BenchContext, product: MeasuredSide, baseline: MeasuredSide): Promise<{ product: Round[]; baseline: Round[] }> {
  const { seconds, rounds, warmUp } = timing(context);
  for (const side of [product, baseline]) {
    const warmed = await warmUntilSteady(async (stepSeconds) => (await side.peak(stepSeconds)).throughput, warmUp);
    context.log(`${side.label}: warmed up ${warmed.seconds} s (${warmed.steps.map(round2).join(', ')}/s)${warmed.steady ? '' : ', not yet steady'}`);
  }
  const logged = (side: MeasuredSide) => async () => {
    const round = await measureRound(side, seconds);
    const { p50, p95, p99 } = round.atRate;
    context.log(`${side.label}: peak ${round2(round.peak.throughput)}/s; at ${LATENCY_LOAD_SHARE * 100}%: p50 ${round2(p50)} p95 ${round2(p95)} p99 ${round2(p99)} ms; RSS ${round.peakRssMiB} MiB`);
    return round;
  };
  const { a, b } = await alternate(rounds, logged(product), logged(baseline));
  return { product: a, baseline: b };
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

/** The throughput ratio, rounded to what the table shows. */
export function throughputRatio(product: Figures, baseline: Figures): number {
  if (!product.throughput || !baseline.throughput) return Number.NaN;
  return Math.round((product.throughput / baseline.throughput) * 1000) / 1000;
}
