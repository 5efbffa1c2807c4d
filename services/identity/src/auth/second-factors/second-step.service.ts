import { Injectable } from '@nestjs/common';
import { AuditService } from '../../platform/audit/audit.service';
import { ApiException } from '../../platform/errors/api-exception';
import type { SessionContext } from '../../platform/http/session-context';
import { UserAccounts } from '../../users/user-accounts';
import type { LoginResponseDto } from '../sign-in/dto/login-response.dto';
import type { SecondStepStateDto, TotpSecretDto } from './dto/second-step.dto';
import { RecoveryCodesService } from './recovery-codes.service';
import type { SecondStepChallenge } from './second-step-challenge.entity';
import { SecondStepAttempts } from './second-step-attempts';
import { SecondStepChallenges } from './second-step-challenges';
import { SecondStepCompletion, type SecondStepCompleted } from './second-step-completion';
import { TotpFactors } from './totp/totp-factors';
import { UserSecondFactors } from './user-second-factors';

/** The name of an app added during the second step when the person gives none. */
const DEFAULT_TOTP_NAME = 'Authenticator app';

/** A finished second step with what its answer adds to the login response. */
export interface SecondStepDone<Body extends LoginResponseDto = LoginResponseDto> extends SecondStepCompleted {
  body: Body;
}

/**
 * The second step with an authenticator app or a recovery code, and the enrolment of a first app
 * when the user's enterprise requires one (docs/second-factor-contract.md). Every code passes
 * SecondStepAttempts (tries, brake, notice) before it is looked at; success goes through SecondStepCompletion.
 */
@Injectable()
export class SecondStepService {
  constructor(
    private readonly challenges: SecondStepChallenges,
    private readonly attempts: SecondStepAttempts,
    private readonly completion: SecondStepCompletion,
    private readonly factors: UserSecondFactors,
    private readonly totp: TotpFactors,
    private readonly recoveryCodes: RecoveryCodesService,
    private readonly users: UserAccounts,
    private readonly audit: AuditService,
  ) {}

  /** The live challenge of the cookie, or 401 SECOND_STEP_EXPIRED. */
  async pending(token: string | null): Promise<SecondStepChallenge> {
    const challenge = token ? await this.challenges.findLive(token) : null;
    if (!challenge) throw new ApiException('SECOND_STEP_EXPIRED');
    return challenge;
  }

  async state(token: string | null): Promise<SecondStepStateDto> {
    const challenge = await this.pending(token);
    const user = await this.users.findById(challenge.userId);
    if (!user) throw new ApiException('SECOND_STEP_EXPIRED');
    const methods = challenge.enrolmentRequired ? [] : UserSecondFactors.methodsOf(await this.factors.heldBy(user.id));
    return { methods, enrolment_required: challenge.enrolmentRequired, email: user.email };
  }

  async withTotp(token: string | null, code: string, context: SessionContext, previousToken: string | null): Promise<SecondStepDone> {
    const challenge = await this.pending(token);
    await this.attempts.attempt(challenge, 'totp', context, (user) => this.totp.verify(user.id, code));
    return this.completion.complete(challenge, 'totp', context, previousToken);
  }

  async withRecoveryCode(token: string | null, code: string, context: SessionContext, previousToken: string | null): Promise<SecondStepDone<LoginResponseDto & { recovery_codes_left: number }>> {
    const challenge = await this.pending(token);
    const user = await this.attempts.attempt(challenge, 'recovery_code', context, (holder) => this.recoveryCodes.redeem(holder.id, code));
    const left = await this.recoveryCodes.countLeft(user.id);
    await this.audit.record({ event: 'RECOVERY_CODE_USED', actorId: user.id, subjectId: user.id, ip: context.ip, details: { recoveryCodesLeft: left } });
    const done = await this.completion.complete(challenge, 'recovery_code', context, previousToken);
    return { ...done, body: { ...done.body, recovery_codes_left: left } };
  }

  /** A new app for a user who must add a factor now; an earlier unconfirmed one is replaced. */
  async beginTotpEnrolment(token: string | null): Promise<TotpSecretDto> {
    const challenge = await this.enrolment(token);
    const user = await this.users.findById(challenge.userId);
    if (!user) throw new ApiException('SECOND_STEP_EXPIRED');
    const enrolment = await this.totp.begin(user.id, user.email, DEFAULT_TOTP_NAME);
    return { secret: enrolment.secret, otpauth_url: enrolment.otpauthUrl, qr_code: enrolment.qrCode };
  }

  /** The app's first code confirms it and signs in; the user's first ten recovery codes come with it. */
  async confirmTotpEnrolment(
    token: string | null,
    code: string,
    name: string | undefined,
    context: SessionContext,
    previousToken: string | null,
  ): Promise<SecondStepDone<LoginResponseDto & { recovery_codes: string[] }>> {
    const challenge = await this.enrolment(token);
    const user = await this.attempts.attempt(challenge, 'totp', context, async (holder) => {
      const factor = await this.totp.pending(holder.id).catch(() => null);
      if (!factor || !(await this.totp.confirm(factor, code))) return false;
      if (name !== undefined) await this.totp.rename(factor, name.trim());
      await this.audit.record({ event: 'SECOND_FACTOR_ENROLLED', actorId: holder.id, subjectId: holder.id, ip: context.ip, details: { factor: 'totp', id: factor.id } });
      return true;
    });
    const recoveryCodes = (await this.recoveryCodes.issueFirstIfNone(user.id)) ?? [];
    if (recoveryCodes.length > 0) await this.audit.record({ event: 'RECOVERY_CODES_GENERATED', actorId: user.id, subjectId: user.id, ip: context.ip });
    const done = await this.completion.complete(challenge, 'totp', context, previousToken);
    return { ...done, body: { ...done.body, recovery_codes: recoveryCodes } };
  }

  private async enrolment(token: string | null): Promise<SecondStepChallenge> {
    const challenge = await this.pending(token);
    if (!challenge.enrolmentRequired) throw new ApiException('FORBIDDEN');
    return challenge;
  }
}
