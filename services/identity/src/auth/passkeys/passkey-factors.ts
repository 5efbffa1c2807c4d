import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { countOf, PlainCounts } from '../../platform/database/plain/plain-counts';
import { ApiException } from '../../platform/errors/api-exception';
import { Passkey } from './passkey.entity';

/** A second factor as the Security tab lists it (the contract's `Factor`). */
export interface Factor {
  id: number;
  name: string;
  created_at: string;
  last_used_at: string | null;
}

export function passkeyAsFactor(passkey: Pick<Passkey, 'id' | 'name' | 'createdAt' | 'lastUsedAt'>): Factor {
  return {
    id: passkey.id,
    name: passkey.name,
    created_at: passkey.createdAt.toISOString(),
    last_used_at: passkey.lastUsedAt ? passkey.lastUsedAt.toISOString() : null,
  };
}

/** Every sign-in counts the user's passkeys (the second-step gate): a plain statement (ADR 0415). */
const countPasskeys = new PlainCounts({ passkeys: countOf(Passkey, { where: ['userId'] }) });

/** A user's passkeys as second factors: list, count, rename, remove. The ceremonies are PasskeyCeremonies. */
@Injectable()
export class PasskeyFactors {
  constructor(@InjectRepository(Passkey) private readonly passkeys: Repository<Passkey>) {}

  async listFor(userId: number): Promise<Factor[]> {
    const rows = await this.passkeys.find({
      select: { id: true, name: true, createdAt: true, lastUsedAt: true },
      where: { userId },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
    return rows.map(passkeyAsFactor);
  }

  async countFor(userId: number): Promise<number> {
    return (await countPasskeys.run(this.passkeys.manager, { passkeys: { userId } })).passkeys;
  }

  /** Renames one of the user's passkeys; another user's id is NOT_FOUND, like an absent one. */
  async rename(userId: number, id: number, name: string): Promise<Factor> {
    const passkey = await this.own(userId, id);
    passkey.name = name.trim();
    await this.passkeys.update({ id: passkey.id, userId }, { name: passkey.name });
    return passkeyAsFactor(passkey);
  }

  /** Removes one of the user's passkeys; false when it was gone already (a parallel removal). */
  async remove(userId: number, id: number): Promise<boolean> {
    const result = await this.passkeys.delete({ id, userId });
    return (result.affected ?? 0) > 0;
  }

  /** The user's passkey, or NOT_FOUND (also for another user's id, so ids reveal nothing). */
  async own(userId: number, id: number): Promise<Passkey> {
    const passkey = await this.passkeys.findOneBy({ id, userId });
    if (!passkey) throw new ApiException('NOT_FOUND');
    return passkey;
  }

  /** Which of these users hold at least one passkey: one query for a whole list (the enterprise users table). */
  async holdersAmong(userIds: readonly number[]): Promise<number[]> {
    if (userIds.length === 0) return [];
    const rows = await this.passkeys
      .createQueryBuilder('passkey')
      .select('DISTINCT passkey.userId', 'userId')
      .where('passkey.userId IN (:...userIds)', { userIds })
      .getRawMany<{ userId: number | string }>();
    return rows.map((row) => Number(row.userId));
  }

  async deleteAllFor(userId: number): Promise<void> {
    await this.passkeys.delete({ userId });
  }
}
