import { Injectable } from '@nestjs/common';
import { InjectConfig } from '../../platform/config/config.module';
import type { IdentityConfig } from '../../platform/config/identity-config';
import { ApiException } from '../../platform/errors/api-exception';
import { type Limit, RateLimiters } from '../../platform/rate-limits/rate-limiters';

/** Ceremonies an address may start (options asked for) per try it may fail: a prompt the user cancels costs one. */
export const PASSKEY_CEREMONIES_PER_TRY = 2;

/**
 * Tries of the username-less passkey sign-in per client address: as many as the sign-in brake allows
 * one address (LOGIN_MAX_FAILURES_PER_IP per LOGIN_FAILURE_WINDOW), in a count of their own. Reserved
 * before the verification runs, in the shared store, so parallel tries and other instances cannot
 * outrun it; a sign-in that succeeds gives its point back, so only failures use the window up.
 *
 * The options route is anonymous and stores a challenge per call: it has a count of its own per
 * address (PASSKEY_CEREMONIES_PER_TRY times the tries), reserved before the challenge is written, so
 * a visitor cannot fill the challenge table; a sign-in that succeeds gives that point back too.
 */
@Injectable()
export class PasskeySignInLimit {
  private readonly perAddress: Limit;
  private readonly ceremoniesPerAddress: Limit;

  constructor(limiters: RateLimiters, @InjectConfig() config: IdentityConfig) {
    const { maxFailuresPerIp, windowSeconds } = config.loginThrottle;
    this.perAddress = limiters.create({ name: 'passkey-sign-in-address', points: maxFailuresPerIp, durationSeconds: windowSeconds });
    this.ceremoniesPerAddress = limiters.create({
      name: 'passkey-options-address',
      points: maxFailuresPerIp * PASSKEY_CEREMONIES_PER_TRY,
      durationSeconds: windowSeconds,
    });
  }

  /** Takes one ceremony (a new challenge) of the address, or throws TOO_MANY_ATTEMPTS with Retry-After. */
  async takeCeremony(ip: string): Promise<void> {
    const wait = await this.ceremoniesPerAddress.reserveOrWait(ip);
    if (wait > 0) throw new ApiException('TOO_MANY_ATTEMPTS', undefined, { 'Retry-After': String(wait) });
  }

  /** Takes one try of the address, or throws TOO_MANY_ATTEMPTS with Retry-After. */
  async take(ip: string): Promise<void> {
    const wait = await this.perAddress.reserveOrWait(ip);
    if (wait > 0) throw new ApiException('TOO_MANY_ATTEMPTS', undefined, { 'Retry-After': String(wait) });
  }

  /** The try signed in: neither it nor its ceremony counts. */
  async succeeded(ip: string): Promise<void> {
    await Promise.all([this.perAddress.giveBack(ip), this.ceremoniesPerAddress.giveBack(ip)]);
  }
}
