import { ApiException } from '../errors/api-exception';

/** How long a client is asked to wait: ioredis tries Redis again at least once a second. */
export const LIMITS_RETRY_AFTER_SECONDS = 5;

/**
 * The limits' store (Redis) does not answer: the guarded work (a sign-in, a code, a mail, a sign-up)
 * is refused with 503 SERVICE_UNAVAILABLE and Retry-After, never let through uncounted
 * (docs/adr/0700). The message says what the portal can tell the person.
 */
export class LimitsUnavailable extends ApiException {
  constructor(readonly reason: unknown) {
    super('SERVICE_UNAVAILABLE', undefined, { 'Retry-After': String(LIMITS_RETRY_AFTER_SECONDS) });
    this.message = 'Sign-in is briefly unavailable. Please try again in a moment.';
  }
}
