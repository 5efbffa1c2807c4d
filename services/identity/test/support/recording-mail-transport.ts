import { MailTransport, type OutgoingMail } from '../../src/platform/mail/mail-transport';

/** Keeps the messages instead of sending them, for unit tests of services that mail. */
export class RecordingMailTransport extends MailTransport {
  readonly sent: OutgoingMail[] = [];

  send(mail: OutgoingMail): Promise<void> {
    this.sent.push(mail);
    return Promise.resolve();
  }
}
