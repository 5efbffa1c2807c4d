import { HandoffToken } from '../src/site-applications/handoff/handoff-token.entity';
import { OPEN_REDIRECT_PAYLOADS } from '../src/site-applications/handoff/open-redirect-payloads';
import { createApplication } from './support/hand-off';
import { startTestApp, type TestAgent, type TestApp } from './support/test-app';

/** Every payload against the real route, for an application at http://localhost:4001. */
describe('hand-off: return paths', () => {
  let t: TestApp;
  let agent: TestAgent;
  let clientId: string;
  let postClientId: string;

  beforeAll(async () => {
    t = await startTestApp({ WEBHOOK_POLL_INTERVAL: '1h' });
    clientId = (await createApplication(t)).application.clientId;
    postClientId = (await createApplication(t, { postCallbackUrl: 'http://localhost:4001/auth/post-callback' })).application.clientId;
    const user = await t.createUser({ password: 'a long enough password' });
    agent = await t.signIn(user.email, 'a long enough password');
  });

  afterAll(async () => {
    await t?.close();
  });

  it('has at least 40 distinct payloads', () => {
    expect(new Set(OPEN_REDIRECT_PAYLOADS).size).toBeGreaterThanOrEqual(40);
  });

  it.each(OPEN_REDIRECT_PAYLOADS.map((payload) => [payload]))('refuses return=%j with 400 and issues no token', async (payload) => {
    const tokensBefore = await t.dataSource.getRepository(HandoffToken).count();
    for (const id of [clientId, postClientId]) {
      const response = await agent.get('/v1/users/me/session').query({ clientId: id, return: payload });

      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        statusCode: 400,
        code: 'RETURN_PATH_NOT_ALLOWED',
        message: 'This return address is not allowed',
        errors: [{ field: 'return', code: 'RETURN_PATH_NOT_ALLOWED', message: 'This return address is not allowed' }],
      });
    }
    expect(await t.dataSource.getRepository(HandoffToken).count()).toBe(tokensBefore);
  });

  it('refuses a return value given twice', async () => {
    const response = await agent.get(`/v1/users/me/session?clientId=${clientId}&return=/a&return=/b`).expect(400);
    expect(response.body).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ field: 'return', code: 'INVALID_TYPE' }] });
  });

  it.each([
    ['/forecast', 'http://localhost:4001/forecast'],
    ['/forecast?day=2#top', 'http://localhost:4001/forecast?day=2'],
    ['http://localhost:4001/maps', 'http://localhost:4001/maps'],
  ])('accepts return=%j', async (value, start) => {
    const response = await agent.get('/v1/users/me/session').query({ clientId, return: value }).expect(200);
    expect((response.body as { redirect: { url: string } }).redirect.url.startsWith(start)).toBe(true);
  });
});
