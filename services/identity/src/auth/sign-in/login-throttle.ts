import { Injectable } from '@nestjs/common';
import { InjectConfig } from '../../platform/config/config.module';
import type { IdentityConfig } from '../../platform/config/identity-config';
import { type Limit, RateLimiters } from '../../platform/rate-limits/rate-limiters';

/** Which sign-in is braked: each keeps its own counts per account; the address count is shared. */
export type SignInKind = 'password' | 'code';

/** A check the brake let through; it counts as a failure unless the caller reports success. */
export interface BrakeReservation {
  /** The password (or code) was right: the reserved failure is given back everywhere. */
  succeeded(): Promise<void>;
}

/**
 * Brute-force brake of the password and code sign-ins (docs/adr/0230). Each check is reserved
 * BEFORE argon2 or the code comparison runs, atomically, in three counts per window
 * (LOGIN_FAILURE_WINDOW): the account from this address (LOGIN_MAX_FAILURES_PER_ACCOUNT), this
 * address over all accounts (LOGIN_MAX_FAILURES_PER_IP) and the account over all addresses
 * (LOGIN_ACCOUNT_CEILING). So at most that many checks run per window, whatever the concurrency and
 * on every instance that shares REDIS_URL. A refused reservation is answered exactly like a wrong
 * password (docs/adr/0205): nothing tells a guesser that the brake, not the password, refused them.
 */
@Injectable()
export class LoginThrottle {
  private readonly perAddress: Limit;
  private readonly perAccountAndAddress: Record<SignInKind, Limit>;
  private readonly perAccount: Record<SignInKind, Limit>;

  constructor(limiters: RateLimiters, @InjectConfig() config: IdentityConfig) {
    const { maxFailuresPerAccount, accountCeiling, maxFailuresPerIp, windowSeconds } = config.loginThrottle;
    const limit = (name: string, points: number) => limiters.create({ name, points, durationSeconds: windowSeconds });
    this.perAddress = limit('sign-in-address', maxFailuresPerIp);
    this.perAccountAndAddress = { password: limit('password-account-address', maxFailuresPerAccount), code: limit('code-account-address', maxFailuresPerAccount) };
    this.perAccount = { password: limit('password-account', accountCeiling), code: limit('code-account', accountCeiling) };
  }

  /**
   * Reserves one check of `email` from `ip`, or returns null when a count is full. The pair is asked
   * first, so attempts of an address already locked out of the account use up nothing else: a
   * stranger cannot spend the owner's account ceiling from one address. A later refusal gives the
   * earlier reservations back, so only checks that run are counted.
   */
  async reserve(email: string, ip: string, kind: SignInKind = 'password'): Promise<BrakeReservation | null> {
    const counts: [Limit, string][] = [
      [this.perAccountAndAddress[kind], `${email} ${ip}`],
      [this.perAddress, ip],
      [this.perAccount[kind], email],
    ];
    const taken: [Limit, string][] = [];
    for (const [limit, key] of counts) {
      if (!(await limit.reserve(key))) {
        await giveBack(taken);
        return null;
      }
      taken.push([limit, key]);
    }
    return { succeeded: () => giveBack(taken) };
  }
}

async function giveBack(taken: readonly [Limit, string][]): Promise<void> {
  for (const [limit, key] of taken) await limit.giveBack(key);
}
