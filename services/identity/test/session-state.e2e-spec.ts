import { impersonatingAdmin } from './support/impersonation';
import { CSRF, startTestApp, type TestApp } from './support/test-app';

const PASSWORD = 'correct horse battery staple';

/** GET /auth/session: the portal's session check answers a visitor without an error (issue 31 #10). */
describe('GET /auth/session', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  it('answers 200 signedIn false to a visitor, with no cookie or a made-up one', async () => {
    const visitor = await t.agent().get('/auth/session').expect(200);
    expect(visitor.body).toEqual({ signedIn: false, user: null });
    expect(visitor.headers['cache-control']).toMatch(/no-store/);

    const madeUp = await t.agent().get('/auth/session').set('Cookie', 'wid_session=made-up').expect(200);
    expect(madeUp.body).toEqual({ signedIn: false, user: null });
  });

  it('answers the user as GET /v1/users/me does, a user who must change a password included; signed out after logout', async () => {
    const user = await t.createUser({ password: PASSWORD, isForceResetPassword: true });
    const agent = await t.signIn(user.email, PASSWORD);

    const me = await agent.get('/v1/users/me').expect(200);
    const session = await agent.get('/auth/session').expect(200);
    expect(session.body).toEqual({ signedIn: true, user: me.body });
    expect(session.body.user).toMatchObject({ email: user.email, is_force_reset_password: true, impersonator: null });

    await agent.post('/auth/logout').set(CSRF).expect(204);
    expect((await agent.get('/auth/session').expect(200)).body).toEqual({ signedIn: false, user: null });
  });

  it('names the impersonating administrator, like GET /v1/users/me', async () => {
    const { agent, administrator, user } = await impersonatingAdmin(t);

    const session = await agent.get('/auth/session').expect(200);
    expect(session.body.user).toMatchObject({ email: user.email, impersonator: { id: administrator.id, email: administrator.email } });
  });
});
