import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { SECOND_STEP_VALID_MINUTES } from '@weather/validation';
import { type EntityManager, LessThan, MoreThan, type Repository } from 'typeorm';
import { Clock } from '../../platform/clock';
import type { SessionContext } from '../../platform/http/session-context';
import { type Limit, RateLimiters } from '../../platform/rate-limits/rate-limiters';
import { generateOpaqueToken, hashOpaqueToken } from '../../platform/security/opaque-token';
import type { FirstStepMethod } from '../sessions/sign-in-method';
import { SecondStepChallenge } from './second-step-challenge.entity';

/** Wrong tries a pending second step survives; the next one ends it (sign in again). */
export const SECOND_STEP_MAX_TRIES = 5;

/**
 * The pending second steps (second_step_challenges): created after a right first step, found by the
 * cookie's id while live, ended at success. Its tries are counted in the shared limits (Redis when
 * configured), claimed before a code is looked at, so parallel tries cannot exceed the maximum.
 */
@Injectable()
export class SecondStepChallenges {
  private readonly tries: Limit;
  private readonly notices: Limit;

  constructor(
    @InjectRepository(SecondStepChallenge) private readonly challenges: Repository<SecondStepChallenge>,
    private readonly clock: Clock,
    limiters: RateLimiters,
  ) {
    const durationSeconds = SECOND_STEP_VALID_MINUTES * 60;
    this.tries = limiters.create({ name: 'second-step-tries', points: SECOND_STEP_MAX_TRIES, durationSeconds });
    // One point per challenge: only its first failure mails the notice.
    this.notices = limiters.create({ name: 'second-step-notice', points: 1, durationSeconds });
  }

  /** A new pending second step; the token is for the cookie only, the row keeps its hash. */
  async create(userId: number, method: FirstStepMethod, enrolmentRequired: boolean, context: SessionContext): Promise<{ token: string; challenge: SecondStepChallenge }> {
    const token = generateOpaqueToken();
    const now = this.clock.now();
    const challenge = await this.challenges.save(
      this.challenges.create({
        tokenHash: hashOpaqueToken(token),
        userId,
        signInMethod: method,
        enrolmentRequired,
        ip: context.ip,
        userAgent: context.userAgent,
        createdAt: now,
        expiresAt: new Date(now.getTime() + SECOND_STEP_VALID_MINUTES * 60_000),
      }),
    );
    return { token, challenge };
  }

  /** The live challenge of a cookie, or null (none, expired, or already ended). */
  findLive(token: string): Promise<SecondStepChallenge | null> {
    return this.challenges.findOneBy({ tokenHash: hashOpaqueToken(token), expiresAt: MoreThan(this.clock.now()) });
  }

  /** Claims one try before its code is looked at; false when the challenge has had all its tries. */
  claimTry(challenge: SecondStepChallenge): Promise<boolean> {
    return this.tries.reserve(String(challenge.id));
  }

  /** Records a wrong try; true for the challenge's first one (the user is then mailed a notice). */
  countFailure(challenge: SecondStepChallenge): Promise<boolean> {
    return this.notices.reserve(String(challenge.id));
  }

  /** Ends the challenge; true for the one request that ended it (a parallel success ends nothing more). */
  async end(challenge: SecondStepChallenge): Promise<boolean> {
    const result = await this.challenges.delete({ id: challenge.id });
    return (result.affected ?? 0) > 0;
  }
}

/** The hourly purge's share of this table (AuthHousekeeping): challenges past their end. */
export async function purgeExpiredSecondStepChallenges(manager: EntityManager, now: Date): Promise<number> {
  const result = await manager.delete(SecondStepChallenge, { expiresAt: LessThan(now) });
  return result.affected ?? 0;
}
