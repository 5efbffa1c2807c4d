import { type ConfigOf, group, variable } from '../config-schema';
import { duration, matching, positiveInteger, shortDurationMs, urlOf } from '../parsers';

/**
 * REDIS_URL: where every instance keeps its limits (docs/adr/0230) and hears the others' cache
 * invalidations (docs/adr/0700); null means this process's memory and this process's caches only.
 */
export const redisUrlSchema = variable(
  'REDIS_URL',
  urlOf(['redis:', 'rediss:'], 'must be a redis:// or rediss:// URL such as redis://:password@redis.example.com:6379/0, or absent to keep limits in memory'),
  { default: null, secret: true },
);

/**
 * REDIS_KEY_PREFIX: starts every key and channel the service uses in Redis, so several deployments
 * (or test runs) can share one Redis without counting each other's limits.
 */
export const redisKeyPrefixSchema = variable(
  'REDIS_KEY_PREFIX',
  matching(/^[A-Za-z0-9._:-]{1,64}$/, 'must be 1 to 64 letters, digits or . _ : - (such as weather-identity:)'),
  { default: 'weather-identity:' },
);

/**
 * REDIS_TIMEOUT: how long a connect or a command to Redis may take before the guarded work answers
 * 503 (docs/adr/0700). A second by default: a fault must answer at once, never hang a request.
 */
export const redisTimeoutSchema = variable('REDIS_TIMEOUT', shortDurationMs, { default: 1_000 });

/** The sign-in brake (docs/adr/0230): failures per window, counted before the password is checked. */
export const loginThrottleSchema = group({
  /** Failures of one account from one client address (LOGIN_MAX_FAILURES_PER_ACCOUNT). */
  maxFailuresPerAccount: variable('LOGIN_MAX_FAILURES_PER_ACCOUNT', positiveInteger, { default: 5 }),
  /** Failures of one account from all addresses together (LOGIN_ACCOUNT_CEILING). */
  accountCeiling: variable('LOGIN_ACCOUNT_CEILING', positiveInteger, { default: 100 }),
  maxFailuresPerIp: variable('LOGIN_MAX_FAILURES_PER_IP', positiveInteger, { default: 50 }),
  windowSeconds: variable('LOGIN_FAILURE_WINDOW', duration, { default: 15 * 60 }),
  /**
   * Wrong second steps of one account per 24 hours, from all addresses (SECOND_STEP_MAX_FAILURES_PER_DAY,
   * issue 29): someone holding the password cannot grind through authenticator codes window after window.
   */
  secondStepFailuresPerDay: variable('SECOND_STEP_MAX_FAILURES_PER_DAY', positiveInteger, { default: 20 }),
});
export type LoginThrottleConfig = ConfigOf<typeof loginThrottleSchema>;

/** Mail per recipient, on every path that sends mail (docs/adr/0231). */
export const mailLimitSchema = group({
  perWindow: variable('MAIL_MAX_PER_RECIPIENT', positiveInteger, { default: 5 }),
  windowSeconds: variable('MAIL_RECIPIENT_WINDOW', duration, { default: 15 * 60 }),
  perDay: variable('MAIL_MAX_PER_RECIPIENT_PER_DAY', positiveInteger, { default: 20 }),
});
export type MailLimitConfig = ConfigOf<typeof mailLimitSchema>;

export const registrationSchema = group({
  /** Sign-ups one client address may attempt per window (REGISTRATION_MAX_PER_IP). */
  maxPerIp: variable('REGISTRATION_MAX_PER_IP', positiveInteger, { default: 20 }),
  windowSeconds: variable('REGISTRATION_WINDOW', duration, { default: 3600 }),
});
export type RegistrationConfig = ConfigOf<typeof registrationSchema>;
