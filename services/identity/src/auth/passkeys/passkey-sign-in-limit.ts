import { Injectable } from '@nestjs/common';
import { InjectConfig } from '../../platform/config/config.module';
import type { IdentityConfig } from '../../platform/config/identity-config';
import { ApiException } from '../../platform/errors/api-exception';
import { type Limit, RateLimiters } from '../../platform/rate-limits/rate-limiters';

/**
 * Tries of the username-less passkey sign-in per client address: as many as the sign-in brake allows
 * one address (LOGIN_MAX_FAILURES_PER_IP per LOGIN_FAILURE_WINDOW), in a count of their own. Reserved
 * before the verification runs, in the shared store, so parallel tries and other instances cannot
 * outrun it; a sign-in that succeeds gives its point back, so only failures use the window up.
 */
@Injectable()
export class PasskeySignInLimit {
  private readonly perAddress: Limit;

  constructor(limiters: RateLimiters, @InjectConfig() config: IdentityConfig) {
    const { maxFailuresPerIp, windowSeconds } = config.loginThrottle;
    this.perAddress = limiters.create({ name: 'passkey-sign-in-address', points: maxFailuresPerIp, durationSeconds: windowSeconds });
  }

  /** Takes one try of the address, or throws TOO_MANY_ATTEMPTS with Retry-After. */
  async take(ip: string): Promise<void> {
    const wait = await this.perAddress.reserveOrWait(ip);
    if (wait > 0) throw new ApiException('TOO_MANY_ATTEMPTS', undefined, { 'Retry-After': String(wait) });
  }

  /** The try signed in: it does not count. */
  succeeded(ip: string): Promise<void> {
    return this.perAddress.giveBack(ip);
  }
}
