import { type SmtpInbox, startSmtpInbox, codeOf } from '@weather/test-peers';
import { AuditLog } from '../src/platform/audit/audit-log.entity';
import { BrowserSession } from '../src/auth/sessions/browser-session.entity';
import { TotpFactor } from '../src/auth/second-factors/totp-factor.entity';
import { capturingLogger } from './support/log-capture';
import { awayFromStepEdge, hotp, totpCode } from './support/rfc6238';
import { cookiesSet, enrolTotp, firstStep, userWithApp } from './support/second-factors';
import { CSRF, startTestApp, type TestAgent, type TestApp } from './support/test-app';

const PASSWORD = 'a long enough password';
const INVALID = { statusCode: 401, code: 'SECOND_FACTOR_INVALID', message: 'This code is not valid', errors: [{ field: 'code', code: 'SECOND_FACTOR_CODE_INVALID', message: 'This code is not valid' }] };

/** Issue 29: the second step with an authenticator app (RFC 6238), codes computed by test/support/rfc6238.ts. */
describe('second step with an authenticator app', () => {
  let t: TestApp;
  let inbox: SmtpInbox;
  const { logger, lines } = capturingLogger('debug');

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    // 8 checks per account and address: room for a challenge's 5 tries, and a brake a test can fill.
    t = await startTestApp({ SMTP_URL: inbox.url, LOGIN_MAX_FAILURES_PER_ACCOUNT: '8' }, { logger });
  });

  afterAll(async () => {
    await t?.close();
    await inbox?.close();
  });

  const audits = async (event: AuditLog['event'], subjectId: number) => t.dataSource.getRepository(AuditLog).countBy({ event, subjectId });
  const sessionOf = (userId: number) => t.dataSource.getRepository(BrowserSession).find({ where: { userId }, order: { id: 'DESC' } });
  const sendTotp = (agent: TestAgent, code: string) => agent.post('/auth/second-step/totp').set(CSRF).send({ code });

  it('computes the RFC 6238 reference code (Appendix B, SHA-1, T = 59 s), so the tests stand on the standard', () => {
    expect(hotp(Buffer.from('12345678901234567890'), 1)).toBe('287082');
  });

  it('enrols an app from the Security tab and signs in with its code: before that no session and no hand-off token exist', async () => {
    const { email, userId, app } = await userWithApp(t);
    expect(app.recoveryCodes).toHaveLength(10);

    const { agent, response } = await firstStep(t, email);
    expect(response.body).toEqual({ is_verified: true, is_force_reset_password: false, second_step: { methods: ['totp', 'recovery_code'], enrolment_required: false } });
    const cookies = cookiesSet(response);
    expect([...cookies.keys()]).toEqual(['weather_second_step']);
    expect(response.headers['set-cookie']?.[0]).toMatch(/HttpOnly/i);
    await agent.get('/v1/users/me').expect(401);
    await agent.get('/v1/users/me/session').query({ clientId: 'any' }).expect(401);
    await agent.get('/auth/second-step').expect(200, { methods: ['totp', 'recovery_code'], enrolment_required: false, email });

    await awayFromStepEdge();
    const signedIn = await sendTotp(agent, totpCode(app.secret)).expect(200);

    expect(signedIn.body).toEqual({ is_verified: true, is_force_reset_password: false });
    expect(cookiesSet(signedIn).get('weather_second_step')).toBe('');
    await agent.get('/v1/users/me').expect(200);
    await agent.get('/auth/second-step').expect(401, { statusCode: 401, code: 'SECOND_STEP_EXPIRED', message: 'Your sign-in has expired. Please sign in again' });
    expect((await sessionOf(userId))[0].signInMethod).toBe('password+totp');
    expect(await audits('SECOND_STEP_SUCCEEDED', userId)).toBe(1);
  });

  it('starts no session after a wrong code, and mails the user a notice once per pending step', async () => {
    const { email, userId, app } = await userWithApp(t);
    inbox.arrivals.length = 0;
    const { agent } = await firstStep(t, email);
    await awayFromStepEdge();
    const wrong = totpCode(app.secret) === '000000' ? '111111' : '000000';

    const refused = await sendTotp(agent, wrong).expect(401, INVALID);
    await sendTotp(agent, 'not a code').expect(401, INVALID);

    expect(cookiesSet(refused).size).toBe(0);
    await agent.get('/v1/users/me').expect(401);
    await agent.get('/v1/users/me/session').query({ clientId: 'any' }).expect(401);
    const notice = await inbox.take();
    expect(notice.subject).toBe('Someone entered your Weather password');
    expect(notice.text).toContain('the second step of the sign-in was not completed');
    expect(inbox.waiting()).toBe(0);
    expect(await audits('SECOND_STEP_FAILED', userId)).toBe(2);
    await sendTotp(agent, totpCode(app.secret)).expect(200);
  });

  it('accepts a code one step early or late, and refuses one two steps away', async () => {
    const { email, app } = await userWithApp(t);
    // The enrolment used the previous step: forgotten here, so only the drift can refuse a code.
    await t.dataSource.getRepository(TotpFactor).update({ id: app.id }, { lastUsedStep: null });
    for (const offset of [-60, 60]) {
      const { agent } = await firstStep(t, email);
      await sendTotp(agent, totpCode(app.secret, offset)).expect(401, INVALID);
      await agent.get('/v1/users/me').expect(401);
    }
    for (const offset of [-30, 30]) {
      const { agent } = await firstStep(t, email);
      await sendTotp(agent, totpCode(app.secret, offset)).expect(200);
      await agent.get('/v1/users/me').expect(200);
    }
  });

  it('accepts a code once: a replay is refused, and of two parallel requests with one code exactly one signs in', async () => {
    const { email, app } = await userWithApp(t);
    const code = totpCode(app.secret);
    const first = await firstStep(t, email);
    await sendTotp(first.agent, code).expect(200);
    const again = await firstStep(t, email);
    await sendTotp(again.agent, code).expect(401, INVALID);

    // The next step's code (accepted as drift), new to the factor.
    const parallelCode = totpCode(app.secret, 30);
    const pending = await Promise.all([firstStep(t, email), firstStep(t, email)]);
    const answers = await Promise.all(pending.map(({ agent }) => sendTotp(agent, parallelCode)));

    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401]);
  });

  it('ends a pending step after 5 wrong tries, even when they arrive together', async () => {
    const { email, userId, app } = await userWithApp(t);
    const { agent } = await firstStep(t, email);
    await awayFromStepEdge();

    const answers = await Promise.all(Array.from({ length: 5 }, () => sendTotp(agent, '000001')));

    expect(answers.map((answer) => answer.status)).toEqual([401, 401, 401, 401, 401]);
    await sendTotp(agent, totpCode(app.secret)).expect(401, { statusCode: 401, code: 'SECOND_STEP_EXPIRED', message: 'Your sign-in has expired. Please sign in again' });
    expect(await audits('SECOND_STEP_FAILED', userId)).toBe(5);
  });

  it('brakes wrong codes like wrong passwords: past the limit even the right code is refused', async () => {
    const { email, userId, app } = await userWithApp(t);
    const pending = await Promise.all([firstStep(t, email), firstStep(t, email), firstStep(t, email)]);
    await awayFromStepEdge();

    // 10 wrong codes at once over two pending steps (5 tries each): the brake lets 8 checks run.
    const answers = await Promise.all(pending.slice(0, 2).flatMap(({ agent }) => Array.from({ length: 5 }, () => sendTotp(agent, '000002'))));

    expect(answers.every((answer) => answer.status === 401 && (answer.body as { code: string }).code === 'SECOND_FACTOR_INVALID')).toBe(true);
    expect(await audits('SECOND_STEP_FAILED', userId)).toBe(8);
    expect(await audits('SECOND_STEP_THROTTLED', userId)).toBe(2);
    await sendTotp(pending[2].agent, totpCode(app.secret)).expect(401, INVALID);
    await pending[2].agent.get('/v1/users/me').expect(401);
    // The password step is braked too: the account and address are locked for the window.
    await t.agent().post('/auth/login').set(CSRF).send({ email, password: PASSWORD }).expect(401);
  });

  it('asks for the second step after a right emailed code too', async () => {
    const { email, userId, app } = await userWithApp(t);
    inbox.arrivals.length = 0;
    const agent = t.agent();
    await agent.post('/v1/users/forgot').set(CSRF).send({ email, resetPassword: false }).expect(200);
    const code = codeOf(await inbox.take());

    const response = await agent.patch(`/v1/users/${encodeURIComponent(email)}`).set(CSRF).send({ email, magic_code: code }).expect(200);

    expect(response.body).toEqual({ is_verified: true, is_force_reset_password: false, second_step: { methods: ['totp', 'recovery_code'], enrolment_required: false } });
    expect([...cookiesSet(response).keys()]).toEqual(['weather_second_step']);
    await agent.get('/v1/users/me').expect(401);
    await awayFromStepEdge();
    await sendTotp(agent, totpCode(app.secret)).expect(200);
    expect((await sessionOf(userId))[0].signInMethod).toBe('code+totp');
  });

  it('keeps a session cookie already present until the second step succeeds, then ends it', async () => {
    const user = await t.createUser({ password: PASSWORD });
    const agent = await t.signIn(user.email, PASSWORD);
    const app = await enrolTotp(agent, PASSWORD);

    await agent.post('/auth/login').set(CSRF).send({ email: user.email, password: PASSWORD }).expect(200);
    await agent.get('/v1/users/me').expect(200);
    expect(await sessionOf(user.id)).toHaveLength(1);

    await awayFromStepEdge();
    await sendTotp(agent, totpCode(app.secret)).expect(200);
    const sessions = await sessionOf(user.id);
    expect(sessions).toHaveLength(1);
    expect(sessions[0].signInMethod).toBe('password+totp');
  });

  it('never shows the secret after the enrolment: not in answers, not in the log, not in plain text in the database', async () => {
    const user = await t.createUser({ password: PASSWORD });
    const agent = await t.signIn(user.email, PASSWORD);
    const app = await enrolTotp(agent, PASSWORD, 'Work phone');

    const listed = await agent.get('/v1/users/me/second-factors').expect(200);
    expect(listed.body).toEqual({
      totp: [{ id: app.id, name: 'Work phone', created_at: expect.any(String), last_used_at: expect.any(String) }],
      passkeys: [],
      recovery_codes_left: 10,
      required: false,
    });
    const renamed = await agent.patch(`/v1/users/me/second-factors/totp/${app.id}`).set(CSRF).send({ name: 'Old phone' }).expect(200);
    expect(JSON.stringify([listed.body, renamed.body])).not.toContain(app.secret);

    const row = await t.dataSource.getRepository(TotpFactor).findOneByOrFail({ id: app.id });
    expect(row.secret).not.toContain(app.secret);
    expect(row.secret).not.toContain(app.secret.toLowerCase());
    expect(row.secret).toMatch(/^enc:/);
    expect(lines.join('\n')).not.toContain(app.secret);
    expect(lines.join('\n')).not.toContain('otpauth://');
    const auditRows = JSON.stringify(await t.dataSource.getRepository(AuditLog).findBy({ subjectId: user.id }));
    expect(auditRows).not.toContain(app.secret);
  });
});
