import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { normalizeMagicCode } from '@weather/validation';
import { type EntityManager, LessThan, MoreThanOrEqual, type Repository } from 'typeorm';
import { Clock } from '../../platform/clock';
import { MagicCode } from './magic-code.entity';
import { MAGIC_CODE_ALPHABET, MAGIC_CODE_LENGTH, MAGIC_CODE_MAX_WRONG_TRIES, MAGIC_CODE_VALID_MINUTES } from './magic-code-policy';
import { MagicCodeSecret } from './magic-code-secret';

/** What became of a typed code; the audit log records it (MAGIC_CODE_FAILED's reason). */
export type CodeCheck = 'redeemed' | 'wrong_code' | 'wrong_key' | 'no_live_code' | 'expired' | 'no_tries_left';

/** Issues and checks the one-time codes of sign-in by email (the policy is in magic-code-policy.ts). */
@Injectable()
export class MagicCodesService {
  constructor(
    @InjectRepository(MagicCode) private readonly codes: Repository<MagicCode>,
    private readonly secret: MagicCodeSecret,
    private readonly clock: Clock,
  ) {}

  /** A new code for the address; any earlier code of the address stops being valid. */
  async issue(email: string): Promise<string> {
    let code = '';
    for (let i = 0; i < MAGIC_CODE_LENGTH; i += 1) code += MAGIC_CODE_ALPHABET[randomInt(MAGIC_CODE_ALPHABET.length)];
    const now = this.clock.now();
    await this.codes.delete({ email });
    await this.codes.insert({
      email,
      codeHash: this.hash(email, code),
      failedAttempts: 0,
      createdAt: now,
      expiresAt: new Date(now.getTime() + MAGIC_CODE_VALID_MINUTES * 60_000),
    });
    return code;
  }

  /**
   * 'redeemed' once for the right, live code of the address, which is then used up. Every try, the
   * right one too, first claims one of the code's MAGIC_CODE_MAX_WRONG_TRIES tries; a wrong code keeps
   * its try, and the code is void once they are spent.
   */
  async redeem(email: string, typed: string): Promise<CodeCheck> {
    const live = await this.codes.findOneBy({ email });
    if (!live) return 'no_live_code';
    if (live.expiresAt.getTime() <= this.clock.now().getTime()) {
      await this.codes.delete({ id: live.id });
      return 'expired';
    }
    if (!(await this.claimTry(live))) return 'no_tries_left';
    const expected = Buffer.from(live.codeHash, 'hex');
    const actual = Buffer.from(this.hash(email, normalizeMagicCode(typed)), 'hex');
    if (timingSafeEqual(expected, actual)) {
      // Only the request that deletes the row signs in, so a code cannot be used twice in a race.
      const deleted = await this.codes.delete({ id: live.id });
      return (deleted.affected ?? 0) === 1 ? 'redeemed' : 'no_live_code';
    }
    await this.deleteIfSpent(live);
    return 'wrong_code';
  }

  /** A try that cannot succeed (the code was sent for another account than the one named) still counts. */
  async spoil(email: string): Promise<CodeCheck> {
    const live = await this.codes.findOneBy({ email });
    if (live && (await this.claimTry(live))) await this.deleteIfSpent(live);
    return 'wrong_key';
  }

  /**
   * Takes one try of the code in a single conditional UPDATE, before anything is compared: however
   * many requests race, on SQLite or MariaDB, at most MAGIC_CODE_MAX_WRONG_TRIES of them get one.
   */
  private async claimTry(live: MagicCode): Promise<boolean> {
    const claimed = await this.codes.update(
      { id: live.id, failedAttempts: LessThan(MAGIC_CODE_MAX_WRONG_TRIES) },
      // The column's name on both engines (the snake-case naming strategy).
      { failedAttempts: () => 'failed_attempts + 1' },
    );
    return (claimed.affected ?? 0) === 1;
  }

  private async deleteIfSpent(live: MagicCode): Promise<void> {
    await this.codes.delete({ id: live.id, failedAttempts: MoreThanOrEqual(MAGIC_CODE_MAX_WRONG_TRIES) });
  }

  /** Keyed by the address too, so one code's hash says nothing about another address's. */
  private hash(email: string, code: string): string {
    return createHmac('sha256', this.secret.key).update(`${email}\n${code}`).digest('hex');
  }
}

/** The hourly purge's share of this table (AuthHousekeeping): deletes the codes expired before `now`. */
export async function purgeExpiredMagicCodes(manager: EntityManager, now: Date): Promise<number> {
  return (await manager.delete(MagicCode, { expiresAt: LessThan(now) })).affected ?? 0;
}
