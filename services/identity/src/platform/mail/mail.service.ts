import { Injectable } from '@nestjs/common';
import { AuditService } from '../audit/audit.service';
import { InjectConfig } from '../config/config.module';
import { Metrics } from '../metrics/metrics';
import type { IdentityConfig } from '../config/identity-config';
import type { MailLanguage } from './mail-language';
import { MailTransport } from './mail-transport';
import { RecipientMailLimit } from './recipient-mail-limit';
import { type EnterpriseClaimValues, enterpriseClaimMail } from './templates/enterprise-claim.mail';
import { inviteMail } from './templates/invite.mail';
import { type MagicCodeValues, magicCodeMail } from './templates/magic-code.mail';
import { passwordResetMail } from './templates/password-reset.mail';
import type { RenderedMail } from './templates/mail-content';
import { type SecondFactorsResetValues, secondFactorsResetMail } from './templates/second-factors-reset.mail';
import { type SecondStepNoticeValues, secondStepNoticeMail } from './templates/second-step-notice.mail';

/** What a mail is for, as the audit log names a refused one. */
export type MailKind = 'magic_code' | 'password_reset' | 'invite' | 'enterprise_claim' | 'second_factors_reset' | 'second_step_notice';

declare const reserved: unique symbol;
/**
 * A recipient's place in the per-recipient limit, taken by `reserve`. Every send needs one, so no
 * path mails without passing the limit, and a caller reserves before it creates what the mail
 * carries (a refused mail must not replace the recipient's live code or link).
 */
export interface MailSlot {
  readonly to: string;
  readonly [reserved]: true;
}

/** Who asked for a mail, for the audit row of a refusal. */
export interface MailRequester {
  readonly subjectId: number | null;
  readonly ip: string | null;
}

/** The messages the service sends, one method per meaning; callers never pick templates or build links. */
@Injectable()
export class MailService {
  constructor(
    private readonly transport: MailTransport,
    private readonly limit: RecipientMailLimit,
    private readonly audit: AuditService,
    @InjectConfig() private readonly config: IdentityConfig,
    private readonly metrics: Metrics,
  ) {}

  /**
   * A slot for one mail to `to`, or null when the recipient's limit is reached (docs/adr/0231). A
   * refusal is audited (MAIL_LIMITED) and otherwise silent: the caller answers as if the mail left,
   * so the answer says nothing about the address.
   */
  async reserve(to: string, kind: MailKind, requester: MailRequester): Promise<MailSlot | null> {
    if (await this.limit.reserve(to)) return { to } as MailSlot;
    this.metrics.instruments.mails.inc({ kind, result: 'limited' });
    await this.audit.record({ event: 'MAIL_LIMITED', subjectId: requester.subjectId, ip: requester.ip, details: { email: to, mail: kind } });
    return null;
  }

  /** The 4-character magic code; the caller owns the code policy, so it says how long the code lives. */
  sendMagicCode(slot: MailSlot, magicCode: MagicCodeValues, language: MailLanguage): Promise<void> {
    return this.send(slot.to, 'magic_code', magicCodeMail(language, magicCode), `code ${magicCode.code}`);
  }

  /** The forgot-password link: the portal's /verify/{token}. */
  sendPasswordReset(slot: MailSlot, token: string, language: MailLanguage): Promise<void> {
    const link = this.verifyLink(token);
    return this.send(slot.to, 'password_reset', passwordResetMail(language, { link }), `link ${link}`);
  }

  /** An invitation or welcome with the link that sets the first password (the portal's /verify/{token}). */
  sendInvite(slot: MailSlot, invite: { firstName: string | null; token: string }, language: MailLanguage): Promise<void> {
    const link = this.verifyLink(invite.token);
    return this.send(slot.to, 'invite', inviteMail(language, { firstName: invite.firstName, link }), `link ${link}`);
  }

  /** An enterprise claimed the user's account through its verified email domain. */
  sendEnterpriseClaim(slot: MailSlot, claim: Omit<EnterpriseClaimValues, 'portalUrl'>, language: MailLanguage): Promise<void> {
    return this.send(slot.to, 'enterprise_claim', enterpriseClaimMail(language, { ...claim, portalUrl: this.config.portalUrl.href }), `claim by ${claim.enterpriseName}`);
  }

  /** An administrator removed all the user's second factors (issue 29). */
  sendSecondFactorsReset(slot: MailSlot, reset: Omit<SecondFactorsResetValues, 'portalUrl'>, language: MailLanguage): Promise<void> {
    return this.send(slot.to, 'second_factors_reset', secondFactorsResetMail(language, { ...reset, portalUrl: this.config.portalUrl.href }), 'second factors reset notice');
  }

  /** A first step succeeded but its second step failed: the password may be known to someone (issue 29). */
  sendSecondStepNotice(slot: MailSlot, notice: Omit<SecondStepNoticeValues, 'portalUrl'>, language: MailLanguage): Promise<void> {
    return this.send(slot.to, 'second_step_notice', secondStepNoticeMail(language, { ...notice, portalUrl: this.config.portalUrl.href }), 'second step notice');
  }

  /** Counted where it leaves (weather_identity_mails_total): sent, or failed when the transport refused it. */
  private async send(to: string, kind: MailKind, mail: RenderedMail, carries: string): Promise<void> {
    try {
      await this.transport.send({ to, ...mail, carries });
    } catch (error) {
      this.metrics.instruments.mails.inc({ kind, result: 'failed' });
      throw error;
    }
    this.metrics.instruments.mails.inc({ kind, result: 'sent' });
  }

  /** PORTAL_URL may carry a path (https://example.com/portal): the page sits below it. */
  private verifyLink(token: string): string {
    const base = this.config.portalUrl.href.endsWith('/') ? this.config.portalUrl.href : `${this.config.portalUrl.href}/`;
    return new URL(`verify/${encodeURIComponent(token)}`, base).href;
  }
}
