import { codeOf, type SmtpInbox, startSmtpInbox } from '@weather/test-peers';
import { Clock } from '../src/platform/clock';
import { CodeSignInService } from '../src/auth/magic-codes/code-sign-in.service';
import { MagicCodesService } from '../src/auth/magic-codes/magic-codes.service';
import { CSRF, startTestApp, type TestAgent, type TestApp } from './support/test-app';

const PASSWORD = 'correct horse battery staple';
const INVALID_CODE = {
  statusCode: 400,
  code: 'INVALID_VERIFICATION_CODE',
  message: 'Invalid verification code',
  errors: [{ field: 'magic_code', code: 'MAGIC_CODE_INVALID', message: 'Invalid verification code' }],
};

/** A code of the alphabet other than `code`. */
const otherThan = (code: string) => (code === '2222' ? '3333' : '2222');

describe('magic codes: POST /v1/users/forgot (resetPassword false), PATCH /v1/users/{key}, unverified login', () => {
  let t: TestApp;
  let inbox: SmtpInbox;

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    // TRUST_PROXY lets a test send from many addresses (X-Forwarded-For), past the per-address brake.
    t = await startTestApp({ SMTP_URL: inbox.url, TRUST_PROXY: '1' });
  });

  afterAll(async () => {
    await t?.close();
    await inbox?.close();
  });

  afterEach(() => {
    jest.restoreAllMocks();
  });

  async function requestCode(agent: TestAgent, email: string): Promise<string> {
    await agent.post('/v1/users/forgot').set(CSRF).send({ email, resetPassword: false }).expect(200, { sent: true });
    const mail = await inbox.take();
    expect(mail.to).toEqual(expect.objectContaining({ text: email.toLowerCase() }));
    return codeOf(mail);
  }

  const verify = (agent: TestAgent, key: string | number, email: string, code: string) =>
    agent.patch(`/v1/users/${encodeURIComponent(String(key))}`).set(CSRF).send({ email, magic_code: code });

  it('an unverified account with the right password gets no session but a mailed code, which verifies it and signs in', async () => {
    const user = await t.createUser({ password: PASSWORD, isVerified: false });
    const agent = t.agent();

    const login = await agent.post('/auth/login').set(CSRF).send({ email: user.email, password: PASSWORD }).expect(200);
    expect(login.body).toEqual({ is_verified: false, is_force_reset_password: false });
    expect(login.headers['set-cookie']).toBeUndefined();
    await agent.get('/v1/users/me').expect(401);
    const code = codeOf(await inbox.take());

    const verified = await verify(agent, user.id, user.email, ` ${code.toLowerCase()} `).expect(200);

    expect(verified.body).toEqual({ is_verified: true, is_force_reset_password: false });
    const me = await agent.get('/v1/users/me').expect(200);
    expect(me.body).toEqual(expect.objectContaining({ email: user.email, is_verified: true }));
  });

  it('signs in by a code requested on the forgot page, keyed by the URL-encoded email; the code works once', async () => {
    const user = await t.createUser({ password: PASSWORD, isForceResetPassword: true });
    const agent = t.agent();
    const code = await requestCode(agent, user.email.toUpperCase());

    const signedIn = await verify(agent, user.email, user.email, code).expect(200);

    expect(signedIn.body).toEqual({ is_verified: true, is_force_reset_password: true });
    await agent.get('/v1/users/me').expect(200);
    expect((await verify(t.agent(), user.email, user.email, code).expect(400)).body).toEqual(INVALID_CODE);
  });

  it('answers an unknown email the same and mails nothing', async () => {
    await t.agent().post('/v1/users/forgot').set(CSRF).send({ email: 'nobody-here@example.com', resetPassword: false }).expect(200, { sent: true });

    // Mail leaves after the answer: wait for it before looking.
    await t.app.get(CodeSignInService).background.drain();
    expect(inbox.waiting()).toBe(0);
  });

  it('refuses a wrong code, a code for another key, and the right code at the 6th try after 5 wrong ones', async () => {
    const user = await t.createUser();
    const other = await t.createUser();
    const code = await requestCode(t.agent(), user.email);

    expect((await verify(t.agent(), other.id, user.email, code).expect(400)).body).toEqual(INVALID_CODE);
    for (let i = 0; i < 4; i += 1) {
      expect((await verify(t.agent(), user.id, user.email, otherThan(code)).expect(400)).body).toEqual(INVALID_CODE);
    }

    // The key mismatch counted as a try: this right code is the 6th try and the code is void.
    expect((await verify(t.agent(), user.id, user.email, code).expect(400)).body).toEqual(INVALID_CODE);
  });

  it('compares at most 5 of 16 wrong codes sent at the same moment from 16 addresses; the right code is then void', async () => {
    const user = await t.createUser();
    const code = await requestCode(t.agent(), user.email);
    // Each comparison hashes the typed code under the server's key: count those for this address.
    const codes = t.app.get(MagicCodesService) as unknown as { hash(email: string, code: string): string };
    const hash = jest.spyOn(codes, 'hash');

    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, index) => verify(t.agent().set('X-Forwarded-For', `198.51.100.${index + 1}`), user.id, user.email, otherThan(code))),
    );

    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 16 }, () => 400));
    expect(hash.mock.calls.filter(([email]) => email === user.email).length).toBeLessThanOrEqual(5);
    expect((await verify(t.agent().set('X-Forwarded-For', '198.51.100.200'), user.id, user.email, code).expect(400)).body).toEqual(INVALID_CODE);
  });

  it('refuses a code after its 10 minutes', async () => {
    const user = await t.createUser();
    const code = await requestCode(t.agent(), user.email);
    const later = new Date(Date.now() + 10 * 60_000 + 1000);
    jest.spyOn(t.app.get(Clock), 'now').mockReturnValue(later);

    expect((await verify(t.agent(), user.id, user.email, code).expect(400)).body).toEqual(INVALID_CODE);
  });

  it('refuses the old code after a resend and accepts the new one', async () => {
    const user = await t.createUser();
    const old = await requestCode(t.agent(), user.email);
    let fresh = await requestCode(t.agent(), user.email);
    while (fresh === old) fresh = await requestCode(t.agent(), user.email);

    expect((await verify(t.agent(), user.id, user.email, old).expect(400)).body).toEqual(INVALID_CODE);
    await verify(t.agent(), user.id, user.email, fresh).expect(200);
  });

  it('refuses a malformed code with the field error', async () => {
    const response = await verify(t.agent(), 1, 'ada@example.com', 'AB').expect(400);

    expect(response.body.code).toBe('VALIDATION_FAILED');
    expect(response.body.errors).toEqual([{ field: 'magic_code', code: 'MAGIC_CODE_INVALID', message: 'Invalid verification code' }]);
  });

  it('limits sends per address, unknown addresses too: the 6th request gets 429 with Retry-After', async () => {
    for (let i = 0; i < 5; i += 1) {
      await t.agent().post('/v1/users/forgot').set(CSRF).send({ email: 'limited@example.com', resetPassword: false }).expect(200);
    }

    const refused = await t.agent().post('/v1/users/forgot').set(CSRF).send({ email: 'limited@example.com', resetPassword: false }).expect(429);

    expect(refused.body).toEqual({ statusCode: 429, code: 'TOO_MANY_ATTEMPTS', message: 'Too many attempts. Please try again later' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});
