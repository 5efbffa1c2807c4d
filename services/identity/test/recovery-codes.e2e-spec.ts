import { BrowserSession } from '../src/auth/sessions/browser-session.entity';
import { RecoveryCode } from '../src/auth/second-factors/recovery-code.entity';
import { AuditLog } from '../src/platform/audit/audit-log.entity';
import { firstStep, reauthenticate, userWithApp } from './support/second-factors';
import { CSRF, startTestApp, type TestAgent, type TestApp } from './support/test-app';

const PASSWORD = 'a long enough password';
const INVALID = { statusCode: 401, code: 'SECOND_FACTOR_INVALID', message: 'This code is not valid', errors: [{ field: 'code', code: 'SECOND_FACTOR_CODE_INVALID', message: 'This code is not valid' }] };

/** Issue 29: ten single-use recovery codes, shown once, stored hashed, regenerable. */
describe('recovery codes', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });

  afterAll(async () => {
    await t?.close();
  });

  const useCode = (agent: TestAgent, code: string) => agent.post('/auth/second-step/recovery-code').set(CSRF).send({ code });

  it('gives ten codes of the form xxxxx-xxxxx with the first factor, stored only as hashes', async () => {
    const { userId, app } = await userWithApp(t);

    expect(app.recoveryCodes).toHaveLength(10);
    expect(new Set(app.recoveryCodes).size).toBe(10);
    for (const code of app.recoveryCodes ?? []) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const rows = await t.dataSource.getRepository(RecoveryCode).findBy({ userId });
    expect(rows).toHaveLength(10);
    const stored = JSON.stringify(rows);
    for (const code of app.recoveryCodes ?? []) {
      expect(stored).not.toContain(code);
      expect(stored).not.toContain(code.replace('-', ''));
    }
  });

  it('signs in with a code once, in any case and without the hyphen; the code is then spent', async () => {
    const { email, userId, app } = await userWithApp(t);
    const [code] = app.recoveryCodes ?? [];

    const { agent } = await firstStep(t, email);
    const signedIn = await useCode(agent, code.replace('-', '').toUpperCase()).expect(200);

    expect(signedIn.body).toEqual({ is_verified: true, is_force_reset_password: false, recovery_codes_left: 9 });
    await agent.get('/v1/users/me').expect(200);
    const [session] = await t.dataSource.getRepository(BrowserSession).find({ where: { userId }, order: { id: 'DESC' } });
    expect(session.signInMethod).toBe('password+recovery_code');
    expect(await t.dataSource.getRepository(AuditLog).countBy({ event: 'RECOVERY_CODE_USED', subjectId: userId })).toBe(1);

    const again = await firstStep(t, email);
    await useCode(again.agent, code).expect(401, INVALID);
    await again.agent.get('/v1/users/me').expect(401);
  });

  it('lets exactly one of two parallel sign-ins with the same code through', async () => {
    const { email, app } = await userWithApp(t);
    const code = (app.recoveryCodes ?? [])[1];
    const pending = await Promise.all([firstStep(t, email), firstStep(t, email), firstStep(t, email)]);

    const answers = await Promise.all(pending.map(({ agent }) => useCode(agent, code)));

    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401, 401]);
  });

  it('replaces all ten after a re-authentication: the old ones stop working', async () => {
    const { email, app } = await userWithApp(t);
    // The user has an app now: the password gives a pending step, a recovery code finishes it.
    const pendingAgent = (await firstStep(t, email)).agent;
    await useCode(pendingAgent, (app.recoveryCodes ?? [])[2]).expect(200);

    await pendingAgent.post('/v1/users/me/second-factors/recovery-codes').set(CSRF).expect(403);
    await reauthenticate(pendingAgent, PASSWORD);
    const renewed = await pendingAgent.post('/v1/users/me/second-factors/recovery-codes').set(CSRF).expect(201);
    const fresh = (renewed.body as { recovery_codes: string[] }).recovery_codes;

    expect(fresh).toHaveLength(10);
    expect(fresh.some((code) => (app.recoveryCodes ?? []).includes(code))).toBe(false);
    await pendingAgent.get('/v1/users/me/second-factors').expect(200).expect((response) => expect((response.body as { recovery_codes_left: number }).recovery_codes_left).toBe(10));
    const old = await firstStep(t, email);
    await useCode(old.agent, (app.recoveryCodes ?? [])[3]).expect(401, INVALID);
    await useCode(old.agent, fresh[0]).expect(200);
  });

  it('has none to replace without a factor, and removing the last factor removes them', async () => {
    const bare = await t.createUser({ password: PASSWORD });
    const bareAgent = await t.signIn(bare.email, PASSWORD);
    await reauthenticate(bareAgent, PASSWORD);
    await bareAgent.post('/v1/users/me/second-factors/recovery-codes').set(CSRF).expect(409, { statusCode: 409, code: 'NO_SECOND_FACTOR', message: 'Add an authenticator app or a passkey first' });

    const { email, userId, app } = await userWithApp(t);
    const { agent } = await firstStep(t, email);
    await useCode(agent, (app.recoveryCodes ?? [])[0]).expect(200);
    await reauthenticate(agent, PASSWORD);
    await agent.delete(`/v1/users/me/second-factors/totp/${app.id}`).set(CSRF).expect(204);

    expect(await t.dataSource.getRepository(RecoveryCode).countBy({ userId })).toBe(0);
    // No factor left: the password alone signs in again.
    const signedIn = await t.agent().post('/auth/login').set(CSRF).send({ email, password: PASSWORD }).expect(200);
    expect(signedIn.body).toEqual({ is_verified: true, is_force_reset_password: false });
  });
});
