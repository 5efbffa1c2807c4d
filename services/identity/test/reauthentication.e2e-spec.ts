import { type SmtpInbox, codeOf, startSmtpInbox } from '@weather/test-peers';
import { BrowserSession } from '../src/auth/sessions/browser-session.entity';
import { AuditLog } from '../src/platform/audit/audit-log.entity';
import { CSRF, startTestApp, type TestApp } from './support/test-app';

const PASSWORD = 'a long enough password';
const REQUIRED = { statusCode: 403, code: 'REAUTHENTICATION_REQUIRED', message: 'Please confirm it is you first' };
const FAILED = { statusCode: 401, code: 'REAUTHENTICATION_FAILED', message: 'That password or code is not right' };

/** Issue 29: "confirm it is you" (password or a mailed code) before the Security tab's changes. */
describe('re-authentication', () => {
  let t: TestApp;
  let inbox: SmtpInbox;

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    t = await startTestApp({ SMTP_URL: inbox.url, LOGIN_MAX_FAILURES_PER_ACCOUNT: '3' });
  });

  afterAll(async () => {
    await t?.close();
    await inbox?.close();
  });

  const addApp = (agent: ReturnType<TestApp['agent']>) => agent.post('/v1/users/me/second-factors/totp').set(CSRF).send({ name: 'Phone' });

  it('opens the guarded calls only after the password, for this session only', async () => {
    const user = await t.createUser({ password: PASSWORD });
    const agent = await t.signIn(user.email, PASSWORD);
    const other = await t.signIn(user.email, PASSWORD);

    await addApp(agent).expect(403, REQUIRED);
    await agent.post('/v1/users/me/reauthentication').set(CSRF).send({ password: 'not the password' }).expect(401, FAILED);
    await addApp(agent).expect(403, REQUIRED);
    await agent.post('/v1/users/me/reauthentication').set(CSRF).send({ password: PASSWORD }).expect(204);

    await addApp(agent).expect(201);
    await addApp(other).expect(403, REQUIRED);
    expect(await t.dataSource.getRepository(AuditLog).countBy({ event: 'REAUTHENTICATED', subjectId: user.id })).toBe(1);
    expect(await t.dataSource.getRepository(AuditLog).countBy({ event: 'REAUTHENTICATION_FAILED', subjectId: user.id })).toBe(1);
  });

  it('accepts a freshly mailed code instead of the password', async () => {
    const user = await t.createUser({ password: PASSWORD });
    const agent = await t.signIn(user.email, PASSWORD);

    await agent.post('/v1/users/me/reauthentication/code').set(CSRF).expect(200, { sent: true });
    const code = codeOf(await inbox.take());
    await agent.post('/v1/users/me/reauthentication').set(CSRF).send({ magic_code: 'ZZZZ' === code ? 'YYYY' : 'ZZZZ' }).expect(401, FAILED);
    await agent.post('/v1/users/me/reauthentication').set(CSRF).send({ magic_code: code }).expect(204);

    await addApp(agent).expect(201);
  });

  it(`expires after ${5} minutes`, async () => {
    const user = await t.createUser({ password: PASSWORD });
    const agent = await t.signIn(user.email, PASSWORD);
    await agent.post('/v1/users/me/reauthentication').set(CSRF).send({ password: PASSWORD }).expect(204);
    await addApp(agent).expect(201);

    await t.dataSource.getRepository(BrowserSession).update({ userId: user.id }, { reauthenticatedAt: new Date(Date.now() - 5 * 60_000 - 1000) });

    await addApp(agent).expect(403, REQUIRED);
  });

  it('counts wrong passwords in the sign-in brake: past it even the right one fails', async () => {
    const user = await t.createUser({ password: PASSWORD });
    const agent = await t.signIn(user.email, PASSWORD);

    const answers = await Promise.all(Array.from({ length: 4 }, () => agent.post('/v1/users/me/reauthentication').set(CSRF).send({ password: 'wrong guess here' })));

    expect(answers.map((answer) => answer.status)).toEqual([401, 401, 401, 401]);
    await agent.post('/v1/users/me/reauthentication').set(CSRF).send({ password: PASSWORD }).expect(401, FAILED);
    await addApp(agent).expect(403, REQUIRED);
  });

  it('needs a session and one of password or code', async () => {
    await t.agent().post('/v1/users/me/reauthentication').set(CSRF).send({ password: PASSWORD }).expect(401);
    const user = await t.createUser({ password: PASSWORD });
    const agent = await t.signIn(user.email, PASSWORD);
    await agent.post('/v1/users/me/reauthentication').set(CSRF).send({}).expect(400);
  });
});
