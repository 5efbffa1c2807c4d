/** One message ready to go: recipient and the rendered parts. */
export interface OutgoingMail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  /**
   * What the message carries ("code K7QX", "link https://..."), for the development outbox's log line
   * only: the SMTP transport never logs it.
   */
  readonly carries: string;
}

/** Delivers mail; the Nest token of the transport chosen from the configuration (SMTP or outbox). */
export abstract class MailTransport {
  abstract send(mail: OutgoingMail): Promise<void>;
}
