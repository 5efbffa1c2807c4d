import { Injectable } from '@nestjs/common';
import { AuditService } from '../../platform/audit/audit.service';
import type { SessionContext } from '../../platform/http/session-context';
import type { User } from '../../users/user.entity';
import { SessionsService } from '../sessions/sessions.service';
import type { FirstStepMethod } from '../sessions/sign-in-method';
import type { LoginResponseDto } from '../sign-in/dto/login-response.dto';
import { SecondFactorPolicy } from './second-factor-policy.port';
import { SecondStepChallenges } from './second-step-challenges';
import { UserSecondFactors } from './user-second-factors';

/**
 * After a right first step: either the session (`session`, for the cookie), or, when a second step
 * is due, no session at all and the pending step's token (`secondStep`, for the weather_second_step
 * cookie). Exactly one of the two is set.
 */
export type FirstStepOutcome =
  | { session: string; secondStep: null; body: LoginResponseDto }
  | { session: null; secondStep: string; body: LoginResponseDto };

/**
 * Where every first step (password, emailed code, social) ends: a user with a confirmed factor, or
 * with none while their enterprise requires one, gets a pending second step instead of a session, so
 * no session cookie and no hand-off token can exist before it. A user without a factor of an
 * enterprise that requires none signs in exactly as before. SAML and passkey sign-ins do not come here.
 */
@Injectable()
export class SecondStepGate {
  constructor(
    private readonly factors: UserSecondFactors,
    private readonly policy: SecondFactorPolicy,
    private readonly challenges: SecondStepChallenges,
    private readonly sessions: SessionsService,
    private readonly audit: AuditService,
  ) {}

  async begin(user: User, context: SessionContext, method: FirstStepMethod, previousToken: string | null): Promise<FirstStepOutcome> {
    const answer = { is_verified: user.isVerified, is_force_reset_password: user.isForceResetPassword };
    const held = await this.factors.heldBy(user.id);
    const methods = UserSecondFactors.methodsOf(held);
    const enrolmentRequired = methods.length === 0 && (await this.policy.requiredFor(user));
    if (methods.length > 0 || enrolmentRequired) {
      // A session cookie already present is left alone: it ends when the second step succeeds.
      const { token } = await this.challenges.create(user.id, method, enrolmentRequired, context);
      return { session: null, secondStep: token, body: { ...answer, second_step: { methods, enrolment_required: enrolmentRequired } } };
    }
    if (previousToken) await this.sessions.end(previousToken);
    const { token, session } = await this.sessions.start(user, context, method);
    await this.audit.record({ event: 'LOGIN_SUCCEEDED', actorId: user.id, subjectId: user.id, ip: context.ip, details: { sessionId: session.id, method } });
    return { session: token, secondStep: null, body: answer };
  }
}
