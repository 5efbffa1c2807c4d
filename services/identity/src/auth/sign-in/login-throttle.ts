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
   * stranger cannot spend the owner's account ceiling from one address. The address and the account
   * are then asked together (one round trip to Redis), and a refusal gives the other reservations
   * back, so only checks that run are counted.
   */
  async reserve(email: string, ip: string, kind: SignInKind = 'password'): Promise<BrakeReservation | null> {
    const pair: Reserved = [this.perAccountAndAddress[kind], `${email} ${ip}`];
    if (!(await reserveAll([pair]))) return null;
    const rest: Reserved[] = [
      [this.perAddress, ip],
      [this.perAccount[kind], email],
    ];
    if (!(await reserveAll(rest))) {
      await giveBack([pair]);
      return null;
    }
    const taken = [pair, ...rest];
    return { succeeded: () => giveBack(taken) };
  }
}

type Reserved = readonly [Limit, string];

/**
 * Reserves a point of every count at once. When one is full, or the store fails (LimitsUnavailable),
 * every point added is given back, the refused ones too (rate-limiter-flexible counts a refused
 * consume), so the counts are as before; a fault is then thrown, a full count answers false.
 */
async function reserveAll(counts: readonly Reserved[]): Promise<boolean> {
  const outcomes = await Promise.allSettled(counts.map(([limit, key]) => limit.reserve(key)));
  if (outcomes.every((outcome) => outcome.status === 'fulfilled' && outcome.value)) return true;
  await giveBack(counts.filter((_, index) => outcomes[index].status === 'fulfilled'));
  const fault = outcomes.find((outcome) => outcome.status === 'rejected');
  if (fault) throw fault.reason;
  return false;
}

/** Gives back every reserved point at once (one round trip to Redis, auto-pipelined). */
async function giveBack(taken: readonly Reserved[]): Promise<void> {
  const outcomes = await Promise.allSettled(taken.map(([limit, key]) => limit.giveBack(key)));
  const fault = outcomes.find((outcome) => outcome.status === 'rejected');
  if (fault) throw fault.reason;
}
