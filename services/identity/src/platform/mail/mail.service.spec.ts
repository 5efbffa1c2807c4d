import { fake, unitModule } from '../../../test/support/unit-module';
import { type AuditEntry, AuditService } from '../audit/audit.service';
import type { Environment } from '../config/load-config';
import { RateLimiters } from '../rate-limits/rate-limiters';
import { MailService, type MailSlot } from './mail.service';
import { RecipientMailLimit } from './recipient-mail-limit';

describe(MailService.name, () => {
  async function setUp(portalUrl = 'https://portal.example.com', environment: Environment = {}) {
    const audited: AuditEntry[] = [];
    const unit = await unitModule({
      providers: [MailService, RecipientMailLimit, RateLimiters],
      fakes: [fake(AuditService, { record: (entry: AuditEntry) => Promise.resolve(void audited.push(entry)) })],
      config: { PORTAL_URL: portalUrl, ...environment },
    });
    return { sut: unit.get(MailService), transport: unit.mail, audited };
  }

  async function slotFor(sut: MailService, to = 'ada@example.com'): Promise<MailSlot> {
    const slot = await sut.reserve(to, 'magic_code', { subjectId: null, ip: null });
    if (!slot) throw new Error(`no slot for ${to}`);
    return slot;
  }

  it('gives MAIL_MAX_PER_RECIPIENT slots per address, whatever its case, then refuses and audits the refusal', async () => {
    const { sut, audited } = await setUp(undefined, { MAIL_MAX_PER_RECIPIENT: '2' });
    await slotFor(sut, 'ada@example.com');
    await slotFor(sut, 'Ada@Example.com');

    expect(await sut.reserve('ada@example.com', 'invite', { subjectId: 7, ip: '10.0.0.1' })).toBeNull();
    expect(await sut.reserve('bob@example.com', 'invite', { subjectId: 8, ip: '10.0.0.1' })).not.toBeNull();
    expect(audited).toEqual([{ event: 'MAIL_LIMITED', subjectId: 7, ip: '10.0.0.1', details: { email: 'ada@example.com', mail: 'invite' } }]);
  });

  it('sends the magic code in the chosen language and says it carries the code', async () => {
    const { sut, transport } = await setUp();

    await sut.sendMagicCode(await slotFor(sut), { code: 'K7QX', validMinutes: 10 }, 'it');

    expect(transport.sent).toEqual([
      expect.objectContaining({ to: 'ada@example.com', subject: 'Il codice del tuo account Weather: K7QX', carries: 'code K7QX' }),
    ]);
    expect(transport.sent[0].text).toContain('K7QX');
    expect(transport.sent[0].html).toContain('K7QX');
  });

  it('links the reset to /verify/{token} on PORTAL_URL, below its path', async () => {
    const { sut, transport } = await setUp('https://example.com/portal');

    await sut.sendPasswordReset(await slotFor(sut), 'a/b+c', 'en');

    const link = 'https://example.com/portal/verify/a%2Fb%2Bc';
    expect(transport.sent[0].carries).toBe(`link ${link}`);
    expect(transport.sent[0].text).toContain(link);
  });

  it('invites with the first name and the /verify/{token} link', async () => {
    const { sut, transport } = await setUp();

    await sut.sendInvite(await slotFor(sut), { firstName: 'Ada', token: 'tok' }, 'en');

    expect(transport.sent[0].subject).toBe('Welcome to your Weather account');
    expect(transport.sent[0].text).toContain('Hello Ada,');
    expect(transport.sent[0].carries).toBe('link https://portal.example.com/verify/tok');
  });
});
