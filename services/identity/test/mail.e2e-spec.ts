import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type SmtpInbox, startSmtpInbox } from '@weather/test-peers';
import { simpleParser } from 'mailparser';
import { type MailSlot, MailService } from '../src/platform/mail/mail.service';
import { SmtpMailTransport } from '../src/platform/mail/smtp-mail-transport';
import { runNode } from './support/processes';
import { capturingLogger } from './support/log-capture';
import { startTestApp, type TestApp } from './support/test-app';

/** A slot in the per-recipient mail limit, as every caller takes one before sending. */
async function slotFor(app: TestApp, to: string): Promise<MailSlot> {
  const slot = await app.app.get(MailService).reserve(to, 'magic_code', { subjectId: null, ip: null });
  if (!slot) throw new Error(`the mail limit refused ${to}`);
  return slot;
}

describe('mail over SMTP (SMTP_URL)', () => {
  let smtp: SmtpInbox;
  let testApp: TestApp;

  beforeAll(async () => {
    // Loopback only, so plain-text AUTH is acceptable here; the credentials come from SMTP_URL.
    smtp = await startSmtpInbox({ account: { user: 'mailer', password: 's3cret pass' } });
    testApp = await startTestApp({
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Weather account <no-reply@weather.example.com>',
      PORTAL_URL: 'https://portal.example.com',
    });
  });

  afterAll(async () => {
    await testApp?.close();
    await smtp?.close();
  });

  it('delivers a magic code with subject, recipient, text and HTML parts, signed in with the URL credentials', async () => {
    await testApp.app.get(MailService).sendMagicCode(await slotFor(testApp, 'ada@example.com'), { code: 'K7QX', validMinutes: 10 }, 'it');

    const { mail, envelopeTo, user } = await smtp.takeDelivery();
    expect(user).toBe('mailer');
    expect(envelopeTo).toEqual(['ada@example.com']);
    expect(mail.subject).toBe('Il codice del tuo account Weather: K7QX');
    expect(mail.from?.value).toEqual([{ name: 'Weather account', address: 'no-reply@weather.example.com' }]);
    expect(mail.to).toEqual(expect.objectContaining({ text: 'ada@example.com' }));
    expect(mail.text).toContain('K7QX');
    expect(mail.text).toContain('Il codice è valido per 10 minuti');
    expect(mail.html).toContain('<html lang="it">');
    expect(mail.html).toMatch(/>K7QX<\/p>/);
  });

  it('delivers the reset link to the portal page /verify/{token}', async () => {
    smtp.arrivals.length = 0;

    await testApp.app.get(MailService).sendPasswordReset(await slotFor(testApp, 'bob@example.com'), 'tok_abc', 'en');

    const { mail } = await smtp.takeDelivery();
    expect(mail.subject).toBe('Reset your Weather account password');
    expect(mail.text).toContain('https://portal.example.com/verify/tok_abc');
    expect(mail.html).toContain('href="https://portal.example.com/verify/tok_abc"');
  });

  it('fails the send, for the caller to handle, when the server refuses the credentials', async () => {
    const wrongPassword = new URL(smtp.url);
    wrongPassword.password = 'wrong';
    const sut = new SmtpMailTransport({
      smtpUrl: wrongPassword,
      from: 'no-reply@weather.example.com',
      outboxDir: testApp.config.mail.outboxDir,
    });
    smtp.arrivals.length = 0;

    await expect(sut.send({ to: 'ada@example.com', subject: 'x', text: 'x', html: '<p>x</p>', carries: 'nothing' })).rejects.toThrow(/Invalid username or password/);
    expect(smtp.arrivals).toEqual([]);
  });
});

describe('the development outbox (no SMTP_URL)', () => {
  let testApp: TestApp;
  const { logger, lines } = capturingLogger();

  beforeAll(async () => {
    testApp = await startTestApp({}, { logger });
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('writes the message as an .eml file under DATA_DIR/outbox and logs where it is and the code', async () => {
    await testApp.app.get(MailService).sendMagicCode(await slotFor(testApp, 'ada@example.com'), { code: 'K7QX', validMinutes: 10 }, 'en');

    const outbox = join(testApp.config.dataDir, 'outbox');
    const files = readdirSync(outbox);
    expect(files).toEqual([expect.stringMatching(/\.eml$/)]);
    const path = join(outbox, files[0]);
    const mail = await simpleParser(readFileSync(path));
    expect(mail.subject).toBe('Your Weather account code: K7QX');
    expect(mail.text).toContain('K7QX');
    expect(mail.html).toContain('K7QX');

    const logged = lines.map((line) => JSON.parse(line) as { msg: string }).filter((line) => line.msg.startsWith('Mail to '));
    expect(logged.map((line) => line.msg)).toEqual([`Mail to ada@example.com "Your Weather account code: K7QX" written to ${path} (code K7QX)`]);
  });

  it('logs the link of an invitation', async () => {
    await testApp.app.get(MailService).sendInvite(await slotFor(testApp, 'bob@example.com'), { firstName: 'Bob', token: 'tok_xyz' }, 'en');

    expect(lines.some((line) => line.includes('(link http://localhost:8080/verify/tok_xyz)'))).toBe(true);
  });
});

describe('the server without a mail server', () => {
  let root: string;

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'identity-mail-'));
  });

  afterEach(() => {
    rmSync(root, { recursive: true, force: true });
  });

  it('refuses to start in production without SMTP_URL and names the variable', async () => {
    const result = await runNode('main.js', [], { NODE_ENV: 'production', DATA_DIR: root });

    expect(result.code).toBe(1);
    expect(result.stderr).toContain('SMTP_URL must be set when NODE_ENV is production');
  });

  it('refuses a bad SMTP_URL without repeating its password', async () => {
    const result = await runNode('main.js', [], { SMTP_URL: 'http://user:secret@mail.example.com', DATA_DIR: root });

    expect(result.code).toBe(1);
    expect(result.stderr).toContain('SMTP_URL must be an smtp:// or smtps:// URL');
    expect(result.stderr).not.toContain('secret');
  });
});
