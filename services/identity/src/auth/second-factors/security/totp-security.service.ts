import { FactorRemoval } from '../factor-removal';
import { Injectable } from '@nestjs/common';
import { messages } from '@weather/validation';
import { AuditService } from '../../../platform/audit/audit.service';
import { ApiException } from '../../../platform/errors/api-exception';
import type { SessionContext } from '../../../platform/http/session-context';
import type { User } from '../../../users/user.entity';
import { PasskeyFactors } from '../../passkeys/passkey-factors';
import type { FactorDto, FactorEnrolledDto } from '../../passkeys/dto/factor.dto';
import type { NewTotpFactorDto, SecondFactorsDto } from '../dto/security.dto';
import { totpAsFactor } from '../factor';
import { RecoveryCodesService } from '../recovery-codes.service';
import { SecondFactorPolicy } from '../second-factor-policy.port';
import { TotpFactors } from '../totp/totp-factors';
import { UserSecondFactors } from '../user-second-factors';

/**
 * The Security tab's authenticator apps and recovery codes (the passkeys are PasskeySecurityController's):
 * list every factor, add an app (secret shown once), confirm it with a first code, rename, remove,
 * new recovery codes. Every change is audited, never with a secret or code.
 */
@Injectable()
export class TotpSecurityService {
  constructor(
    private readonly totp: TotpFactors,
    private readonly passkeys: PasskeyFactors,
    private readonly factors: UserSecondFactors,
    private readonly recoveryCodes: RecoveryCodesService,
    private readonly policy: SecondFactorPolicy,
    private readonly audit: AuditService,
    private readonly removal: FactorRemoval,
  ) {}

  async list(user: User): Promise<SecondFactorsDto> {
    const [totp, passkeys, recoveryCodesLeft, required] = await Promise.all([
      this.totp.confirmedOf(user.id),
      this.passkeys.listFor(user.id),
      this.recoveryCodes.countLeft(user.id),
      this.policy.requiredFor(user),
    ]);
    return { totp: totp.map(totpAsFactor), passkeys, recovery_codes_left: recoveryCodesLeft, required };
  }

  async add(user: User, name: string): Promise<NewTotpFactorDto> {
    const enrolment = await this.totp.begin(user.id, user.email, name.trim());
    return { id: enrolment.factor.id, secret: enrolment.secret, otpauth_url: enrolment.otpauthUrl, qr_code: enrolment.qrCode };
  }

  /** A wrong code is 400 with a field error: the session is proven, this is form input. */
  async confirm(user: User, id: number, code: string, context: SessionContext): Promise<FactorEnrolledDto> {
    const factor = await this.totp.pending(user.id, id);
    if (!(await this.totp.confirm(factor, code))) {
      throw new ApiException('VALIDATION_FAILED', [{ field: 'code', code: 'SECOND_FACTOR_CODE_INVALID', message: messages.SECOND_FACTOR_CODE_INVALID }]);
    }
    await this.audit.record({ event: 'SECOND_FACTOR_ENROLLED', actorId: user.id, subjectId: user.id, ip: context.ip, details: { factor: 'totp', id } });
    const recoveryCodes = await this.recoveryCodes.issueFirstIfNone(user.id);
    if (recoveryCodes) await this.audit.record({ event: 'RECOVERY_CODES_GENERATED', actorId: user.id, subjectId: user.id, ip: context.ip });
    const confirmed = await this.totp.own(user.id, id);
    return { factor: totpAsFactor(confirmed), ...(recoveryCodes ? { recovery_codes: recoveryCodes } : {}) };
  }

  async rename(user: User, id: number, name: string, context: SessionContext): Promise<FactorDto> {
    const renamed = await this.totp.rename(await this.totp.own(user.id, id), name.trim());
    await this.audit.record({ event: 'SECOND_FACTOR_RENAMED', actorId: user.id, subjectId: user.id, ip: context.ip, details: { factor: 'totp', id } });
    return totpAsFactor(renamed);
  }

  /** Removes an app; the last factor takes the recovery codes with it, and is refused while the enterprise requires one. */
  async remove(user: User, id: number, context: SessionContext): Promise<void> {
    const factor = await this.totp.own(user.id, id);
    await this.removal.remove(user.id, () => this.totp.remove(factor));
    await this.audit.record({ event: 'SECOND_FACTOR_REMOVED', actorId: user.id, subjectId: user.id, ip: context.ip, details: { factor: 'totp', id } });
  }

  async newRecoveryCodes(user: User, context: SessionContext): Promise<string[]> {
    if (!UserSecondFactors.holdsAny(await this.factors.heldBy(user.id))) throw new ApiException('NO_SECOND_FACTOR');
    const codes = await this.recoveryCodes.replaceAll(user.id);
    await this.audit.record({ event: 'RECOVERY_CODES_GENERATED', actorId: user.id, subjectId: user.id, ip: context.ip });
    return codes;
  }
}
