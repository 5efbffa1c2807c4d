import { AuditLog } from '../src/platform/audit/audit-log.entity';
import { User } from '../src/users/user.entity';
import { WebhookDelivery } from '../src/site-applications/webhooks/webhook-delivery.entity';
import { type EnterpriseAdmin, enterpriseAdmin, PASSWORD, signedInUser } from './support/enterprises';
import { createApplication } from './support/hand-off';
import { CSRF, startTestApp, type TestApp } from './support/test-app';

describe('enterprise users: GET /v1/enterprises/{id}/users and the row menu (PUT .../users/{userId})', () => {
  let t: TestApp;

  beforeAll(async () => {
    // The outbox is read, not sent: the worker's timer never fires within a test.
    t = await startTestApp({ WEBHOOK_POLL_INTERVAL: '1h' });
  });

  afterAll(async () => {
    await t?.close();
  });

  /** An administrator and a signed-in member of the same enterprise. */
  async function adminAndMember(): Promise<{ admin: EnterpriseAdmin; member: Awaited<ReturnType<typeof signedInUser>> }> {
    const admin = await enterpriseAdmin(t);
    const member = await signedInUser(t, { enterpriseId: admin.enterpriseId, firstName: 'Grace', lastName: 'Hopper' });
    return { admin, member };
  }

  function act(admin: EnterpriseAdmin, userId: number, body: object) {
    return admin.agent.put(`/v1/enterprises/${admin.enterpriseId}/users/${userId}`).set(CSRF).send(body);
  }

  it('lists the users with names, email, Pending or Verified, and enabled or disabled', async () => {
    const admin = await enterpriseAdmin(t);
    const pending = await t.createUser({ enterpriseId: admin.enterpriseId, firstName: 'Alan', lastName: 'Turing', isVerified: false, isDisabled: true });
    await t.createUser({ firstName: 'Outside' });

    const list = (await admin.agent.get(`/v1/enterprises/${admin.enterpriseId}/users`).expect(200)).body as object[];

    expect(list).toEqual([
      {
        id: admin.user.id,
        first_name: 'Ada',
        last_name: 'Lovelace',
        email: admin.user.email,
        is_verified: true,
        status: 'Verified',
        is_disabled: false,
        is_enterprise_administrator: true,
        is_force_reset_password: false,
        has_second_factor: false,
      },
      {
        id: pending.id,
        first_name: 'Alan',
        last_name: 'Turing',
        email: pending.email,
        is_verified: false,
        status: 'Pending',
        is_disabled: true,
        is_enterprise_administrator: false,
        is_force_reset_password: false,
        has_second_factor: false,
      },
    ]);
  });

  it('disables a user, who is signed out and cannot sign in, and enables them again', async () => {
    const { admin, member } = await adminAndMember();

    const disabled = await act(admin, member.user.id, { disableUser: true }).expect(200);
    expect(disabled.body).toMatchObject({ id: member.user.id, is_disabled: true });
    expect(disabled.body.tempPassword).toBeUndefined();
    await member.agent.get('/v1/users/me').expect(401);
    const refused = await t.agent().post('/auth/login').set(CSRF).send({ email: member.user.email, password: PASSWORD }).expect(403);
    expect(refused.body.code).toBe('ACCOUNT_DISABLED');

    await act(admin, member.user.id, { disableUser: false }).expect(200);
    await t.signIn(member.user.email, PASSWORD);
    const events = await t.dataSource.getRepository(AuditLog).find({ where: { subjectId: member.user.id, actorId: admin.user.id }, order: { id: 'ASC' } });
    expect(events.map((event) => event.event)).toEqual(['ENTERPRISE_USER_DISABLED', 'ENTERPRISE_USER_ENABLED']);
  });

  it('sets a temporary password that must be changed at the next sign-in', async () => {
    const { admin, member } = await adminAndMember();

    const answer = await act(admin, member.user.id, { setTemporaryPassword: true }).expect(200);
    const tempPassword = answer.body.tempPassword as string;
    expect(tempPassword).toMatch(/^\S{5}-\S{5}-\S{5}$/);
    expect(answer.body.is_force_reset_password).toBe(true);

    await member.agent.get('/v1/users/me').expect(401);
    await t.agent().post('/auth/login').set(CSRF).send({ email: member.user.email, password: PASSWORD }).expect(401);
    const login = await t.agent().post('/auth/login').set(CSRF).send({ email: member.user.email, password: tempPassword }).expect(200);
    expect(login.body).toEqual({ is_verified: true, is_force_reset_password: true });
  });

  it('forces a logout: every session of the user ends at once', async () => {
    const { admin, member } = await adminAndMember();
    const secondSession = await t.signIn(member.user.email, PASSWORD);

    await act(admin, member.user.id, { forceLogout: true }).expect(200);

    await member.agent.get('/v1/users/me').expect(401);
    await secondSession.get('/v1/users/me').expect(401);
    await admin.agent.get('/v1/users/me').expect(200);
    await t.signIn(member.user.email, PASSWORD);
  });

  it('tells the applications: user.disabled, user.updated on enabling, user.logged_out', async () => {
    const { application } = await createApplication(t);
    const { admin, member } = await adminAndMember();

    await act(admin, member.user.id, { disableUser: true }).expect(200);
    await act(admin, member.user.id, { disableUser: false }).expect(200);
    await act(admin, member.user.id, { forceLogout: true }).expect(200);
    await act(admin, member.user.id, { setTemporaryPassword: true }).expect(200);

    const deliveries = await t.dataSource.getRepository(WebhookDelivery).find({ where: { siteApplicationId: application.id }, order: { id: 'ASC' } });
    const aboutMember = deliveries.filter((delivery) => (JSON.parse(delivery.payload) as { user: { uuid: string } }).user.uuid === member.user.uuid);
    expect(aboutMember.map((delivery) => delivery.event)).toEqual(['user.disabled', 'user.updated', 'user.logged_out']);
  });

  it.each([
    ['no action', {}],
    ['two actions', { disableUser: true, forceLogout: true }],
    ['all three', { disableUser: false, setTemporaryPassword: true, forceLogout: true }],
  ])('refuses %s with 400', async (_case, body) => {
    const { admin, member } = await adminAndMember();

    const response = await act(admin, member.user.id, body).expect(400);

    expect(response.body).toEqual({
      statusCode: 400,
      code: 'ONE_USER_ACTION',
      message: 'Send exactly one of disableUser, setTemporaryPassword or forceLogout',
    });
    expect((await t.dataSource.getRepository(User).findOneByOrFail({ id: member.user.id })).isDisabled).toBe(false);
    await member.agent.get('/v1/users/me').expect(200);
  });

  it('refuses values of the wrong type and unknown actions', async () => {
    const { admin, member } = await adminAndMember();

    expect((await act(admin, member.user.id, { disableUser: 'yes' }).expect(400)).body.errors).toEqual([
      { field: 'disableUser', code: 'INVALID_TYPE', message: 'This value has the wrong type' },
    ]);
    expect((await act(admin, member.user.id, { forceLogout: false }).expect(400)).body.code).toBe('VALIDATION_FAILED');
    expect((await act(admin, member.user.id, { deleteUser: true }).expect(400)).body.errors[0].code).toBe('UNKNOWN_FIELD');
  });

  it("refuses the caller's own row, and users outside the enterprise", async () => {
    const admin = await enterpriseAdmin(t);
    const outsider = await t.createUser();
    const otherAdmin = await enterpriseAdmin(t);

    const own = await act(admin, admin.user.id, { disableUser: true }).expect(403);
    expect(own.body).toEqual({ statusCode: 403, code: 'OWN_ACCOUNT', message: 'You cannot do this to your own account' });
    for (const user of [outsider, otherAdmin.user]) {
      expect((await act(admin, user.id, { forceLogout: true }).expect(404)).body.code).toBe('USER_NOT_FOUND');
    }
    await admin.agent.put(`/v1/enterprises/${admin.enterpriseId}/users/abc`).set(CSRF).send({ forceLogout: true }).expect(404);
    expect((await t.dataSource.getRepository(User).findOneByOrFail({ id: admin.user.id })).isDisabled).toBe(false);
  });

  it('keeps an enterprise administrator from acting on a SYSADMIN of the enterprise', async () => {
    const admin = await enterpriseAdmin(t);
    const sysadmin = await signedInUser(t, { role: 'SYSADMIN', enterpriseId: admin.enterpriseId });

    expect((await act(admin, sysadmin.user.id, { disableUser: true }).expect(403)).body.code).toBe('FORBIDDEN');
    await sysadmin.agent.get('/v1/users/me').expect(200);
  });

  it('lets SYSADMIN act on the users of any enterprise, but not on their own row', async () => {
    const { admin, member } = await adminAndMember();
    const sysadmin = await signedInUser(t, { role: 'SYSADMIN', enterpriseId: admin.enterpriseId });

    await sysadmin.agent.put(`/v1/enterprises/${admin.enterpriseId}/users/${member.user.id}`).set(CSRF).send({ forceLogout: true }).expect(200);
    await sysadmin.agent.put(`/v1/enterprises/${admin.enterpriseId}/users/${sysadmin.user.id}`).set(CSRF).send({ forceLogout: true }).expect(403);
  });
});
