import { createTransport, type Transporter } from 'nodemailer';
import type { MailConfig } from '../config/identity-config';
import { MailTransport, type OutgoingMail } from './mail-transport';

/** Real delivery through the SMTP server of SMTP_URL (smtps:// for TLS from the start, smtp:// with STARTTLS when offered). */
export class SmtpMailTransport extends MailTransport {
  private readonly transporter: Transporter;

  constructor(private readonly config: MailConfig & { smtpUrl: URL }) {
    super();
    // The mail is sent while a person waits for the answer: a dead server must fail in seconds, not
    // after nodemailer's default two minutes to connect and ten of silence.
    this.transporter = createTransport({ url: config.smtpUrl.href, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 });
  }

  async send(mail: OutgoingMail): Promise<void> {
    await this.transporter.sendMail({ from: this.config.from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
  }
}
