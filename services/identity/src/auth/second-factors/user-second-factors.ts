import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { SecondStepMethod } from '@weather/validation';
import type { Repository } from 'typeorm';
import { countOf, PlainCounts } from '../../platform/database/plain/plain-counts';
import { PasskeyFactors } from '../passkeys/passkey-factors';
import { RecoveryCode } from './recovery-code.entity';
import { TotpFactor } from './totp-factor.entity';

/** What a user holds: confirmed authenticator apps, passkeys, unused recovery codes. */
export interface HeldFactors {
  totp: number;
  passkeys: number;
  recoveryCodesLeft: number;
}

/**
 * The user's confirmed authenticator apps (an enrolment still waiting for its first code is no
 * factor yet) and unused recovery codes, in one plain statement: every sign-in asks (ADR 0415).
 */
const countOwnFactors = new PlainCounts({
  totp: countOf(TotpFactor, { where: ['userId'], whereNotNull: ['confirmedAt'] }),
  recoveryCodesLeft: countOf(RecoveryCode, { where: ['userId'], whereNull: ['usedAt'] }),
});

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
    const [own, passkeys] = await Promise.all([
      countOwnFactors.run(this.totpFactors.manager, { totp: { userId }, recoveryCodesLeft: { userId } }),
      this.passkeys.countFor(userId),
    ]);
    return { totp: own.totp, passkeys, recoveryCodesLeft: own.recoveryCodesLeft };
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
