import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { SecondStepMethod } from '@weather/validation';
import type { Repository } from 'typeorm';
import { PasskeyFactors } from '../passkeys/passkey-factors';
import { RecoveryCode } from './recovery-code.entity';
import { TotpFactor } from './totp-factor.entity';

/** What a user holds: confirmed authenticator apps, passkeys, unused recovery codes. */
export interface HeldFactors {
  totp: number;
  passkeys: number;
  recoveryCodesLeft: number;
}

/** Counts a user's second factors, for the sign-in gate, the Security tab and the removal of the last one. */
@Injectable()
export class UserSecondFactors {
  constructor(
    @InjectRepository(TotpFactor) private readonly totpFactors: Repository<TotpFactor>,
    private readonly passkeys: PasskeyFactors,
  ) {}

  /**
   * Every sign-in asks this (the hot path, ADR 0415): the two tables of this module are counted in one
   * statement; the passkeys through their owner.
   */
  async heldBy(userId: number): Promise<HeldFactors> {
    const [[own], passkeys] = await Promise.all([
      this.totpFactors
        .createQueryBuilder('factor')
        // An enrolment still waiting for its first code is no factor yet.
        .select('COUNT(*)', 'totp')
        .addSelect((codes) => codes.select('COUNT(*)').from(RecoveryCode, 'code').where('code.userId = :userId AND code.usedAt IS NULL'), 'recoveryCodesLeft')
        .where('factor.userId = :userId AND factor.confirmedAt IS NOT NULL', { userId })
        .getRawMany<{ totp: number | string; recoveryCodesLeft: number | string }>(),
      this.passkeys.countFor(userId),
    ]);
    return { totp: Number(own.totp), passkeys, recoveryCodesLeft: Number(own.recoveryCodesLeft) };
  }

  /** The second step's methods: empty when the user holds no factor (recovery codes alone are none). */
  static methodsOf(held: HeldFactors): SecondStepMethod[] {
    if (!UserSecondFactors.holdsAny(held)) return [];
    const methods: SecondStepMethod[] = [];
    if (held.totp > 0) methods.push('totp');
    if (held.passkeys > 0) methods.push('passkey');
    if (held.recoveryCodesLeft > 0) methods.push('recovery_code');
    return methods;
  }

  static holdsAny(held: HeldFactors): boolean {
    return held.totp + held.passkeys > 0;
  }
}
