import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { DurationSeries, HttpDurationMetric } from './metric-types';

/** The route label of a request no route matched (404s of scanners, typos): one series, not one per path. */
export const UNMATCHED_ROUTE = 'unmatched';

/** What the hook reads of a request and its reply. */
export type TimedRequest = Pick<FastifyRequest, 'method'> & { routeOptions: { url?: string } };
export type TimedReply = Pick<FastifyReply, 'statusCode' | 'elapsedTime'>;

/**
 * The bound series of the request histogram, by route template, method and status, kept in nested
 * maps: after the first request of a kind, an answer costs three map look-ups and one observe, and
 * neither a label object nor a key string is built (the /me hot path, docs/adr/1000).
 */
export class HttpDurationRecorder {
  private readonly byRoute = new Map<string, Map<string, Map<number, DurationSeries>>>();

  constructor(private readonly histogram: HttpDurationMetric) {}

  record(request: TimedRequest, reply: TimedReply): void {
    // The template (/v1/users/:id), never the raw URL: ids and query strings would be unbounded labels.
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
    let byMethod = this.byRoute.get(route);
    if (!byMethod) {
      byMethod = new Map();
      this.byRoute.set(route, byMethod);
    }
    let byStatus = byMethod.get(request.method);
    if (!byStatus) {
      byStatus = new Map();
      byMethod.set(request.method, byStatus);
    }
    const status = reply.statusCode;
    let series = byStatus.get(status);
    if (!series) {
      series = this.histogram.series(route, request.method, String(status));
      byStatus.set(status, series);
    }
    series.observe(reply.elapsedTime / 1000);
  }
}

/** One onResponse hook: Fastify has timed the request already (reply.elapsedTime), so no start hook is needed. */
export function registerHttpMetrics(instance: FastifyInstance, histogram: HttpDurationMetric): void {
  const recorder = new HttpDurationRecorder(histogram);
  instance.addHook('onResponse', (request, reply, done) => {
    recorder.record(request, reply);
    done();
  });
}
