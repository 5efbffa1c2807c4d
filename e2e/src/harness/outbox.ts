// The mail the identity service sent, read from its development outbox (DATA_DIR/outbox/*.eml):
// the e2e stack runs without SMTP, so every code and link a test needs is there, as a user gets it.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';

export interface ReceivedMail {
  file: string;
  to: string;
  subject: string;
  text: string;
}

async function readOutbox(outboxDir: string): Promise<ReceivedMail[]> {
  const files = await readdir(outboxDir).catch(() => [] as string[]);
  const mails: ReceivedMail[] = [];
  for (const file of files.filter((name) => name.endsWith('.eml')).sort()) {
    const parsed = await simpleParser(await readFile(join(outboxDir, file)));
    const to = Array.isArray(parsed.to) ? parsed.to.map((address) => address.text).join(', ') : (parsed.to?.text ?? '');
    mails.push({ file, to: to.toLowerCase(), subject: parsed.subject ?? '', text: parsed.text ?? '' });
  }
  return mails;
}

/**
 * Waits for the n-th mail (1-based, in the order sent) to an address. Tests use their own address,
 * so counting that address's mail tells a resent code from the first one without looking at clocks.
 */
export async function waitForMail(dataDir: string, to: string, nth = 1, timeoutMs = 20_000): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mine = (await readOutbox(join(dataDir, 'outbox'))).filter((mail) => mail.to.includes(to.toLowerCase()));
    if (mine.length >= nth) return mine[nth - 1];
    if (Date.now() > deadline) throw new Error(`no mail #${nth} to ${to} within ${timeoutMs} ms (found ${mine.length})`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The 4-character magic code of a code mail. */
export function magicCodeOf(mail: ReceivedMail): string {
  const code = /\b([2-9A-HJ-NP-Z]{4})\b/.exec(mail.subject)?.[1];
  if (!code) throw new Error(`no magic code in "${mail.subject}"`);
  return code;
}

/** The /verify/{token} link of a reset or invite mail. */
export function verifyLinkOf(mail: ReceivedMail): string {
  const link = /https?:\/\/\S+\/verify\/[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`no verify link in the mail "${mail.subject}"`);
  return link;
}
