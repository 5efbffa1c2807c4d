import { decodeJwt } from 'jose';
import { AuditLog } from '../src/platform/audit/audit-log.entity';
import { Clock } from '../src/platform/clock';
import { BrowserSession } from '../src/auth/sessions/browser-session.entity';
import { User } from '../src/users/user.entity';
import { enterpriseAdmin, PASSWORD, signedInUser } from './support/enterprises';
import { basicAuth, createApplication } from './support/hand-off';
import { impersonatingAdmin } from './support/impersonation';
import { CSRF, startTestApp, type TestAgent, type TestApp } from './support/test-app';

type Caller = 'anonymous' | 'user' | 'enterprise admin' | 'SYSADMIN' | 'impersonating SYSADMIN';
const CALLERS: Caller[] = ['anonymous', 'user', 'enterprise admin', 'SYSADMIN', 'impersonating SYSADMIN'];

interface Me {
  id: number;
  role: string;
  impersonator: { id: number; first_name: string; last_name: string; email: string } | null;
}

describe('impersonation (SPEC §1, §7 POST /auth/impersonate)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ WEBHOOK_POLL_INTERVAL: '1h' });
  });

  afterAll(async () => {
    await t?.close();
  });

  afterEach(() => {
    jest.restoreAllMocks();
  });

  async function callerAgent(caller: Caller): Promise<TestAgent> {
    if (caller === 'anonymous') return t.agent();
    if (caller === 'user') return (await signedInUser(t)).agent;
    if (caller === 'enterprise admin') return (await enterpriseAdmin(t)).agent;
    if (caller === 'SYSADMIN') return (await signedInUser(t, { role: 'SYSADMIN' })).agent;
    return (await impersonatingAdmin(t)).agent;
  }

  const me = async (agent: TestAgent): Promise<Me> => (await agent.get('/v1/users/me').expect(200)).body as Me;
  const sessionsOf = (userId: number): Promise<BrowserSession[]> => t.dataSource.getRepository(BrowserSession).findBy({ userId });

  describe('who may call the routes', () => {
    const START: Record<Caller, number> = { anonymous: 401, user: 403, 'enterprise admin': 403, SYSADMIN: 200, 'impersonating SYSADMIN': 403 };
    const END: Record<Caller, number> = { anonymous: 401, user: 403, 'enterprise admin': 403, SYSADMIN: 403, 'impersonating SYSADMIN': 200 };

    it.each(CALLERS)('POST /auth/impersonate as %s', async (caller) => {
      const agent = await callerAgent(caller);
      const target = await t.createUser();

      const response = await agent.post('/auth/impersonate').set(CSRF).send({ user_id: target.id, uuid: target.uuid });

      expect(response.status).toBe(START[caller]);
      expect(await sessionsOf(target.id)).toHaveLength(START[caller] === 200 ? 1 : 0);
    });

    it.each(CALLERS)('POST /auth/impersonate/end as %s', async (caller) => {
      const agent = await callerAgent(caller);

      const response = await agent.post('/auth/impersonate/end').set(CSRF);

      expect(response.status).toBe(END[caller]);
    });
  });

  it('signs the administrator in as the user, records the impersonator, and audits it', async () => {
    const { user: administrator, agent } = await signedInUser(t, { role: 'SYSADMIN', firstName: 'Margaret', lastName: 'Hamilton' });
    const user = await t.createUser({ firstName: 'Grace', lastName: 'Hopper' });

    const response = await agent.post('/auth/impersonate').set(CSRF).send({ user_id: user.id, uuid: user.uuid }).expect(200);

    expect(response.body).toMatchObject({ id: user.id, uuid: user.uuid, first_name: 'Grace' });
    expect(await me(agent)).toMatchObject({
      id: user.id,
      role: 'USER',
      impersonator: { id: administrator.id, first_name: 'Margaret', last_name: 'Hamilton', email: administrator.email },
    });
    const [session] = await sessionsOf(user.id);
    expect(session.impersonatorId).toBe(administrator.id);
    const audit = await t.dataSource.getRepository(AuditLog).findOneByOrFail({ event: 'IMPERSONATION_STARTED', actorId: administrator.id });
    expect(audit).toMatchObject({ subjectId: user.id, details: { sessionId: session.id } });
  });

  it('shows no impersonator in a session of the user', async () => {
    const { agent } = await signedInUser(t);

    expect((await me(agent)).impersonator).toBeNull();
  });

  it.each([
    ['a SYSADMIN', { role: 'SYSADMIN' as const }, 403, 'FORBIDDEN'],
    ['a disabled user', { isDisabled: true }, 403, 'ACCOUNT_DISABLED'],
  ])('refuses to impersonate %s', async (_what, fields, status, code) => {
    const { user: administrator, agent } = await signedInUser(t, { role: 'SYSADMIN' });
    const target = await t.createUser(fields);

    const response = await agent.post('/auth/impersonate').set(CSRF).send({ user_id: target.id, uuid: target.uuid }).expect(status);

    expect(response.body).toMatchObject({ statusCode: status, code });
    expect(await sessionsOf(target.id)).toHaveLength(0);
    expect((await me(agent)).id).toBe(administrator.id);
    expect(await t.dataSource.getRepository(AuditLog).countBy({ event: 'IMPERSONATION_STARTED', actorId: administrator.id })).toBe(0);
  });

  it('refuses an id and a uuid of different users, and unknown ones', async () => {
    const { agent } = await signedInUser(t, { role: 'SYSADMIN' });
    const target = await t.createUser();
    const other = await t.createUser();

    for (const body of [
      { user_id: target.id, uuid: other.uuid },
      { user_id: 999_999, uuid: target.uuid },
    ]) {
      const response = await agent.post('/auth/impersonate').set(CSRF).send(body).expect(404);
      expect(response.body).toMatchObject({ code: 'USER_NOT_FOUND' });
    }
    expect(await sessionsOf(target.id)).toHaveLength(0);
    await agent.post('/auth/impersonate').set(CSRF).send({ user_id: String(target.id), uuid: target.uuid }).expect(400);
  });

  it("ends the impersonation and gives the administrator's own session back, audited", async () => {
    const { agent, administrator, user } = await impersonatingAdmin(t);
    const [impersonated] = await sessionsOf(user.id);

    const response = await agent.post('/auth/impersonate/end').set(CSRF).expect(200);

    expect(response.body).toEqual({ restored: true });
    expect(await me(agent)).toMatchObject({ id: administrator.id, role: 'SYSADMIN', impersonator: null });
    expect(await sessionsOf(user.id)).toHaveLength(0);
    expect(await sessionsOf(administrator.id)).toHaveLength(1);
    const audit = await t.dataSource.getRepository(AuditLog).findOneByOrFail({ event: 'IMPERSONATION_ENDED', actorId: administrator.id });
    expect(audit).toMatchObject({ subjectId: user.id, details: { sessionId: impersonated.id } });
  });

  it("returns to the administrator's own session on POST /auth/logout inside the impersonation", async () => {
    const { agent, administrator, user } = await impersonatingAdmin(t);

    await agent.post('/auth/logout').set(CSRF).expect(204);

    expect(await me(agent)).toMatchObject({ id: administrator.id, impersonator: null });
    expect(await sessionsOf(user.id)).toHaveLength(0);
    expect(await t.dataSource.getRepository(AuditLog).countBy({ event: 'IMPERSONATION_ENDED', actorId: administrator.id, subjectId: user.id })).toBe(1);
    await agent.post('/auth/logout').set(CSRF).expect(204);
    await agent.get('/v1/users/me').expect(401);
    expect(await sessionsOf(administrator.id)).toHaveLength(0);
  });

  it("signs out altogether when the administrator's own session ended meanwhile (the impersonation ended with it)", async () => {
    const { agent, administrator, user } = await impersonatingAdmin(t);
    await t.dataSource.getRepository(BrowserSession).delete({ userId: administrator.id });

    await agent.post('/auth/impersonate/end').set(CSRF).expect(401);
    await agent.get('/v1/users/me').expect(401);
    expect(await sessionsOf(user.id)).toHaveLength(0);
  });

  describe('bounds (issue 25 item 7)', () => {
    const NEW_PASSWORD = 'a brand new and rather long passphrase 42';
    const MINUTE_MS = 60_000;

    it.each([
      ['with the current password', {}, { oldPassword: PASSWORD }],
      ['of a user flagged for a password reset, without the current one', { isForceResetPassword: true }, {}],
    ])('refuses to change the password %s while impersonating (403 NOT_WHILE_IMPERSONATING)', async (_what, fields, extra) => {
      const { agent, user } = await impersonatingAdmin(t, { password: PASSWORD, ...fields });

      const response = await agent.patch('/v1/users/me').set(CSRF).send({ ...extra, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });

      expect(response.status).toBe(403);
      expect(response.body).toMatchObject({ statusCode: 403, code: 'NOT_WHILE_IMPERSONATING' });
      const stored = await t.dataSource.getRepository(User).findOneByOrFail({ id: user.id });
      expect(stored.passwordHash).toBe(user.passwordHash);
      expect(await t.dataSource.getRepository(AuditLog).countBy({ event: 'PASSWORD_CHANGED', subjectId: user.id })).toBe(0);
    });

    it("refuses to set an enterprise user's temporary password while impersonating their administrator (403 NOT_WHILE_IMPERSONATING)", async () => {
      const { agent } = await signedInUser(t, { role: 'SYSADMIN' });
      const enterprise = await enterpriseAdmin(t);
      const member = await t.createUser({ enterpriseId: enterprise.enterpriseId, password: PASSWORD });
      await agent.post('/auth/impersonate').set(CSRF).send({ user_id: enterprise.user.id, uuid: enterprise.user.uuid }).expect(200);

      const response = await agent.put(`/v1/enterprises/${enterprise.enterpriseId}/users/${member.id}`).set(CSRF).send({ setTemporaryPassword: true });

      expect(response.status).toBe(403);
      expect(response.body).toMatchObject({ code: 'NOT_WHILE_IMPERSONATING' });
      expect(response.body.tempPassword).toBeUndefined();
      const stored = await t.dataSource.getRepository(User).findOneByOrFail({ id: member.id });
      expect(stored.passwordHash).toBe(member.passwordHash);
      expect(stored.isForceResetPassword).toBe(false);
      // The other row actions stay open to the impersonation (they set no credential).
      await agent.put(`/v1/enterprises/${enterprise.enterpriseId}/users/${member.id}`).set(CSRF).send({ forceLogout: true }).expect(200);
    });

    it('audits what is done in the impersonation with the administrator as actor and the user as subject', async () => {
      const { agent, administrator, user } = await impersonatingAdmin(t);

      await agent.put('/v1/users/me').set(CSRF).send({ first_name: 'Grace', last_name: 'Hopper', job_title: 'Rear admiral' }).expect(200);
      const created = await agent.post('/v1/enterprises').set(CSRF).send({ name: 'Bureau of Clouds' }).expect(201);

      const audit = t.dataSource.getRepository(AuditLog);
      expect(await audit.findOneByOrFail({ event: 'PROFILE_UPDATED', subjectId: user.id })).toMatchObject({ actorId: administrator.id, subjectId: user.id });
      const enterprise = await audit.findOneByOrFail({ event: 'ENTERPRISE_CREATED', subjectId: user.id });
      expect(enterprise).toMatchObject({ actorId: administrator.id, details: { enterpriseId: (created.body as { id: number }).id } });
      expect(await audit.countBy({ actorId: user.id })).toBe(0);
    });

    it('ends the impersonation after IMPERSONATION_TTL (60 minutes), however much it is used', async () => {
      const { agent, user } = await impersonatingAdmin(t);
      const clock = jest.spyOn(t.app.get(Clock), 'now');
      const start = Date.now();

      for (let minutes = 10; minutes < 60; minutes += 10) {
        clock.mockReturnValue(new Date(start + minutes * MINUTE_MS));
        await agent.get('/v1/users/me').expect(200);
      }
      clock.mockReturnValue(new Date(start + 61 * MINUTE_MS));

      await agent.get('/v1/users/me').expect(401);
      expect(await sessionsOf(user.id)).toHaveLength(0);
    });

    it("ends the impersonation when the administrator's own session ends, or they sign out everywhere", async () => {
      const first = await impersonatingAdmin(t);
      const second = await impersonatingAdmin(t);
      const firstElsewhere = await t.signIn(first.administrator.email, PASSWORD);
      const secondElsewhere = await t.signIn(second.administrator.email, PASSWORD);

      const own = (await firstElsewhere.get('/v1/users/me/sessions').expect(200)).body as Array<{ id: number; current: boolean }>;
      const kept = own.find((session) => !session.current);
      await firstElsewhere.delete(`/v1/users/me/sessions/${kept?.id}`).set(CSRF).expect(204);
      await secondElsewhere.delete('/v1/users/me/sessions').query({ scope: 'others' }).set(CSRF).expect(204);

      await first.agent.get('/v1/users/me').expect(401);
      await second.agent.get('/v1/users/me').expect(401);
      expect(await sessionsOf(first.user.id)).toHaveLength(0);
      expect(await sessionsOf(second.user.id)).toHaveLength(0);
    });

    it.each([
      ['disabled', { isDisabled: true }],
      ['no longer SYSADMIN', { role: 'USER' as const }],
    ])('ends the impersonation when the administrator is %s', async (_what, change) => {
      const { agent, administrator } = await impersonatingAdmin(t);
      await agent.get('/v1/users/me').expect(200);

      await t.dataSource.getRepository(User).update({ id: administrator.id }, change);

      await agent.get('/v1/users/me').expect(401);
    });

    it('tells the application who acts: the RFC 8693 act claim in the redeemed user and the JWT', async () => {
      const { application, credentials } = await createApplication(t);
      const redeem = async (agent: TestAgent) => {
        const { token } = (await agent.get('/v1/users/me/session').query({ clientId: application.clientId }).expect(200)).body as { token: string };
        const response = await t.agent().post('/v1/handoff/redeem').set('Authorization', basicAuth(credentials.client_id, credentials.client_secret)).send({ token }).expect(200);
        return response.body as { user: Record<string, unknown>; jwt: string };
      };
      const { agent, administrator, user } = await impersonatingAdmin(t);

      const impersonated = await redeem(agent);
      const act = { sub: administrator.uuid, email: administrator.email };
      expect(impersonated.user).toMatchObject({ uuid: user.uuid, act });
      expect(decodeJwt(impersonated.jwt)).toMatchObject({ sub: user.uuid, act });

      const own = await redeem((await signedInUser(t)).agent);
      expect(own.user.act).toBeUndefined();
      expect(decodeJwt(own.jwt).act).toBeUndefined();
    });
  });
});
