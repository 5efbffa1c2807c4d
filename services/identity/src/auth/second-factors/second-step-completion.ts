import { Injectable } from '@nestjs/common';
import { AuditService } from '../../platform/audit/audit.service';
import { ApiException } from '../../platform/errors/api-exception';
import type { SessionContext } from '../../platform/http/session-context';
import { UserAccounts } from '../../users/user-accounts';
import { SessionsService } from '../sessions/sessions.service';
import { type FirstStepMethod, type SecondStepFactor, withSecondStep } from '../sessions/sign-in-method';
import type { LoginResponseDto } from '../sign-in/dto/login-response.dto';
import type { SecondStepChallenge } from './second-step-challenge.entity';
import { SecondStepChallenges } from './second-step-challenges';

/** A finished sign-in: the session's token (for the cookie only) and the login answer. */
export interface SecondStepCompleted {
  token: string;
  body: LoginResponseDto;
}

/**
 * The end of a second step that succeeded, whatever the factor: the challenge ends (only the request
 * that ends it goes on, so two parallel successes start one session), a previous session ends as at
 * every sign-in, and the session starts with the first step's method joined with the factor. The
 * controller then writes the session cookie and clears the challenge's.
 */
@Injectable()
export class SecondStepCompletion {
  constructor(
    private readonly challenges: SecondStepChallenges,
    private readonly sessions: SessionsService,
    private readonly users: UserAccounts,
    private readonly audit: AuditService,
  ) {}

  async complete(challenge: SecondStepChallenge, factor: SecondStepFactor, context: SessionContext, previousToken: string | null): Promise<SecondStepCompleted> {
    if (!(await this.challenges.end(challenge))) throw new ApiException('SECOND_STEP_EXPIRED');
    const user = await this.users.findById(challenge.userId);
    // Disabled between the two steps: no session, as after a right password.
    if (!user || user.isDisabled) throw new ApiException('ACCOUNT_DISABLED');
    if (previousToken) await this.sessions.end(previousToken);
    const method = withSecondStep(challenge.signInMethod as FirstStepMethod, factor);
    const { token, session } = await this.sessions.start(user, context, method);
    await this.audit.record({ event: 'SECOND_STEP_SUCCEEDED', actorId: user.id, subjectId: user.id, ip: context.ip, details: { factor, sessionId: session.id } });
    await this.audit.record({ event: 'LOGIN_SUCCEEDED', actorId: user.id, subjectId: user.id, ip: context.ip, details: { sessionId: session.id, method } });
    return { token, body: { is_verified: user.isVerified, is_force_reset_password: user.isForceResetPassword } };
  }
}
