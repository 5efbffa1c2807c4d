import { createApplication } from './support/hand-off';
import { PASSWORD } from './support/enterprises';
import { CSRF, startTestApp, type TestAgent, type TestApp } from './support/test-app';

const NEW_PASSWORD = 'a brand new and rather long passphrase 42';

interface Call {
  name: string;
  send(agent: TestAgent, clientId: string): Promise<{ status: number; body: unknown }>;
}

/**
 * Routes of every kind a signed-in person uses: none may be used with a temporary password that
 * was not changed yet (issue 25 item 6). The guard refuses them all, so a new route is covered too.
 */
const REFUSED: Call[] = [
  { name: 'GET /v1/users/me/session (hand-off)', send: (agent, clientId) => agent.get('/v1/users/me/session').query({ clientId }) },
  { name: 'GET /v1/users/me/authorization/{clientId}', send: (agent, clientId) => agent.get(`/v1/users/me/authorization/${clientId}`) },
  { name: 'GET /v1/siteapplications (launcher)', send: (agent) => agent.get('/v1/siteapplications') },
  { name: 'PUT /v1/users/me (profile)', send: (agent) => agent.put('/v1/users/me').set(CSRF).send({ first_name: 'Grace', last_name: 'Hopper', mobile_number: '', timezone_id: null, job_title: '' }) },
  { name: 'POST /v1/enterprises', send: (agent) => agent.post('/v1/enterprises').set(CSRF).send({ name: 'Bureau of Clouds' }) },
  { name: 'GET /v1/users/me/sessions', send: (agent) => agent.get('/v1/users/me/sessions') },
  { name: 'DELETE /v1/users/me/sessions', send: (agent) => agent.delete('/v1/users/me/sessions').set(CSRF) },
  { name: 'GET /v1/users/me/avatar', send: (agent) => agent.get('/v1/users/me/avatar') },
];

describe('forced password change (is_force_reset_password, issue 25 item 6)', () => {
  let t: TestApp;
  let clientId: string;

  beforeAll(async () => {
    t = await startTestApp({ WEBHOOK_POLL_INTERVAL: '1h' });
    clientId = (await createApplication(t)).application.clientId;
  });

  afterAll(async () => {
    await t?.close();
  });

  async function signedInWithTemporaryPassword(): Promise<TestAgent> {
    const user = await t.createUser({ password: PASSWORD, isForceResetPassword: true });
    const agent = t.agent();
    const login = await agent.post('/auth/login').set(CSRF).send({ email: user.email, password: PASSWORD }).expect(200);
    expect(login.body).toMatchObject({ is_verified: true, is_force_reset_password: true });
    return agent;
  }

  it.each(REFUSED.map((call) => [call.name, call] as const))('refuses %s with 403 PASSWORD_CHANGE_REQUIRED until the password is changed', async (_name, call) => {
    const agent = await signedInWithTemporaryPassword();

    const refused = await call.send(agent, clientId);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ statusCode: 403, code: 'PASSWORD_CHANGE_REQUIRED' });

    await agent.patch('/v1/users/me').set(CSRF).send({ newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }).expect(200);
    const allowed = await call.send(agent, clientId);
    expect(allowed.body).not.toMatchObject({ code: 'PASSWORD_CHANGE_REQUIRED' });
    expect(allowed.status).not.toBe(403);
  });

  it('still lets the person read who they are, change the password and sign out', async () => {
    const agent = await signedInWithTemporaryPassword();

    const me = await agent.get('/v1/users/me').expect(200);
    expect(me.body).toMatchObject({ is_force_reset_password: true });
    await agent.patch('/v1/users/me').set(CSRF).send({ newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }).expect(200);
    expect((await agent.get('/v1/users/me').expect(200)).body).toMatchObject({ is_force_reset_password: false });
    await agent.get('/v1/siteapplications').expect(200);

    const other = await signedInWithTemporaryPassword();
    await other.post('/auth/logout').set(CSRF).expect(204);
    await other.get('/v1/users/me').expect(401);
  });
});
