import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectConfig } from '../config/config.module';
import type { IdentityConfig } from '../config/identity-config';
import type { MetricsConfig } from '../config/namespaces/observability';
import type { GaugeMetric, GaugeSpec, Instruments } from './metric-types';
import type { PrometheusInstruments } from './prometheus-instruments';

/** The prom-client module: required only when metrics are on. */
export type PrometheusModule = typeof import('./prometheus-instruments');

function requirePrometheus(): PrometheusModule {
  // A plain require, not an import: prom-client loads @opentelemetry/api, which a service with
  // metrics and traces off must not load (as the tracing SDK, docs/adr/1001).
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require('./prometheus-instruments') as PrometheusModule;
}

/** Work an owning module does when Prometheus scrapes: it sets the gauges it registered. */
export type ScrapeCollector = () => void | Promise<void>;

const noop = (): void => undefined;
const NO_SERIES = { observe: noop };
/** Metrics off: every instrument takes its call and does nothing. */
const NO_INSTRUMENTS: Instruments = {
  httpRequestDuration: { series: () => NO_SERIES },
  signIns: { inc: noop },
  brakeLocks: { inc: noop },
  secondSteps: { inc: noop },
  magicCodes: { inc: noop },
  mails: { inc: noop },
  handoffTokensIssued: { inc: noop },
  handoffRedemptions: { inc: noop },
  webhookDeliveries: { inc: noop },
  authorizationCheckDuration: { observe: noop },
  databaseQueryErrors: { inc: noop },
};

/** What GET /metrics answers. */
export interface Exposition {
  contentType: string;
  body: string;
}

/**
 * The service's Prometheus metrics (docs/adr/1000-prometheus-metrics.md): one registry per app
 * instance with typed instruments, the process and event loop metrics, and the scrape-time gauges
 * that owning modules register (`gauge` + `onScrape`), so platform never imports the modules above
 * it. With neither METRICS_PORT nor METRICS_TOKEN set, metrics are off: prom-client is not loaded
 * and every instrument is a no-op, so counting costs nothing.
 */
@Injectable()
export class Metrics implements OnModuleInit {
  private readonly logger = new Logger(Metrics.name);
  private readonly prometheus: PrometheusInstruments | null;
  private readonly collectors: ScrapeCollector[] = [];
  readonly instruments: Instruments;

  constructor(@InjectConfig() config: IdentityConfig) {
    this.prometheus = Metrics.isOn(config.metrics) ? new (requirePrometheus().PrometheusInstruments)() : null;
    this.instruments = this.prometheus?.instruments ?? NO_INSTRUMENTS;
  }

  /** Metrics are exposed somewhere: on their own port, or on the API's port behind the token. */
  static isOn(config: MetricsConfig): boolean {
    return config.port !== null || config.token !== null;
  }

  get enabled(): boolean {
    return this.prometheus !== null;
  }

  /** Not in the constructor: unit specs build services without lifecycle hooks and need no GC observer. */
  onModuleInit(): void {
    this.prometheus?.collectDefaultMetrics();
  }

  /** A gauge of an owning module, registered once at start; set it from an `onScrape` collector. */
  gauge<Name extends string = never>(spec: GaugeSpec<Name>): GaugeMetric<Readonly<Record<Name, string>>> {
    return this.prometheus ? this.prometheus.gauge(spec) : { set: noop };
  }

  /** Runs at every scrape, before the text is written; a collector that fails leaves its gauges as they were. */
  onScrape(collector: ScrapeCollector): void {
    if (this.prometheus) this.collectors.push(collector);
  }

  /** The exposition text (Prometheus format 0.0.4), after the scrape-time collectors ran. */
  async expose(): Promise<Exposition> {
    if (!this.prometheus) throw new Error('Metrics are off: set METRICS_PORT or METRICS_TOKEN');
    const outcomes = await Promise.allSettled(this.collectors.map(async (collect) => collect()));
    for (const outcome of outcomes) {
      if (outcome.status === 'rejected') this.logger.warn(`A scrape-time gauge could not be read: ${errorMessage(outcome.reason)}`);
    }
    return { contentType: this.prometheus.contentType, body: await this.prometheus.exposition() };
  }
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
