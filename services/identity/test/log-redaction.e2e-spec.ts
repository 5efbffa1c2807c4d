import { type SmtpInbox, startSmtpInbox } from '@weather/test-peers';
import { capturingLogger } from './support/log-capture';
import { CSRF, startTestApp, type TestApp } from './support/test-app';

/** Reset and invitation tokens travel in the path of PATCH /v1/users/{token}: no log line may show one (issue 25, item 4). */
describe('request logs without link tokens', () => {
  let t: TestApp;
  let inbox: SmtpInbox;
  const { logger, lines } = capturingLogger('info');

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    t = await startTestApp({ SMTP_URL: inbox.url, PORTAL_URL: 'https://portal.example.com' }, { logger });
  });

  afterAll(async () => {
    await t?.close();
    await inbox?.close();
  });

  async function requestLink(email: string): Promise<string> {
    await t.agent().post('/v1/users/forgot').set(CSRF).send({ email, resetPassword: true }).expect(200, { sent: true });
    const token = /https:\/\/portal\.example\.com\/verify\/([A-Za-z0-9_-]+)/.exec((await inbox.take()).text ?? '')?.[1];
    if (!token) throw new Error('no link in the mail');
    return token;
  }

  /** The request lines of the app's log, once the answers have gone out (lines are written on response). */
  async function requestLines(count: number): Promise<string[]> {
    const logged = () => lines.filter((line) => line.includes('"request completed"'));
    for (let waited = 0; logged().length < count && waited < 200; waited += 1) await new Promise((resolve) => setImmediate(resolve));
    return logged();
  }

  it('logs the opening of a reset link, its use and a wrong spelling of it with the token redacted', async () => {
    const user = await t.createUser({ password: 'the old password here' });
    const token = await requestLink(user.email);
    lines.length = 0;

    await t.agent().patch(`/v1/users/${token}`).set(CSRF).send({ token }).expect(200, { email: user.email });
    await t.agent().patch(`/v1/users/${token}?token=${token}`).set(CSRF).send({ token }).expect(200);
    await t.agent().patch(`/v1/users/${token}`).set(CSRF).send({ token, password: 'violet tractor marmalade 1987' }).expect(200);
    await t.agent().patch(`/v1/users/${token}/`).set(CSRF).send({ token }).expect(404);

    const logged = await requestLines(4);
    expect(logged).toHaveLength(4);
    // No line at all, request line or other (errors, mail), shows the token.
    expect(lines.join('\n')).not.toContain(token);
    expect(logged.map((line) => (JSON.parse(line) as { req: { url: string } }).req.url)).toEqual([
      '/v1/users/[redacted]',
      '/v1/users/[redacted]?token=[redacted]',
      '/v1/users/[redacted]',
      '/v1/users/[redacted]/',
    ]);
  });

  it('still shows the paths that carry no secret', async () => {
    const user = await t.createUser({ password: 'the old password here' });
    const agent = await t.signIn(user.email, 'the old password here');
    lines.length = 0;

    await agent.get('/v1/users/me').expect(200);
    await t.agent().post('/v1/users/forgot').set(CSRF).send({ email: user.email, resetPassword: false }).expect(200);

    const logged = await requestLines(2);
    expect(logged.map((line) => (JSON.parse(line) as { req: { url: string } }).req.url)).toEqual(['/v1/users/me', '/v1/users/forgot']);
  });
});
