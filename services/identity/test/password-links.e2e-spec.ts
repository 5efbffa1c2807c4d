import { type SmtpInbox, startSmtpInbox } from '@weather/test-peers';
import { PasswordLinkService } from '../src/auth/account-recovery/password-link.service';
import { Clock } from '../src/platform/clock';
import { CSRF, startTestApp, type TestApp } from './support/test-app';

const NEW_PASSWORD = 'violet tractor marmalade 1987';
const EXPIRED = { statusCode: 410, code: 'LINK_EXPIRED', message: 'The link you have clicked is no longer valid' };
const INVALID = { statusCode: 404, code: 'LINK_INVALID', message: 'Oops! Seems like the verification link is invalid!' };

describe('reset links: POST /v1/users/forgot (resetPassword true), PATCH /v1/users/{token}', () => {
  let t: TestApp;
  let inbox: SmtpInbox;

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    t = await startTestApp({ SMTP_URL: inbox.url, PORTAL_URL: 'https://portal.example.com' });
  });

  afterAll(async () => {
    await t?.close();
    await inbox?.close();
  });

  afterEach(() => {
    jest.restoreAllMocks();
  });

  async function requestLink(email: string): Promise<string> {
    await t.agent().post('/v1/users/forgot').set(CSRF).send({ email, resetPassword: true }).expect(200, { sent: true });
    const mail = await inbox.take();
    const token = /https:\/\/portal\.example\.com\/verify\/([A-Za-z0-9_-]+)/.exec(mail.text ?? '')?.[1];
    if (!token) throw new Error('no link in the mail');
    return token;
  }

  const patch = (token: string, body: object) => t.agent().patch(`/v1/users/${encodeURIComponent(token)}`).set(CSRF).send(body);

  it('mails a link whose token (>= 128 bits) is checked without being used, then sets the password once and ends every session', async () => {
    const user = await t.createUser({ password: 'the old password here', isVerified: false, isForceResetPassword: true });
    const token = await requestLink(user.email);
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);

    expect((await patch(token, { token }).expect(200)).body).toEqual({ email: user.email });
    expect((await patch(token, { token }).expect(200)).body).toEqual({ email: user.email });

    expect((await patch(token, { token, password: NEW_PASSWORD }).expect(200)).body).toEqual({ email: user.email });

    const login = await t.agent().post('/auth/login').set(CSRF).send({ email: user.email, password: NEW_PASSWORD }).expect(200);
    expect(login.body).toEqual({ is_verified: true, is_force_reset_password: false });
    await t.agent().post('/auth/login').set(CSRF).send({ email: user.email, password: 'the old password here' }).expect(401);
    expect((await patch(token, { token, password: 'another strong passphrase 42' }).expect(410)).body).toEqual(EXPIRED);
    expect((await patch(token, { token }).expect(410)).body).toEqual(EXPIRED);
  });

  it('ends the sessions the account had when the password is set', async () => {
    const user = await t.createUser({ password: 'the old password here' });
    const agent = await t.signIn(user.email, 'the old password here');
    const token = await requestLink(user.email);

    await patch(token, { token, password: NEW_PASSWORD }).expect(200);

    await agent.get('/v1/users/me').expect(401);
  });

  it('refuses an expired link (after an hour) with the spec message', async () => {
    const user = await t.createUser();
    const token = await requestLink(user.email);
    jest.spyOn(t.app.get(Clock), 'now').mockReturnValue(new Date(Date.now() + 60 * 60_000 + 1000));

    expect((await patch(token, { token }).expect(410)).body).toEqual(EXPIRED);
    expect((await patch(token, { token, password: NEW_PASSWORD }).expect(410)).body).toEqual(EXPIRED);
  });

  it('refuses an unknown token, or a path that is not the token, as invalid', async () => {
    const user = await t.createUser();
    const token = await requestLink(user.email);

    expect((await patch('x'.repeat(43), { token: 'x'.repeat(43) }).expect(404)).body).toEqual(INVALID);
    expect((await t.agent().patch('/v1/users/other').set(CSRF).send({ token }).expect(404)).body).toEqual(INVALID);
  });

  it('keeps only the latest link of an account', async () => {
    const user = await t.createUser();
    const first = await requestLink(user.email);
    const second = await requestLink(user.email);

    expect((await patch(first, { token: first }).expect(404)).body).toEqual(INVALID);
    await patch(second, { token: second }).expect(200);
  });

  it('refuses a weak or short password with the field error and keeps the link usable', async () => {
    const user = await t.createUser();
    const token = await requestLink(user.email);

    const short = await patch(token, { token, password: 'short' }).expect(400);
    expect(short.body.errors).toEqual([{ field: 'password', code: 'MINIMUM_12_CHARACTERS', message: expect.any(String) }]);
    const weak = await patch(token, { token, password: 'password1234' }).expect(400);
    expect(weak.body.errors).toEqual([expect.objectContaining({ field: 'password', code: 'PASSWORD_TOO_WEAK' })]);
    await patch(token, { token, password: NEW_PASSWORD }).expect(200);
  });

  it('answers an unknown email the same and mails nothing', async () => {
    await t.agent().post('/v1/users/forgot').set(CSRF).send({ email: 'nobody-at-all@example.com', resetPassword: true }).expect(200, { sent: true });

    // Mail leaves after the answer: wait for it before looking.
    await t.app.get(PasswordLinkService).background.drain();
    expect(inbox.waiting()).toBe(0);
  });
});
