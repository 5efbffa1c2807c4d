import { randomInt } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { RECOVERY_CODE_ALPHABET, RECOVERY_CODE_COUNT, formatRecoveryCode, isRecoveryCodeComplete, normalizeRecoveryCode } from '@weather/validation';
import { type EntityManager, IsNull, type Repository } from 'typeorm';
import { Clock } from '../../platform/clock';
import { UserAccounts } from '../../users/user-accounts';
import { RecoveryCode } from './recovery-code.entity';
import { RecoveryCodeHasher } from './recovery-code-hasher';

const CODE_LENGTH = 10;

/**
 * A user's ten single-use recovery codes: shown once when made, stored as HMACs, used up by one
 * conditional UPDATE (`… SET used_at WHERE used_at IS NULL`), so two requests with one code cannot
 * both pass.
 */
@Injectable()
export class RecoveryCodesService {
  constructor(
    @InjectRepository(RecoveryCode) private readonly codes: Repository<RecoveryCode>,
    private readonly hasher: RecoveryCodeHasher,
    private readonly clock: Clock,
    private readonly accounts: UserAccounts,
  ) {}

  /**
   * Ten new codes when the user holds none yet (right after their first factor was confirmed), else
   * undefined. Per user, one request at a time decides (the user's row is locked on MySQL; SQLite
   * runs one transaction at a time): two factors confirmed together issue one set.
   */
  issueFirstIfNone(userId: number): Promise<string[] | undefined> {
    return this.codes.manager.transaction(async (manager) => {
      await this.accounts.lockWithin(manager, userId);
      if ((await manager.countBy(RecoveryCode, { userId })) > 0) return undefined;
      return this.insertNew(manager, userId);
    });
  }

  /** Replaces every code of the user (used or not) by ten new ones. */
  replaceAll(userId: number): Promise<string[]> {
    return this.codes.manager.transaction(async (manager) => {
      await this.accounts.lockWithin(manager, userId);
      await manager.delete(RecoveryCode, { userId });
      return this.insertNew(manager, userId);
    });
  }

  /** Uses up the code if it is one of the user's unused ones; false otherwise (also for a parallel second use). */
  async redeem(userId: number, typed: string): Promise<boolean> {
    if (!isRecoveryCodeComplete(typed)) return false;
    const result = await this.codes
      .createQueryBuilder()
      .update()
      .set({ usedAt: this.clock.now() })
      .where('user_id = :userId AND code_hash = :codeHash AND used_at IS NULL', { userId, codeHash: this.hasher.hash(userId, normalizeRecoveryCode(typed)) })
      .execute();
    return result.affected === 1;
  }

  countLeft(userId: number): Promise<number> {
    return this.codes.countBy({ userId, usedAt: IsNull() });
  }

  async deleteAllFor(userId: number, manager: EntityManager = this.codes.manager): Promise<void> {
    await manager.delete(RecoveryCode, { userId });
  }

  private async insertNew(manager: EntityManager, userId: number): Promise<string[]> {
    const now = this.clock.now();
    const plain = Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
    await manager.insert(
      RecoveryCode,
      plain.map((code) => ({ userId, codeHash: this.hasher.hash(userId, code), usedAt: null, createdAt: now })),
    );
    return plain.map(formatRecoveryCode);
  }
}

/** 10 characters of a 32-symbol alphabet: 50 random bits. */
function newCode(): string {
  return Array.from({ length: CODE_LENGTH }, () => RECOVERY_CODE_ALPHABET[randomInt(RECOVERY_CODE_ALPHABET.length)]).join('');
}
