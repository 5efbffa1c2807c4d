// Load made of operations rather than single requests, for a line whose unit of work is several
// dependent HTTP requests with branching (scenario 7: redirects followed as the provider answers
// them, then the token and userinfo requests carrying what the previous answer gave). autocannon
// replays a fixed list of requests and counts 2xx answers, which neither follows a variable number
// of redirects nor counts a flow that failed halfway; so this loop runs the whole operation as the
// unit: `inFlight` operations at once at the peak (like autocannon's connections), an offered rate
// of operations for the latency, and a failed operation counted as a failure, never as throughput.
import { performance } from 'node:perf_hooks';
import { setTimeout as delay } from 'node:timers/promises';
import { percentile } from './alternate';
import type { PeakFigures, RateFigures } from './load';

/** A wrong answer from the server (a status or body the flow did not expect): counted as non-2xx. */
export class UnexpectedAnswer extends Error {}

/** One unit of work; it rejects when the server's answers were not what the flow needed. */
export type Operation = () => Promise<void>;

export interface OperationLoadOptions {
  durationSeconds: number;
  /** Operations in flight at once (the peak), or at most (an offered rate). */
  inFlight: number;
  /** Told of the first failure of a load, so a broken flow shows in the log with its reason. */
  onFirstFailure?: (error: unknown) => void;
}

/** Counts of one load: operations finished within the duration, failures, each latency in ms. */
interface Tally {
  completed: number;
  errors: number;
  non2xx: number;
  latencies: number[];
}

function tallying(onFirstFailure?: (error: unknown) => void): { tally: Tally; attempt(operation: Operation, startedAt: number, deadline: number): Promise<void> } {
  const tally: Tally = { completed: 0, errors: 0, non2xx: 0, latencies: [] };
  return {
    tally,
    attempt: async (operation, startedAt, deadline) => {
      try {
        await operation();
        const finishedAt = performance.now();
        tally.latencies.push(finishedAt - startedAt);
        // Work that spills past the end is waited for (so it does not run in the next load) but not counted.
        if (finishedAt <= deadline) tally.completed += 1;
      } catch (error) {
        if (tally.errors + tally.non2xx === 0) onFirstFailure?.(error);
        if (error instanceof UnexpectedAnswer) tally.non2xx += 1;
        else tally.errors += 1;
      }
    },
  };
}

const perSecond = (count: number, seconds: number) => Math.round((count / seconds) * 10) / 10;

/** The sustained maximum: `inFlight` operations at once, each started as soon as one finishes. */
export async function operationsPeak(operation: Operation, options: OperationLoadOptions): Promise<PeakFigures> {
  const { tally, attempt } = tallying(options.onFirstFailure);
  const deadline = performance.now() + options.durationSeconds * 1000;
  const worker = async () => {
    while (performance.now() < deadline) await attempt(operation, performance.now(), deadline);
  };
  await Promise.all(Array.from({ length: options.inFlight }, worker));
  return { throughput: perSecond(tally.completed, options.durationSeconds), errors: tally.errors, non2xx: tally.non2xx };
}

/**
 * Latency at an offered rate: operations started on a fixed schedule, never more than `inFlight`
 * at once (no deeper queue than the peak had, as ADR 0419 asks of autocannon's connections). As
 * autocannon's, each latency runs from when the operation starts: a server that falls behind
 * answers fewer than offered (the throughput says so) rather than showing an ever-growing backlog,
 * which on a shared machine would measure a noisy moment's queue instead of the server.
 */
export async function operationsAtRate(operation: Operation, operationsPerSecond: number, options: OperationLoadOptions): Promise<RateFigures> {
  const { tally, attempt } = tallying(options.onFirstFailure);
  const interval = 1000 / Math.max(operationsPerSecond, 0.1);
  const start = performance.now();
  const deadline = start + options.durationSeconds * 1000;
  const running = new Set<Promise<void>>();
  for (let index = 0; ; index += 1) {
    const due = start + index * interval;
    if (due >= deadline) break;
    const wait = due - performance.now();
    if (wait > 0) await delay(wait);
    while (running.size >= options.inFlight) await Promise.race(running);
    const started = attempt(operation, performance.now(), deadline).finally(() => running.delete(started));
    running.add(started);
  }
  await Promise.all(running);
  const round = (value: number) => Math.round(value * 100) / 100;
  return {
    throughput: perSecond(tally.completed, options.durationSeconds),
    p50: round(percentile(tally.latencies, 50)),
    p95: round(percentile(tally.latencies, 95)),
    p99: round(percentile(tally.latencies, 99)),
    errors: tally.errors,
    non2xx: tally.non2xx,
  };
}
