// Load against one target with autocannon: the peak a server sustains, and its latency at a fixed
// rate below that peak. Latencies are recorded per response (autocannon's own summary has no p95).
import autocannon from 'autocannon';
import { percentile } from './alternate';

export interface LoadTarget {
  url: string;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH';
  headers?: Record<string, string>;
  body?: string;
  /** Per request, e.g. a fresh cookie or a new token; a list is sent in turn on each connection. */
  requests?: autocannon.Request[];
}

export interface PeakFigures {
  /** 2xx answers per second. */
  throughput: number;
  errors: number;
  non2xx: number;
}

export interface RateFigures extends PeakFigures {
  p50: number;
  p95: number;
  p99: number;
}

interface Run {
  result: autocannon.Result;
  latencies: number[];
}

function runLoad(target: LoadTarget, options: Partial<autocannon.Options>): Promise<Run> {
  return new Promise((resolve, reject) => {
    const latencies: number[] = [];
    const instance = autocannon(
      {
        url: target.url,
        method: target.method ?? 'GET',
        headers: target.headers,
        body: target.body,
        requests: target.requests,
        timeout: 10,
        ...options,
      },
      (error, result) => (error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve({ result, latencies })),
    );
    instance.on('response', (_client, _statusCode, _bytes, responseTime) => latencies.push(responseTime));
  });
}

function successesPerSecond(result: autocannon.Result): number {
  const seconds = result.duration > 0 ? result.duration : 1;
  return Math.round((result['2xx'] / seconds) * 10) / 10;
}

/** The sustained maximum: as many requests as `connections` (default 16) keep in flight. */
export async function findPeak(target: LoadTarget, options: { durationSeconds: number; connections?: number }): Promise<PeakFigures> {
  const { result } = await runLoad(target, { duration: options.durationSeconds, connections: options.connections ?? 16 });
  return { throughput: successesPerSecond(result), errors: result.errors, non2xx: result.non2xx };
}

/**
 * How many connections carry an offered rate: enough that each sends at most about 40 requests a
 * second (so a slow answer does not lower the offered rate much), at least 8, but never more than
 * the peak had in flight. autocannon spends each connection's share of a second back to back from
 * the top of the second, so every connection is in flight at once during that burst: more
 * connections than the peak's would queue deeper than the peak itself did (ADR 0419).
 */
export function connectionsForRate(rate: number, peakConnections: number): number {
  return Math.min(peakConnections, Math.max(8, Math.ceil(rate / 40)));
}

/** Latency at an offered rate (e.g. 70% of the peak found with `peakConnections` in flight). */
export async function measureAtRate(target: LoadTarget, requestsPerSecond: number, durationSeconds: number, peakConnections: number): Promise<RateFigures> {
  const rate = Math.max(1, Math.round(requestsPerSecond));
  const connections = connectionsForRate(rate, peakConnections);
  const { result, latencies } = await runLoad(target, { duration: durationSeconds, connections, overallRate: rate });
  const round = (value: number) => Math.round(value * 100) / 100;
  return {
    throughput: successesPerSecond(result),
    p50: round(percentile(latencies, 50)),
    p95: round(percentile(latencies, 95)),
    p99: round(percentile(latencies, 99)),
    errors: result.errors,
    non2xx: result.non2xx,
  };
}
