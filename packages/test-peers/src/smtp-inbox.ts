import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';

/** One message as the server received it. */
export interface SmtpDelivery {
  mail: ParsedMail;
  /** The envelope's recipients (RCPT TO). */
  envelopeTo: string[];
  /** The account the sender signed in with, if any. */
  user: string | undefined;
}

export interface SmtpInboxOptions {
  /** The one account the server accepts (AUTH over plain text, fine on loopback); without it the server offers no AUTH. */
  account?: { user: string; password: string };
}

export interface SmtpInbox {
  /** SMTP_URL of the server for the identity API, with the account's credentials when there is one. */
  url: string;
  /** The deliveries that arrived and were not taken, oldest first; a test may empty it. */
  arrivals: SmtpDelivery[];
  /** The oldest message not yet taken, waiting for one if none has arrived. */
  take(): Promise<ParsedMail>;
  /** The same, with its envelope and the account it came from. */
  takeDelivery(): Promise<SmtpDelivery>;
  /** How many messages arrived and were not taken. */
  waiting(): number;
  close(): Promise<void>;
}

/** A real SMTP server on a random loopback port; what arrives is parsed and queued in order. */
export async function startSmtpInbox(options: SmtpInboxOptions = {}): Promise<SmtpInbox> {
  const { account } = options;
  const arrivals: SmtpDelivery[] = [];
  const takers: ((delivery: SmtpDelivery) => void)[] = [];
  const authentication: SMTPServerOptions = account
    ? {
        disabledCommands: ['STARTTLS'],
        allowInsecureAuth: true,
        authOptional: true,
        onAuth(auth, _session, callback) {
          if (auth.username === account.user && auth.password === account.password) return callback(null, { user: auth.username });
          return callback(new Error('Invalid username or password'));
        },
      }
    : { disabledCommands: ['STARTTLS', 'AUTH'] };
  const server = new SMTPServer({
    ...authentication,
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (mail) => {
          const delivery = { mail, envelopeTo: session.envelope.rcptTo.map((to) => to.address), user: session.user as string | undefined };
          const taker = takers.shift();
          if (taker) taker(delivery);
          else arrivals.push(delivery);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const credentials = account ? `${encodeURIComponent(account.user)}:${encodeURIComponent(account.password)}@` : '';
  const takeDelivery = (): Promise<SmtpDelivery> => {
    const delivery = arrivals.shift();
    return delivery ? Promise.resolve(delivery) : new Promise((resolve) => takers.push(resolve));
  };
  return {
    url: `smtp://${credentials}127.0.0.1:${port}`,
    arrivals,
    take: () => takeDelivery().then((delivery) => delivery.mail),
    takeDelivery,
    waiting: () => arrivals.length,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The magic code of a code mail (the one line that holds only the code). */
export function codeOf(mail: ParsedMail): string {
  const code = /^\s*([2-9A-HJ-NP-Z]{4})\s*$/m.exec(mail.text ?? '')?.[1];
  if (!code) throw new Error(`no code in mail "${mail.subject}"`);
  return code;
}
