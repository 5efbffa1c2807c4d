import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { normalizeMagicCode } from '@weather/validation';
import type { Repository } from 'typeorm';
import { Clock } from '../common/clock';
import { MagicCode } from './magic-code.entity';
import { MAGIC_CODE_ALPHABET, MAGIC_CODE_LENGTH, MAGIC_CODE_MAX_WRONG_TRIES, MAGIC_CODE_VALID_MINUTES } from './magic-code-policy';
import { MagicCodeSecret } from './magic-code-secret';

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
   * True once for the right, live code of the address, which is then used up. A wrong code counts
   * against the live one, which is void after MAGIC_CODE_MAX_WRONG_TRIES.
   */
  async redeem(email: string, typed: string): Promise<boolean> {
    const live = await this.codes.findOneBy({ email });
    if (!live) return false;
    if (live.expiresAt.getTime() <= this.clock.now().getTime()) {
      await this.codes.delete({ id: live.id });
      return false;
    }
    const expected = Buffer.from(live.codeHash, 'hex');
    const actual = Buffer.from(this.hash(email, normalizeMagicCode(typed)), 'hex');
    if (timingSafeEqual(expected, actual)) {
      // Only the request that deletes the row signs in, so a code cannot be used twice in a race.
      const deleted = await this.codes.delete({ id: live.id });
      return (deleted.affected ?? 0) === 1;
    }
    await this.countWrongTry(live);
    return false;
  }

  /** A try that cannot succeed (the code was sent for another account than the one named) still counts. */
  async spoil(email: string): Promise<void> {
    const live = await this.codes.findOneBy({ email });
    if (live) await this.countWrongTry(live);
  }

  private async countWrongTry(live: MagicCode): Promise<void> {
    await this.codes.increment({ id: live.id }, 'failedAttempts', 1);
    if (live.failedAttempts + 1 >= MAGIC_CODE_MAX_WRONG_TRIES) await this.codes.delete({ id: live.id });
  }

  /** Keyed by the address too, so one code's hash says nothing about another address's. */
  private hash(email: string, code: string): string {
    return createHmac('sha256', this.secret.key).update(`${email}\n${code}`).digest('hex');
  }
}
