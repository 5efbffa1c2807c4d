import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SmtpInbox {
  /** SMTP_URL of the server, for startTestApp. */
  url: string;
  /** The oldest message not yet taken, waiting for one if none has arrived. */
  take(): Promise<ParsedMail>;
  /** How many messages arrived and were not taken. */
  waiting(): number;
  close(): Promise<void>;
}

/** A real SMTP server on a random loopback port; what arrives is parsed and queued in order. */
export async function startSmtpInbox(): Promise<SmtpInbox> {
  const queue: ParsedMail[] = [];
  const takers: ((mail: ParsedMail) => void)[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          const taker = takers.shift();
          if (taker) taker(mail);
          else queue.push(mail);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    take: () => {
      const mail = queue.shift();
      return mail ? Promise.resolve(mail) : new Promise((resolve) => takers.push(resolve));
    },
    waiting: () => queue.length,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The magic code of a code mail (the one line that holds only the code). */
export function codeOf(mail: ParsedMail): string {
  const code = /^\s*([2-9A-HJ-NP-Z]{4})\s*$/m.exec(mail.text ?? '')?.[1];
  if (!code) throw new Error(`no code in mail "${mail.subject}"`);
  return code;
}
