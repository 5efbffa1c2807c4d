import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { PasskeyFactors } from '../passkeys/passkey-factors';
import { TotpFactor } from './totp-factor.entity';

/**
 * Which users hold a second factor (a confirmed authenticator app or a passkey), for lists such as
 * the enterprise users table: two queries for the whole list, never one per user.
 */
@Injectable()
export class SecondFactorHolders {
  constructor(
    @InjectRepository(TotpFactor) private readonly totpFactors: Repository<TotpFactor>,
    private readonly passkeys: PasskeyFactors,
  ) {}

  async amongUsers(userIds: readonly number[]): Promise<Set<number>> {
    if (userIds.length === 0) return new Set();
    const [totp, passkeys] = await Promise.all([this.totpHoldersAmong(userIds), this.passkeys.holdersAmong(userIds)]);
    return new Set([...totp, ...passkeys]);
  }

  private async totpHoldersAmong(userIds: readonly number[]): Promise<number[]> {
    const rows = await this.totpFactors
      .createQueryBuilder('factor')
      .select('DISTINCT factor.userId', 'userId')
      .where('factor.userId IN (:...userIds)', { userIds })
      // An enrolment still waiting for its first code is no factor yet.
      .andWhere('factor.confirmedAt IS NOT NULL')
      .getRawMany<{ userId: number | string }>();
    return rows.map((row) => Number(row.userId));
  }
}
