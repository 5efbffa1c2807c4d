import { AuditLog } from '../src/platform/audit/audit-log.entity';
import { awayFromStepEdge, totpCode } from './support/rfc6238';
import { firstStep, userWithApp } from './support/second-factors';
import { CSRF, startTestApp, type TestApp } from './support/test-app';

/**
 * Issue 29: someone who holds the password gets a pending second step at every sign-in, and the
 * brake's window opens again every 15 minutes; a ceiling per account and day bounds their guesses
 * at the authenticator code whatever the address and however many sign-ins they start.
 */
describe('the daily ceiling of wrong second steps', () => {
  let t: TestApp;

  beforeAll(async () => {
    // The per-window brake opened wide, so only the daily ceiling (6 here) can refuse.
    t = await startTestApp({ LOGIN_MAX_FAILURES_PER_ACCOUNT: '1000', LOGIN_ACCOUNT_CEILING: '1000', LOGIN_MAX_FAILURES_PER_IP: '1000', SECOND_STEP_MAX_FAILURES_PER_DAY: '6' });
  });

  afterAll(async () => {
    await t?.close();
  });

  it('refuses even the right code once the account has used up its wrong second steps of the day, across sign-ins', async () => {
    const { email, userId, app } = await userWithApp(t);
    await awayFromStepEdge(10);
    const wrong = totpCode(app.secret) === '000000' ? '111111' : '000000';

    // Two sign-ins, four wrong codes each, sent in parallel: 8 tries against a ceiling of 6.
    const tries = await Promise.all(
      [0, 1].map(async () => {
        const { agent } = await firstStep(t, email);
        return Promise.all([0, 1, 2, 3].map(() => agent.post('/auth/second-step/totp').set(CSRF).send({ code: wrong })));
      }),
    );
    expect(tries.flat().every((answer) => answer.status === 401)).toBe(true);
    expect(await t.dataSource.getRepository(AuditLog).countBy({ event: 'SECOND_STEP_FAILED', subjectId: userId })).toBe(6);
    expect(await t.dataSource.getRepository(AuditLog).countBy({ event: 'SECOND_STEP_THROTTLED', subjectId: userId })).toBe(2);

    // A fresh sign-in with the right code: refused, and answered exactly like a wrong code.
    const { agent } = await firstStep(t, email);
    const refused = await agent.post('/auth/second-step/totp').set(CSRF).send({ code: totpCode(app.secret) }).expect(401);
    expect(refused.body.code).toBe('SECOND_FACTOR_INVALID');
    await agent.get('/v1/users/me').expect(401);
  });

  it('gives a right code its try back: signing in more often than the ceiling does not use it up', async () => {
    const { email, app } = await userWithApp(t);
    const codes = app.recoveryCodes ?? [];
    expect(codes).toHaveLength(10);
    // 8 sign-ins with a right (recovery) code each, against a ceiling of 6 tries.
    for (const code of codes.slice(0, 8)) {
      const { agent } = await firstStep(t, email);
      await agent.post('/auth/second-step/recovery-code').set(CSRF).send({ code }).expect(200);
    }
  });
});
