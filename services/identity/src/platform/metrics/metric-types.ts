/**
 * The instruments the service counts with, as its modules see them (docs/adr/1000-prometheus-metrics.md).
 * prom-client's Counter, Histogram and Gauge fit these shapes; with metrics off they are no-ops, so
 * a caller never asks whether metrics are on.
 */

/** A series' labels: bounded sets of values (never a user id, email, address or raw path). */
export type MetricLabels = Readonly<Record<string, string>>;
/** No labels: the metric has one series. */
export type NoLabels = Readonly<Record<never, string>>;

export interface CounterMetric<Labels extends MetricLabels = NoLabels> {
  inc(labels: Labels, value?: number): void;
}

export interface HistogramMetric<Labels extends MetricLabels = NoLabels> {
  observe(labels: Labels, value: number): void;
}

export interface GaugeMetric<Labels extends MetricLabels = NoLabels> {
  set(labels: Labels, value: number): void;
}

/** A gauge an owning module registers and sets when Prometheus scrapes (outbox depth, pool use, Redis). */
export interface GaugeSpec<Name extends string = never> {
  /** In Prometheus' snake case with the unit last (_seconds), without the weather_identity_ prefix the registry adds. */
  name: string;
  help: string;
  labelNames: readonly Name[];
}

/** The HTTP histogram's bound series, one per route template, method and status (the hot path's cache keeps them). */
export interface DurationSeries {
  observe(seconds: number): void;
}

export interface HttpDurationMetric {
  series(route: string, method: string, status: string): DurationSeries;
}

/** The label values known in advance (each series starts at 0). */
export const SIGN_IN_METHODS = ['password', 'code', 'saml', 'social', 'passkey', 'other'] as const;
export const SIGN_IN_RESULTS = ['succeeded', 'failed', 'throttled'] as const;
export const BRAKE_KINDS = ['password', 'code', 'second_step'] as const;
export const SECOND_STEP_RESULTS = ['succeeded', 'failed', 'throttled'] as const;
export const MAGIC_CODE_RESULTS = ['sent', 'refused'] as const;
export const HANDOFF_REDEMPTION_RESULTS = ['redeemed', 'refused'] as const;
export const WEBHOOK_DELIVERY_RESULTS = ['delivered', 'failed', 'given_up'] as const;

/** The service's instruments, each declared once here with its name, help and labels. */
export type SignInMethod = (typeof SIGN_IN_METHODS)[number];
export type SignInResult = (typeof SIGN_IN_RESULTS)[number];
export type BrakeKind = (typeof BRAKE_KINDS)[number];
export type SecondStepResult = (typeof SECOND_STEP_RESULTS)[number];
export type MagicCodeResult = (typeof MAGIC_CODE_RESULTS)[number];
export type MailResult = 'sent' | 'failed' | 'limited';
export type HandoffRedemptionResult = (typeof HANDOFF_REDEMPTION_RESULTS)[number];
export type WebhookDeliveryResult = (typeof WEBHOOK_DELIVERY_RESULTS)[number];
export type AuthorizationVerdict = 'allowed' | 'denied' | 'down';

/** The service's instruments; prometheus-instruments.ts names and describes each. */
export interface Instruments {
  httpRequestDuration: HttpDurationMetric;
  signIns: CounterMetric<{ method: SignInMethod; result: SignInResult }>;
  brakeLocks: CounterMetric<{ kind: BrakeKind }>;
  secondSteps: CounterMetric<{ result: SecondStepResult }>;
  magicCodes: CounterMetric<{ result: MagicCodeResult }>;
  /** kind: the mail service's MailKind (a closed set). */
  mails: CounterMetric<{ kind: string; result: MailResult }>;
  handoffTokensIssued: CounterMetric;
  handoffRedemptions: CounterMetric<{ result: HandoffRedemptionResult }>;
  webhookDeliveries: CounterMetric<{ result: WebhookDeliveryResult }>;
  /** client_id: an application of the catalogue (a few). */
  authorizationCheckDuration: HistogramMetric<{ client_id: string; verdict: AuthorizationVerdict }>;
  /** code: the driver's error code (ER_DUP_ENTRY, SQLITE_BUSY, ...) or "other". */
  databaseQueryErrors: CounterMetric<{ code: string }>;
}

