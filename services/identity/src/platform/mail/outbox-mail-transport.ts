import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import MailComposer from 'nodemailer/lib/mail-composer';
import type { MailConfig } from '../config/identity-config';
import { MailTransport, type OutgoingMail } from './mail-transport';

/**
 * Development delivery without a mail server: each message becomes an .eml file in DATA_DIR/outbox
 * (opens in any mail program; the text part is readable as is) and one log line says where it is
 * and which code or link it carries, so a developer can sign in from the terminal.
 */
export class OutboxMailTransport extends MailTransport {
  private readonly logger = new Logger(OutboxMailTransport.name);

  constructor(private readonly config: MailConfig) {
    super();
  }

  async send(mail: OutgoingMail): Promise<void> {
    // nodemailer's own composer: the file holds the MIME message exactly as SMTP would carry it.
    const message = await new MailComposer({ from: this.config.from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html })
      .compile()
      .build();
    await mkdir(this.config.outboxDir, { recursive: true });
    // Time first, so the files sort in the order they were sent.
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}.eml`;
    const path = join(this.config.outboxDir, name);
    await writeFile(path, message);
    this.logger.log(`Mail to ${mail.to} "${mail.subject}" written to ${path} (${mail.carries})`);
  }
}
