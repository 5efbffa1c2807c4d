import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { messages, normalizeEmail } from '@weather/validation';
import { AuditService } from '../../platform/audit/audit.service';
import { BackgroundTasks } from '../../platform/background-tasks';
import { ApiException } from '../../platform/errors/api-exception';
import type { LoginResponseDto } from '../sign-in/dto/login-response.dto';
import { LoginThrottle } from '../sign-in/login-throttle';
import type { MailLanguage } from '../../platform/mail/mail-language';
import { MailService } from '../../platform/mail/mail.service';
import type { SessionContext } from '../../platform/http/session-context';
import { SecondStepGate } from '../second-factors/second-step-gate';
import { UserAccounts } from '../../users/user-accounts';
import type { User } from '../../users/user.entity';
import { MAGIC_CODE_VALID_MINUTES } from './magic-code-policy';
import { MagicCodesService } from './magic-codes.service';
import { SendLimiter } from './send-limiter';
import { SamlSignInPolicy } from '../sign-in/saml-sign-in-policy';

export interface CodeSignInResult {
  /** The new session's id, for the cookie only; null while a second step is pending. */
  token: string | null;
  /** The pending second step's id, for the weather_second_step cookie only (issue 29); null otherwise. */
  secondStep: string | null;
  body: LoginResponseDto;
}

/** Sign-in and email verification by magic code. */
@Injectable()
export class CodeSignInService implements OnApplicationShutdown {
  /** Mail sent after the answer (see sendCode); awaited at shutdown. */
  readonly background = new BackgroundTasks(new Logger(CodeSignInService.name));

  constructor(
    private readonly users: UserAccounts,
    private readonly codes: MagicCodesService,
    private readonly limiter: SendLimiter,
    private readonly mail: MailService,
    private readonly audit: AuditService,
    private readonly throttle: LoginThrottle,
    private readonly forcedSaml: SamlSignInPolicy,
    private readonly gate: SecondStepGate,
  ) {}

  /**
   * Mails a code to the address if it has an enabled account. The send limits count unknown
   * addresses too, and the mail leaves after the answer, so neither the answer, its timing nor the
   * limit tells whether the address is registered.
   */
  async sendCode(rawEmail: string, context: SessionContext, language: MailLanguage): Promise<void> {
    const email = normalizeEmail(rawEmail);
    await this.limiter.take(email, context.ip ?? 'unknown');
    this.background.run(`Code mail to ${email}`, async () => {
      const user = await this.users.findByEmail(email);
      // A domain that forces SAML signs in only at its provider: no code is mailed, with the same answer.
      if (user && !user.isDisabled && (await this.forcedSaml.loginUrlFor(email)) === null) await this.mailCode(user, context, language);
    });
  }

  /** The verification code again (POST /v1/users/rewelcome): only an unverified, enabled account gets one. */
  async resendVerification(rawEmail: string, context: SessionContext, language: MailLanguage): Promise<void> {
    const email = normalizeEmail(rawEmail);
    await this.limiter.take(email, context.ip ?? 'unknown');
    this.background.run(`Code mail to ${email}`, async () => {
      const user = await this.users.findByEmail(email);
      if (user && !user.isDisabled && !user.isVerified) await this.mailCode(user, context, language);
    });
  }

  onApplicationShutdown(): Promise<void> {
    return this.background.drain();
  }

  /**
   * A code for an account known to exist. The recipient's mail slot is reserved first: a mail the
   * limit refuses creates no code, so the account's live code stays valid (docs/adr/0231).
   */
  async mailCode(user: User, context: SessionContext, language: MailLanguage): Promise<void> {
    await this.mailCodeTo(user, context, language);
  }

  /** mailCode, telling whether the mail left (false: the recipient's mail limit refused it; issue 30). */
  async mailCodeTo(user: User, context: SessionContext, language: MailLanguage): Promise<boolean> {
    const slot = await this.mail.reserve(user.email, 'magic_code', { subjectId: user.id, ip: context.ip });
    if (!slot) return false;
    const code = await this.codes.issue(user.email);
    await this.mail.sendMagicCode(slot, { code, validMinutes: MAGIC_CODE_VALID_MINUTES }, language);
    await this.audit.record({ event: 'MAGIC_CODE_SENT', subjectId: user.id, ip: context.ip, details: { email: user.email } });
    return true;
  }

  /**
   * `key` is the numeric id or the email of the account, and must name the body's address. A right
   * code verifies the email and opens a session; anything else is the same INVALID_VERIFICATION_CODE.
   * Each try is reserved in the sign-in brake before the code is looked at (docs/adr/0230); while the
   * brake refuses, even the right code gets that answer and is not used up (docs/adr/0205). A user
   * with a second factor gets a pending second step instead of the session (SecondStepGate).
   */
  async signIn(key: string, rawEmail: string, typed: string, context: SessionContext, previousToken: string | null): Promise<CodeSignInResult> {
    const email = normalizeEmail(rawEmail);
    const ip = context.ip ?? 'unknown';
    const user = await this.users.findByEmail(email);
    const forcedSaml = (await this.forcedSaml.loginUrlFor(email)) !== null;
    const reservation = forcedSaml ? null : await this.throttle.reserve(email, ip, 'code');
    if (!reservation) {
      await this.audit.record({ event: 'MAGIC_CODE_THROTTLED', subjectId: user?.id ?? null, ip: context.ip, details: { email } });
      throw invalidCode();
    }
    const keyMatches = user !== null && (/^\d+$/.test(key) ? Number(key) === user.id : normalizeEmail(key) === email);
    // A key that names another account costs a try like a wrong code, and never uses the code up.
    const check = keyMatches ? await this.codes.redeem(email, typed) : await this.codes.spoil(email);
    if (!user || check !== 'redeemed') {
      await this.audit.record({ event: 'MAGIC_CODE_FAILED', subjectId: user?.id ?? null, ip: context.ip, details: { email, reason: check } });
      throw invalidCode();
    }
    await reservation.succeeded();
    if (user.isDisabled) throw new ApiException('ACCOUNT_DISABLED');
    if (!user.isVerified) {
      await this.users.markVerified(user.id);
      user.isVerified = true;
    }
    // A user with a second factor gets a pending second step instead of the session (issue 29).
    const outcome = await this.gate.begin(user, context, 'code', previousToken);
    return { token: outcome.session, secondStep: outcome.secondStep, body: outcome.body };
  }
}

function invalidCode(): ApiException {
  return new ApiException('INVALID_VERIFICATION_CODE', [{ field: 'magic_code', code: 'MAGIC_CODE_INVALID', message: messages.MAGIC_CODE_INVALID }]);
}
