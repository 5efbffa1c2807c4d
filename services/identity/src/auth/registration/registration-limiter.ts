import { Injectable } from '@nestjs/common';
import { ApiException } from '../../platform/errors/api-exception';
import { InjectConfig } from '../../platform/config/config.module';
import type { IdentityConfig } from '../../platform/config/identity-config';
import { type Limit, RateLimiters } from '../../platform/rate-limits/rate-limiters';

/** Email checkups are lighter than sign-ups, and a person may retype the address a few times. */
const CHECKUPS_PER_SIGN_UP = 5;

/**
 * Sign-ups (and email checkups) per client address, so one machine cannot create accounts or probe
 * addresses in bulk. Atomic counters, shared by all instances with REDIS_URL (docs/adr/0230).
 */
@Injectable()
export class RegistrationLimiter {
  private readonly signUps: Limit;
  private readonly checkups: Limit;

  constructor(limiters: RateLimiters, @InjectConfig() config: IdentityConfig) {
    const { maxPerIp, windowSeconds } = config.registration;
    this.signUps = limiters.create({ name: 'sign-up-ip', points: maxPerIp, durationSeconds: windowSeconds });
    this.checkups = limiters.create({ name: 'checkup-ip', points: maxPerIp * CHECKUPS_PER_SIGN_UP, durationSeconds: windowSeconds });
  }

  takeSignUp(ip: string | null): Promise<void> {
    return take(this.signUps, ip ?? 'unknown');
  }

  takeCheckup(ip: string | null): Promise<void> {
    return take(this.checkups, ip ?? 'unknown');
  }
}

/** Counts one attempt, or throws TOO_MANY_ATTEMPTS with Retry-After once the limit is reached. */
async function take(limit: Limit, key: string): Promise<void> {
  const wait = await limit.reserveOrWait(key);
  if (wait > 0) throw new ApiException('TOO_MANY_ATTEMPTS', undefined, { 'Retry-After': String(wait) });
}
