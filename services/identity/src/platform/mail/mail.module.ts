import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { IDENTITY_CONFIG } from '../config/config.module';
import type { IdentityConfig } from '../config/identity-config';
import { RateLimitsModule } from '../rate-limits/rate-limits.module';
import { MailService } from './mail.service';
import { MailTransport } from './mail-transport';
import { OutboxMailTransport } from './outbox-mail-transport';
import { RecipientMailLimit } from './recipient-mail-limit';
import { SmtpMailTransport } from './smtp-mail-transport';

/**
 * Outgoing mail: SMTP when SMTP_URL is set, else the development outbox, every mail within the
 * per-recipient limit. Other modules use MailService.
 */
@Module({
  imports: [AuditModule, RateLimitsModule],
  providers: [
    {
      provide: MailTransport,
      inject: [IDENTITY_CONFIG],
      useFactory: ({ mail }: IdentityConfig): MailTransport =>
        mail.smtpUrl ? new SmtpMailTransport({ ...mail, smtpUrl: mail.smtpUrl }) : new OutboxMailTransport(mail),
    },
    RecipientMailLimit,
    MailService,
  ],
  exports: [MailService],
})
export class MailModule {}
