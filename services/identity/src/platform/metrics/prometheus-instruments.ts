/**
 * The instruments on prom-client. Required only when metrics are on (METRICS_PORT or METRICS_TOKEN):
 * prom-client loads @opentelemetry/api, which a service with metrics and traces off must not load
 * (docs/adr/1000-prometheus-metrics.md, docs/adr/1001).
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import {
  BRAKE_KINDS,
  type GaugeMetric,
  type GaugeSpec,
  HANDOFF_REDEMPTION_RESULTS,
  type Instruments,
  MAGIC_CODE_RESULTS,
  SECOND_STEP_RESULTS,
  SIGN_IN_METHODS,
  SIGN_IN_RESULTS,
  WEBHOOK_DELIVERY_RESULTS,
} from './metric-types';

/** Every metric of the service's own starts so (the process and Node.js ones keep their usual names). */
export const METRIC_PREFIX = 'weather_identity_';

/** Request latencies from a cached /me (a millisecond) to a slow sign-in or a timed-out database (seconds). */
const HTTP_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** An authorization check waits at most WEBHOOK_TIMEOUT (2 s by default). */
const AUTHORIZATION_CHECK_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2, 5];

/** One registry per app instance (never prom-client's global one), so apps in one process do not collide. */
export class PrometheusInstruments {
  readonly registry = new Registry();
  readonly contentType: string = this.registry.contentType;
  readonly instruments: Instruments;

  constructor() {
    const registers = [this.registry];
    const counter = <Name extends string>(name: string, help: string, labelNames: readonly Name[], initial: ReadonlyArray<Readonly<Record<Name, string>>> = []) => {
      const metric = new Counter<Name>({ name: METRIC_PREFIX + name, help, labelNames, registers });
      // Series known in advance start at 0, so rate() and increase() see their first event.
      for (const labels of initial) metric.inc(labels, 0);
      return metric;
    };
    const httpRequestDuration = new Histogram<'route' | 'method' | 'status'>({
      name: `${METRIC_PREFIX}http_request_duration_seconds`,
      help: 'HTTP requests by route template (unmatched for no route), method and status: latency; _count is the number of requests',
      labelNames: ['route', 'method', 'status'],
      buckets: HTTP_BUCKETS,
      registers,
    });
    this.instruments = {
      httpRequestDuration: { series: (route, method, status) => httpRequestDuration.labels(route, method, status) },
      signIns: counter(
        'sign_ins_total',
        'Sign-in attempts by method (password, code, saml, social, passkey) and result (succeeded, failed, throttled: refused by the brake)',
        ['method', 'result'],
        SIGN_IN_METHODS.flatMap((method) => SIGN_IN_RESULTS.map((result) => ({ method, result }))),
      ),
      brakeLocks: counter(
        'brake_locks_total',
        'Sign-in steps refused because the brake had locked the account for the address (password, code, second_step)',
        ['kind'],
        BRAKE_KINDS.map((kind) => ({ kind })),
      ),
      secondSteps: counter('second_steps_total', 'Second steps (authenticator, recovery code, passkey) by result', ['result'], SECOND_STEP_RESULTS.map((result) => ({ result }))),
      magicCodes: counter(
        'magic_codes_total',
        'Emailed sign-in codes: sent, or refused by the recipient mail limit',
        ['result'],
        MAGIC_CODE_RESULTS.map((result) => ({ result })),
      ),
      mails: counter('mails_total', 'Mails by kind and result (sent, failed: the transport refused, limited: the recipient mail limit refused)', ['kind', 'result']),
      handoffTokensIssued: counter('handoff_tokens_issued_total', 'Hand-off tokens issued to the browser for an application', [], [{}]),
      handoffRedemptions: counter(
        'handoff_redemptions_total',
        'Hand-off token redemptions by applications: redeemed, or refused (unknown, expired, replayed, wrong state)',
        ['result'],
        HANDOFF_REDEMPTION_RESULTS.map((result) => ({ result })),
      ),
      webhookDeliveries: counter(
        'webhook_deliveries_total',
        'Webhook delivery attempts: delivered (2xx), failed (to be tried again), given_up (the last try failed)',
        ['result'],
        WEBHOOK_DELIVERY_RESULTS.map((result) => ({ result })),
      ),
      authorizationCheckDuration: new Histogram<'client_id' | 'verdict'>({
        name: `${METRIC_PREFIX}authorization_check_duration_seconds`,
        help: "Authorization checks asked of an application's webhook, by client id and verdict (allowed, denied, down): latency",
        labelNames: ['client_id', 'verdict'],
        buckets: AUTHORIZATION_CHECK_BUCKETS,
        registers,
      }),
      databaseQueryErrors: counter('database_query_errors_total', "Database statements that failed, by the driver's error code", ['code']),
    };
  }

  gauge<Name extends string = never>(spec: GaugeSpec<Name>): GaugeMetric<Readonly<Record<Name, string>>> {
    return new Gauge<Name>({ name: METRIC_PREFIX + spec.name, help: spec.help, labelNames: spec.labelNames, registers: [this.registry] });
  }

  /** Process (CPU, memory, file descriptors) and Node.js (event loop lag, GC, heap, handles) metrics, on this registry. */
  collectDefaultMetrics(): void {
    collectDefaultMetrics({ register: this.registry });
  }

  exposition(): Promise<string> {
    return this.registry.metrics();
  }
}
