import { Injectable } from '@nestjs/common';
import { normalizeEmail } from '@weather/validation';
import { AuditService } from '../../platform/audit/audit.service';
import { ApiException } from '../../platform/errors/api-exception';
import type { MailLanguage } from '../../platform/mail/mail-language';
import { CodeSignInService } from '../magic-codes/code-sign-in.service';
import { PasswordHasher } from '../passwords/password-hasher';
import { SamlSignInPolicy } from './saml-sign-in-policy';
import type { SessionContext } from '../../platform/http/session-context';
import { SessionsService } from '../sessions/sessions.service';
import { SecondStepGate } from '../second-factors/second-step-gate';
import { UserAccounts } from '../../users/user-accounts';
import { UserEvents } from '../../users/user-events';
import type { LoginDto } from './dto/login.dto';
import type { LoginProviderDto } from './dto/login-provider.dto';
import type { LoginResponseDto } from './dto/login-response.dto';
import { LoginThrottle } from './login-throttle';

export interface LoginResult {
  /** The new session's id, for the cookie only; null for an unverified account or a pending second step. */
  token: string | null;
  /** The pending second step's id, for the weather_second_step cookie only (issue 29); null otherwise. */
  secondStep: string | null;
  body: LoginResponseDto;
}

/** Password sign-in and sign-out. */
@Injectable()
export class AuthService {
  constructor(
    private readonly users: UserAccounts,
    private readonly hasher: PasswordHasher,
    private readonly throttle: LoginThrottle,
    private readonly sessions: SessionsService,
    private readonly audit: AuditService,
    private readonly codeSignIn: CodeSignInService,
    private readonly userEvents: UserEvents,
    private readonly forcedSaml: SamlSignInPolicy,
    private readonly gate: SecondStepGate,
  ) {}

  /**
   * Checks the password and opens a session. An unknown email, a wrong password and any attempt
   * the brake refuses get the same answer after the same work; a disabled account is told so only
   * after its right password, so the message reveals nothing to someone guessing. The brake's
   * reservation is taken before argon2 runs (docs/adr/0230), so parallel guesses cannot outrun it. A
   * session cookie already present is ended: a sign-in always gets a fresh id. An unverified account
   * gets no session: a magic code is mailed and the portal asks for it. A user with a second factor
   * (or whose enterprise requires one) gets a pending second step instead of the session (SecondStepGate).
   */
  async login(credentials: LoginDto, context: SessionContext, previousToken: string | null, language: MailLanguage = 'en'): Promise<LoginResult> {
    const email = normalizeEmail(credentials.email);
    const ip = context.ip ?? 'unknown';
    // A domain that forces SAML has no password sign-in: the answer of a wrong password, after the same work.
    const forcedSaml = (await this.forcedSaml.loginUrlFor(email)) !== null;
    const reservation = forcedSaml ? null : await this.throttle.reserve(email, ip);
    const locked = reservation === null;

    const user = await this.users.findForSignIn(email);
    // While locked, the password is not even looked at, but the same work is spent on a dummy hash.
    const passwordMatches =
      !locked && user?.passwordHash ? await this.hasher.verify(user.passwordHash, credentials.password) : await this.hasher.verifyDummy(credentials.password);
    if (!user || !passwordMatches) {
      await this.audit.record({
        event: locked ? 'LOGIN_THROTTLED' : 'LOGIN_FAILED',
        subjectId: user?.id ?? null,
        ip: context.ip,
        details: { email, method: 'password', reason: locked ? 'locked' : user ? 'wrong_password' : 'unknown_email' },
      });
      throw new ApiException('INCORRECT_CREDENTIALS');
    }
    // The password was right: the reserved check was no failure.
    await reservation?.succeeded();
    if (user.isDisabled) {
      await this.audit.record({ event: 'LOGIN_FAILED', subjectId: user.id, ip: context.ip, details: { email, method: 'password', reason: 'disabled' } });
      throw new ApiException('ACCOUNT_DISABLED');
    }

    if (user.passwordHash && this.hasher.needsRehash(user.passwordHash)) {
      await this.users.setPasswordHash(user.id, await this.hasher.hash(credentials.password));
    }
    if (!user.isVerified) {
      // The email is proven by the mailed code (PATCH /v1/users/{key}), which then opens the session.
      await this.codeSignIn.mailCode(user, context, language);
      return { token: null, secondStep: null, body: { is_verified: false, is_force_reset_password: user.isForceResetPassword } };
    }
    const outcome = await this.gate.begin(user, context, 'password', previousToken);
    return { token: outcome.session, secondStep: outcome.secondStep, body: outcome.body };
  }

  /**
   * How the address signs in: SAML with the domain's sign-in address when its verified domain forces
   * SAML, otherwise LOCAL for every address, registered or not, so the answer reveals no account.
   */
  async providerOf(email: string): Promise<LoginProviderDto> {
    const loginURL = await this.forcedSaml.loginUrlFor(normalizeEmail(email));
    return loginURL ? { provider: 'SAML', loginURL } : { provider: 'LOCAL' };
  }

  /**
   * Ends the cookie's session, if it is one; signing out twice is not an error. The applications
   * hear of it (user.logged_out) so they can end their own sessions of the user.
   */
  async logout(token: string | null, context: SessionContext): Promise<void> {
    if (!token) return;
    const ended = await this.sessions.end(token);
    if (!ended) return;
    await this.audit.record({ event: 'LOGOUT', actorId: ended.userId, subjectId: ended.userId, ip: context.ip, details: { sessionId: ended.id } });
    const user = await this.users.findWithTimezone(ended.userId);
    if (user) await this.userEvents.publish('user.logged_out', user);
  }
}
