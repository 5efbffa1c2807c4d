import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { SecondStepMethod } from '@weather/validation';
import { IsNull, Not, type Repository } from 'typeorm';
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
    @InjectRepository(RecoveryCode) private readonly recoveryCodes: Repository<RecoveryCode>,
    private readonly passkeys: PasskeyFactors,
  ) {}

  async heldBy(userId: number): Promise<HeldFactors> {
    const [totp, passkeys, recoveryCodesLeft] = await Promise.all([
      // An enrolment still waiting for its first code is no factor yet.
      this.totpFactors.countBy({ userId, confirmedAt: Not(IsNull()) }),
      this.passkeys.countFor(userId),
      this.recoveryCodes.countBy({ userId, usedAt: IsNull() }),
    ]);
    return { totp, passkeys, recoveryCodesLeft };
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
