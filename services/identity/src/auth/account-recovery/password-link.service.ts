import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { messages, normalizeEmail } from '@weather/validation';
import { checkNewPassword } from '../passwords/new-password-rule';
import { AuditService } from '../../platform/audit/audit.service';
import { BackgroundTasks } from '../../platform/background-tasks';
import { ApiException } from '../../platform/errors/api-exception';
import type { MailLanguage } from '../../platform/mail/mail-language';
import { MailService } from '../../platform/mail/mail.service';
import { SendLimiter } from '../magic-codes/send-limiter';
import { PasswordHasher } from '../passwords/password-hasher';
import type { SessionContext } from '../../platform/http/session-context';
import { SessionsService } from '../sessions/sessions.service';
import { UserTokensService } from '../user-tokens/user-tokens.service';
import { UserAccounts } from '../../users/user-accounts';
import type { User } from '../../users/user.entity';
import type { LinkAccountDto } from './dto/link-account.dto';

/** The forgot-password link and the /verify/{token} page behind it (reset and invitation alike). */
@Injectable()
export class PasswordLinkService implements OnApplicationShutdown {
  /** Reset mail sent after the answer; awaited at shutdown. */
  readonly background = new BackgroundTasks(new Logger(PasswordLinkService.name));

  constructor(
    private readonly users: UserAccounts,
    private readonly tokens: UserTokensService,
    private readonly limiter: SendLimiter,
    private readonly mail: MailService,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionsService,
    private readonly audit: AuditService,
  ) {}

  /** Mails a reset link if the address has an enabled account; limited like codes, unknown addresses too. */
  async sendResetLink(rawEmail: string, context: SessionContext, language: MailLanguage): Promise<void> {
    const email = normalizeEmail(rawEmail);
    await this.limiter.take(email, context.ip ?? 'unknown');
    // After the answer, so its timing does not tell a registered address from an unknown one.
    this.background.run(`Reset mail to ${email}`, () => this.mailResetLink(email, context, language));
  }

  onApplicationShutdown(): Promise<void> {
    return this.background.drain();
  }

  private async mailResetLink(email: string, context: SessionContext, language: MailLanguage): Promise<void> {
    const user = await this.users.findByEmail(email);
    if (!user || user.isDisabled) return;
    await this.mailResetLinkTo(user, context, language);
  }

  /**
   * Mails a reset link to an account known to exist (also an administrator's request, issue 30);
   * false when the recipient's mail limit refused it.
   */
  async mailResetLinkTo(user: User, context: SessionContext, language: MailLanguage): Promise<boolean> {
    // Reserved before the token: a refused mail must not void the link the person already has.
    const slot = await this.mail.reserve(user.email, 'password_reset', { subjectId: user.id, ip: context.ip });
    if (!slot) return false;
    const token = await this.tokens.issue(user, 'RESET');
    await this.mail.sendPasswordReset(slot, token, language);
    await this.audit.record({ event: 'PASSWORD_RESET_SENT', subjectId: user.id, ip: context.ip, details: { email: user.email } });
    return true;
  }

  /** Whose link it is, without using it. The path's key must be the body's token. */
  async check(key: string, token: string): Promise<LinkAccountDto> {
    if (key !== token) throw new ApiException('LINK_INVALID');
    const row = await this.tokens.inspect(token);
    return { email: row.user.email };
  }

  /**
   * Sets the password (the strength rule sees the person's own words), uses the token, marks the
   * email verified (the link reached it) and ends every session of the account.
   */
  async setPassword(key: string, token: string, password: string, context: SessionContext): Promise<LinkAccountDto> {
    if (key !== token) throw new ApiException('LINK_INVALID');
    const row = await this.tokens.inspect(token);
    const { user } = row;
    const problem = checkNewPassword(password, [user.email, user.firstName, user.lastName]);
    if (problem) throw new ApiException('VALIDATION_FAILED', [{ field: 'password', code: problem, message: messages[problem] }]);
    if (user.isDisabled) throw new ApiException('ACCOUNT_DISABLED');
    await this.tokens.use(row);
    await this.users.setPasswordHash(user.id, await this.hasher.hash(password), { verified: true, forceReset: false });
    await this.sessions.endAllOf(user.id);
    await this.audit.record({ event: 'PASSWORD_SET_BY_LINK', actorId: user.id, subjectId: user.id, ip: context.ip, details: { purpose: row.purpose } });
    return { email: user.email };
  }
}
