import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, IsNull, LessThan, MoreThan, type Repository } from 'typeorm';
import { Clock } from '../../platform/clock';
import { WebauthnChallenge } from './webauthn-challenge.entity';

/** Why a challenge was issued; a challenge serves only its own purpose. */
export type ChallengePurpose = 'registration' | 'second-step' | 'sign-in';

/** As long as a second step (SECOND_STEP_VALID_MINUTES): the browser's prompt times out with it. */
export const CHALLENGE_VALID_MS = 5 * 60 * 1000;

/**
 * The server's WebAuthn challenges (webauthn_challenges): 32 random bytes each, single use. The row
 * lives in the database, not in a process, so any instance can redeem what another issued.
 */
@Injectable()
export class WebauthnChallenges {
  constructor(
    @InjectRepository(WebauthnChallenge) private readonly challenges: Repository<WebauthnChallenge>,
    private readonly clock: Clock,
  ) {}

  /** A new challenge (base64url) for `purpose`, bound to the user when there is one. */
  async issue(purpose: ChallengePurpose, userId: number | null): Promise<string> {
    const challenge = randomBytes(32).toString('base64url');
    const now = this.clock.now();
    await this.challenges.insert({ challenge, purpose, userId, createdAt: now, expiresAt: new Date(now.getTime() + CHALLENGE_VALID_MS) });
    return challenge;
  }

  /**
   * Spends the challenge: true only for the one request whose DELETE removed the live row of this
   * purpose and user. A replay, a parallel second use, another purpose's or another user's challenge,
   * and an expired one all delete nothing and get false.
   */
  async redeem(challenge: string, purpose: ChallengePurpose, userId: number | null): Promise<boolean> {
    const result = await this.challenges.delete({
      challenge,
      purpose,
      userId: userId === null ? IsNull() : userId,
      expiresAt: MoreThan(this.clock.now()),
    });
    return result.affected === 1;
  }
}

/** The housekeeping's share: challenges past their end, never redeemed. */
export async function purgeExpiredWebauthnChallenges(manager: EntityManager, now: Date): Promise<number> {
  const result = await manager.delete(WebauthnChallenge, { expiresAt: LessThan(now) });
  return result.affected ?? 0;
}
