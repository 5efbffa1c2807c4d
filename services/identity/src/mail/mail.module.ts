import { Module } from '@nestjs/common';
import { IDENTITY_CONFIG } from '../config/config.module';
import type { IdentityConfig } from '../config/identity-config';
import { MailService } from './mail.service';
import { MailTransport } from './mail-transport';
import { OutboxMailTransport } from './outbox-mail-transport';
import { SmtpMailTransport } from './smtp-mail-transport';

/** Outgoing mail: SMTP when SMTP_URL is set, else the development outbox. Other modules use MailService. */
@Module({
  providers: [
    {
      provide: MailTransport,
      inject: [IDENTITY_CONFIG],
      useFactory: ({ mail }: IdentityConfig): MailTransport =>
        mail.smtpUrl ? new SmtpMailTransport({ ...mail, smtpUrl: mail.smtpUrl }) : new OutboxMailTransport(mail),
    },
    MailService,
  ],
  exports: [MailService],
})
export class MailModule {}
