import { hash } from '@node-rs/argon2';
import { AuditLog } from '../src/platform/audit/audit-log.entity';
import { BrowserSession } from '../src/auth/sessions/browser-session.entity';
import { hashOpaqueToken } from '../src/platform/security/opaque-token';
import { User } from '../src/users/user.entity';
import { CSRF, startTestApp, type TestApp } from './support/test-app';

const PASSWORD = 'correct horse battery staple';
const INCORRECT = { statusCode: 401, code: 'INCORRECT_CREDENTIALS', message: 'Incorrect email or password' };

function sessionCookieOf(setCookie: string[] | string | undefined): string {
  const cookie = [setCookie ?? []].flat().find((line) => line.startsWith('wid_session='));
  if (!cookie) throw new Error('no session cookie was set');
  return cookie;
}

describe('POST /auth/login and /auth/logout', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ LOGIN_MAX_FAILURES_PER_ACCOUNT: '3', LOGIN_MAX_FAILURES_PER_IP: '20' });
  });

  afterAll(async () => {
    await t.close();
  });

  it('signs in with the right password: the login response and an HttpOnly, SameSite=Lax session cookie', async () => {
    const user = await t.createUser({ password: PASSWORD, isForceResetPassword: true });

    const response = await t.agent().post('/auth/login').set(CSRF).send({ email: user.email, password: PASSWORD }).expect(200);

    expect(response.body).toEqual({ is_verified: true, is_force_reset_password: true });
    const cookie = sessionCookieOf(response.headers['set-cookie']);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    // Max-Age is in seconds: the session's whole lifetime, not a thousand times it.
    expect(cookie).toContain(`; Max-Age=${t.config.session.ttlSeconds}`);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).not.toMatch(/; Secure/);
    const token = decodeURIComponent(cookie.split(';')[0].split('=')[1]);
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    const stored = await t.dataSource.getRepository(BrowserSession).findOneByOrFail({ userId: user.id });
    expect(stored.tokenHash).toBe(hashOpaqueToken(token));
  });

  it('accepts the email in any case and with spaces around it', async () => {
    const user = await t.createUser({ password: PASSWORD });

    await t.agent().post('/auth/login').set(CSRF).send({ email: `  ${user.email.toUpperCase()} `, password: PASSWORD }).expect(200);
  });

  it('gives the same 401 for a wrong password and for an unknown email', async () => {
    const user = await t.createUser({ password: PASSWORD });

    const wrongPassword = await t.agent().post('/auth/login').set(CSRF).send({ email: user.email, password: 'not the password' });
    const unknownEmail = await t.agent().post('/auth/login').set(CSRF).send({ email: 'nobody@example.com', password: 'not the password' });

    expect(wrongPassword.status).toBe(401);
    expect(wrongPassword.body).toEqual(INCORRECT);
    expect(unknownEmail.status).toBe(401);
    expect(unknownEmail.body).toEqual(INCORRECT);
    expect(wrongPassword.headers['set-cookie']).toBeUndefined();
  });

  it('refuses an invalid email and a blank password with the messages of SPEC §5', async () => {
    const response = await t.agent().post('/auth/login').set(CSRF).send({ email: 'ada@example', password: '   ' }).expect(400);

    expect(response.body).toEqual({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: 'Some fields are not valid',
      errors: [
        { field: 'email', code: 'LOGIN_EMAIL_INVALID', message: "That's not a valid email address" },
        { field: 'password', code: 'LOGIN_PASSWORD_BLANK', message: 'Password cannot be blank' },
      ],
    });
  });

  it('refuses missing fields and fields of the wrong type', async () => {
    const missing = await t.agent().post('/auth/login').set(CSRF).send({}).expect(400);
    expect(missing.body.errors).toEqual([
      { field: 'email', code: 'LOGIN_EMAIL_INVALID', message: "That's not a valid email address" },
      { field: 'password', code: 'LOGIN_PASSWORD_BLANK', message: 'Password cannot be blank' },
    ]);

    const wrongType = await t.agent().post('/auth/login').set(CSRF).send({ email: 42, password: ['x'] }).expect(400);
    expect(wrongType.body.errors).toEqual([
      { field: 'email', code: 'INVALID_TYPE', message: 'This value has the wrong type' },
      { field: 'password', code: 'INVALID_TYPE', message: 'This value has the wrong type' },
    ]);
  });

  it('tells a disabled account so only after its right password', async () => {
    const user = await t.createUser({ password: PASSWORD, isDisabled: true });

    const wrong = await t.agent().post('/auth/login').set(CSRF).send({ email: user.email, password: 'not the password' });
    const right = await t.agent().post('/auth/login').set(CSRF).send({ email: user.email, password: PASSWORD });

    expect(wrong.status).toBe(401);
    expect(right.status).toBe(403);
    expect(right.body).toEqual({ statusCode: 403, code: 'ACCOUNT_DISABLED', message: 'This account is disabled' });
  });

  it('locks an account after 3 failures: the right password gets the same 401 as a wrong one', async () => {
    const user = await t.createUser({ password: PASSWORD });
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await t.agent().post('/auth/login').set(CSRF).send({ email: user.email, password: 'guess' }).expect(401);
    }

    const locked = await t.agent().post('/auth/login').set(CSRF).send({ email: user.email, password: PASSWORD }).expect(401);

    expect(locked.body).toEqual(INCORRECT);
    expect(locked.headers['retry-after']).toBeUndefined();
  });

  it('writes audit events for a success and a failure', async () => {
    const user = await t.createUser({ password: PASSWORD });
    await t.agent().post('/auth/login').set(CSRF).send({ email: user.email, password: 'guess' }).expect(401);
    await t.agent().post('/auth/login').set(CSRF).send({ email: user.email, password: PASSWORD }).expect(200);

    const events = await t.dataSource.getRepository(AuditLog).find({ where: { subjectId: user.id }, order: { id: 'ASC' } });

    expect(events.map((event) => event.event)).toEqual(['LOGIN_FAILED', 'LOGIN_SUCCEEDED']);
    expect(events[0].details).toEqual({ email: user.email, reason: 'wrong_password', method: 'password' });
    expect(events[1].ip).toBeTruthy();
    expect(JSON.stringify(events)).not.toContain(PASSWORD);
  });

  it('rehashes a password stored with older argon2 parameters', async () => {
    const user = await t.createUser({ passwordHash: await hash(PASSWORD, { memoryCost: 4096, timeCost: 3, parallelism: 1 }) });

    await t.agent().post('/auth/login').set(CSRF).send({ email: user.email, password: PASSWORD }).expect(200);

    const stored = await t.dataSource.getRepository(User).findOneByOrFail({ id: user.id });
    expect(stored.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    await t.agent().post('/auth/login').set(CSRF).send({ email: user.email, password: PASSWORD }).expect(200);
  });

  it('signs out: 204, the cookie is cleared and the session row is gone, so the old cookie no longer works', async () => {
    const user = await t.createUser({ password: PASSWORD });
    const login = await t.agent().post('/auth/login').set(CSRF).send({ email: user.email, password: PASSWORD }).expect(200);
    const cookie = sessionCookieOf(login.headers['set-cookie']).split(';')[0];
    await t.agent().get('/v1/users/me').set('Cookie', cookie).expect(200);

    const logout = await t.agent().post('/auth/logout').set(CSRF).set('Cookie', cookie).expect(204);

    expect(sessionCookieOf(logout.headers['set-cookie'])).toMatch(/^wid_session=;.*Expires=Thu, 01 Jan 1970/);
    expect(await t.dataSource.getRepository(BrowserSession).countBy({ userId: user.id })).toBe(0);
    const after = await t.agent().get('/v1/users/me').set('Cookie', cookie).expect(401);
    expect(after.body).toEqual({ statusCode: 401, code: 'UNAUTHENTICATED', message: 'Please sign in' });
  });

  it('signs out without a session too (nothing to end)', async () => {
    await t.agent().post('/auth/logout').set(CSRF).expect(204);
  });

  it('replaces the session of a browser that signs in again', async () => {
    const user = await t.createUser({ password: PASSWORD });
    const agent = await t.signIn(user.email, PASSWORD);

    await agent.post('/auth/login').set(CSRF).send({ email: user.email, password: PASSWORD }).expect(200);

    expect(await t.dataSource.getRepository(BrowserSession).countBy({ userId: user.id })).toBe(1);
  });
});
