import { Injectable } from '@nestjs/common';
import { Clock } from '../common/clock';
import { InjectConfig } from '../config/config.module';
import type { IdentityConfig } from '../config/identity-config';
import { type FailureWindow, LoginAttemptStore } from './login-attempt-store';

/**
 * Brute-force brake of the password sign-in, per account (email) and per client address. Failures
 * are counted until LOGIN_FAILURE_WINDOW passes without one. From LOGIN_MAX_FAILURES_PER_ACCOUNT (or
 * _PER_IP) failures on, the key is locked after each failure for a delay that doubles with every
 * further failure: 1 s, 2 s, 4 s ... up to half the window. Attempts while locked count as failures
 * too, so a burst only lengthens the lock. The caller answers a locked attempt exactly like a wrong
 * password (docs/adr/0205): nothing tells a guesser that the lock, not the password, refused them.
 * The code sign-in uses the same brake with its own account count (`kind` 'code') and the same
 * address count: someone guessing a password does not lock the owner out of signing in by code.
 */
@Injectable()
export class LoginThrottle {
  constructor(
    private readonly store: LoginAttemptStore,
    private readonly clock: Clock,
    @InjectConfig() private readonly config: IdentityConfig,
  ) {}

  /** True while the account or the address is locked. */
  async isLocked(email: string, ip: string, kind: SignInKind = 'password'): Promise<boolean> {
    const now = this.clock.now();
    const { maxFailuresPerAccount, maxFailuresPerIp } = this.config.loginThrottle;
    return (
      this.lockedAt(await this.store.current(accountKey(email, kind), now), maxFailuresPerAccount, now) ||
      this.lockedAt(await this.store.current(ipKey(ip), now), maxFailuresPerIp, now)
    );
  }

  async recordFailure(email: string, ip: string, kind: SignInKind = 'password'): Promise<void> {
    const now = this.clock.now();
    const { windowSeconds } = this.config.loginThrottle;
    await this.store.recordFailure(accountKey(email, kind), now, windowSeconds);
    await this.store.recordFailure(ipKey(ip), now, windowSeconds);
  }

  /** A successful sign-in forgives the account's failures (not the address's). */
  async recordSuccess(email: string, kind: SignInKind = 'password'): Promise<void> {
    await this.store.clear(accountKey(email, kind));
  }

  /** The lock after the last failure, in seconds: 0 below the limit, then 1, 2, 4 ... up to half the window. */
  lockSeconds(failures: number, maxFailures: number): number {
    if (failures < maxFailures) return 0;
    const cap = Math.max(1, Math.floor(this.config.loginThrottle.windowSeconds / 2));
    return Math.min(2 ** Math.min(failures - maxFailures, 30), cap);
  }

  private lockedAt(window: FailureWindow | null, maxFailures: number, now: Date): boolean {
    if (!window) return false;
    return now.getTime() < window.lastFailureAt.getTime() + this.lockSeconds(window.failures, maxFailures) * 1000;
  }
}

/** Which sign-in failed: each keeps its own count per account; the address count is shared. */
export type SignInKind = 'password' | 'code';

const accountKey = (email: string, kind: SignInKind) => (kind === 'password' ? `account:${email}` : `code-account:${email}`);
const ipKey = (ip: string) => `ip:${ip}`;
