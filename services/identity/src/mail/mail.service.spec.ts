import { configFactory } from '../../test/factories/config.factory';
import { MailService } from './mail.service';
import { MailTransport, type OutgoingMail } from './mail-transport';

class RecordingTransport extends MailTransport {
  readonly sent: OutgoingMail[] = [];

  send(mail: OutgoingMail): Promise<void> {
    this.sent.push(mail);
    return Promise.resolve();
  }
}

describe(MailService.name, () => {
  function setUp(portalUrl = 'https://portal.example.com') {
    const transport = new RecordingTransport();
    const sut = new MailService(transport, configFactory({ PORTAL_URL: portalUrl }));
    return { sut, transport };
  }

  it('sends the magic code in the chosen language and says it carries the code', async () => {
    const { sut, transport } = setUp();

    await sut.sendMagicCode('ada@example.com', { code: 'K7QX', validMinutes: 10 }, 'it');

    expect(transport.sent).toEqual([
      expect.objectContaining({ to: 'ada@example.com', subject: 'Il codice del tuo account Weather: K7QX', carries: 'code K7QX' }),
    ]);
    expect(transport.sent[0].text).toContain('K7QX');
    expect(transport.sent[0].html).toContain('K7QX');
  });

  it('links the reset to /verify/{token} on PORTAL_URL, below its path', async () => {
    const { sut, transport } = setUp('https://example.com/portal');

    await sut.sendPasswordReset('ada@example.com', 'a/b+c', 'en');

    const link = 'https://example.com/portal/verify/a%2Fb%2Bc';
    expect(transport.sent[0].carries).toBe(`link ${link}`);
    expect(transport.sent[0].text).toContain(link);
  });

  it('invites with the first name and the /verify/{token} link', async () => {
    const { sut, transport } = setUp();

    await sut.sendInvite('ada@example.com', { firstName: 'Ada', token: 'tok' }, 'en');

    expect(transport.sent[0].subject).toBe('Welcome to your Weather account');
    expect(transport.sent[0].text).toContain('Hello Ada,');
    expect(transport.sent[0].carries).toBe('link https://portal.example.com/verify/tok');
  });
});
