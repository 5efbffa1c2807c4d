import { Injectable } from '@nestjs/common';
import { AuditService } from '../../../platform/audit/audit.service';
import { ApiException } from '../../../platform/errors/api-exception';
import type { SessionContext } from '../../../platform/http/session-context';
import type { MailLanguage } from '../../../platform/mail/mail-language';
import type { User } from '../../../users/user.entity';
import { CodeSignInService } from '../../magic-codes/code-sign-in.service';
import { MagicCodesService } from '../../magic-codes/magic-codes.service';
import { PasswordHasher } from '../../passwords/password-hasher';
import type { BrowserSession } from '../../sessions/browser-session.entity';
import { SessionsService } from '../../sessions/sessions.service';
import { LoginThrottle } from '../../sign-in/login-throttle';
import type { ReauthenticationDto } from './reauthentication.dto';

/**
 * "Confirm it is you" before the Security tab's changes (RecentReauthenticationGuard): the current
 * password or a freshly mailed code marks the session re-authenticated now. Each check is reserved in
 * the sign-in brake first, like a sign-in, so a stolen session cannot guess the password faster.
 */
@Injectable()
export class ReauthenticationService {
  constructor(
    private readonly throttle: LoginThrottle,
    private readonly hasher: PasswordHasher,
    private readonly codes: MagicCodesService,
    private readonly codeSignIn: CodeSignInService,
    private readonly sessions: SessionsService,
    private readonly audit: AuditService,
  ) {}

  async reauthenticate(user: User, session: BrowserSession, proof: ReauthenticationDto, context: SessionContext): Promise<void> {
    const byPassword = proof.password !== undefined;
    const reservation = await this.throttle.reserve(user.email, context.ip ?? 'unknown', byPassword ? 'password' : 'code');
    const right = reservation !== null && (byPassword ? await this.passwordMatches(user, proof.password ?? '') : (await this.codes.redeem(user.email, proof.magic_code ?? '')) === 'redeemed');
    if (!right) {
      await this.audit.record({
        event: 'REAUTHENTICATION_FAILED',
        actorId: user.id,
        subjectId: user.id,
        ip: context.ip,
        details: { method: byPassword ? 'password' : 'code', reason: reservation ? 'wrong' : 'locked' },
      });
      throw new ApiException('REAUTHENTICATION_FAILED');
    }
    await reservation.succeeded();
    await this.sessions.markReauthenticated(session.id);
    await this.audit.record({ event: 'REAUTHENTICATED', actorId: user.id, subjectId: user.id, ip: context.ip, details: { method: byPassword ? 'password' : 'code', sessionId: session.id } });
  }

  /** A code to re-authenticate with, within the code send limits (the mail leaves after the answer). */
  sendCode(user: User, context: SessionContext, language: MailLanguage): Promise<void> {
    return this.codeSignIn.sendCode(user.email, context, language);
  }

  /** An account without a password (SAML or social only) spends the same work and fails. */
  private async passwordMatches(user: User, password: string): Promise<boolean> {
    return user.passwordHash ? this.hasher.verify(user.passwordHash, password) : this.hasher.verifyDummy(password);
  }
}
