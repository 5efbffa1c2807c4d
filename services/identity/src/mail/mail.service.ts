import { Injectable } from '@nestjs/common';
import { InjectConfig } from '../config/config.module';
import type { IdentityConfig } from '../config/identity-config';
import type { MailLanguage } from './mail-language';
import { MailTransport } from './mail-transport';
import { type EnterpriseClaimValues, enterpriseClaimMail } from './templates/enterprise-claim.mail';
import { inviteMail } from './templates/invite.mail';
import { type MagicCodeValues, magicCodeMail } from './templates/magic-code.mail';
import { passwordResetMail } from './templates/password-reset.mail';
import type { RenderedMail } from './templates/mail-content';

/** The messages the service sends, one method per meaning; callers never pick templates or build links. */
@Injectable()
export class MailService {
  constructor(
    private readonly transport: MailTransport,
    @InjectConfig() private readonly config: IdentityConfig,
  ) {}

  /** The 4-character magic code; the caller owns the code policy, so it says how long the code lives. */
  sendMagicCode(to: string, magicCode: MagicCodeValues, language: MailLanguage): Promise<void> {
    return this.send(to, magicCodeMail(language, magicCode), `code ${magicCode.code}`);
  }

  /** The forgot-password link: the portal's /verify/{token}. */
  sendPasswordReset(to: string, token: string, language: MailLanguage): Promise<void> {
    const link = this.verifyLink(token);
    return this.send(to, passwordResetMail(language, { link }), `link ${link}`);
  }

  /** An invitation or welcome with the link that sets the first password (the portal's /verify/{token}). */
  sendInvite(to: string, invite: { firstName: string | null; token: string }, language: MailLanguage): Promise<void> {
    const link = this.verifyLink(invite.token);
    return this.send(to, inviteMail(language, { firstName: invite.firstName, link }), `link ${link}`);
  }

  /** An enterprise claimed the user's account through its verified email domain. */
  sendEnterpriseClaim(to: string, claim: Omit<EnterpriseClaimValues, 'portalUrl'>, language: MailLanguage): Promise<void> {
    return this.send(to, enterpriseClaimMail(language, { ...claim, portalUrl: this.config.portalUrl.href }), `claim by ${claim.enterpriseName}`);
  }

  private send(to: string, mail: RenderedMail, carries: string): Promise<void> {
    return this.transport.send({ to, ...mail, carries });
  }

  /** PORTAL_URL may carry a path (https://example.com/portal): the page sits below it. */
  private verifyLink(token: string): string {
    const base = this.config.portalUrl.href.endsWith('/') ? this.config.portalUrl.href : `${this.config.portalUrl.href}/`;
    return new URL(`verify/${encodeURIComponent(token)}`, base).href;
  }
}
