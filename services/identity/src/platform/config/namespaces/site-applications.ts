import { type ConfigOf, derived, group, variable } from '../config-schema';
import { duration, durationMs } from '../parsers';

export const handoffSchema = group({
  /** A rotated signing key is published at once and signs only after this delay, in seconds. */
  signingKeyActivationDelaySeconds: variable('SIGNING_KEY_ACTIVATION_DELAY', duration, { default: 10 * 60 }),
});
export type HandoffConfig = ConfigOf<typeof handoffSchema>;

export const webhooksSchema = group({
  /** How long an authorization check waits for the application, in milliseconds. */
  timeoutMs: variable('WEBHOOK_TIMEOUT', durationMs, { default: 2_000 }),
  /** How long one webhook delivery may take; its lease is twice this (docs/adr/0702). */
  deliveryTimeoutMs: variable('WEBHOOK_DELIVERY_TIMEOUT', durationMs, { default: 10_000 }),
  /** How often the outbox worker looks for due deliveries, in milliseconds. */
  pollIntervalMs: variable('WEBHOOK_POLL_INTERVAL', durationMs, { default: 1_000 }),
  /** Whether this process runs the outbox worker (the CLI does not). */
  workerEnabled: derived((): boolean => true),
});
export type WebhooksConfig = ConfigOf<typeof webhooksSchema>;
