import { enterpriseAdmin, PASSWORD, signedInUser } from './support/enterprises';
import { applicationForm } from './support/site-applications';
import { CSRF, startTestApp, type TestAgent, type TestApp } from './support/test-app';

/**
 * What every answer of the API carries (issue 25): no cache keeps personal data (item 13) and no
 * page may frame an answer (item 3).
 */
describe('response headers: Cache-Control no-store and no framing', () => {
  let t: TestApp;
  let admin: TestAgent;
  let user: TestAgent;
  let email: string;
  let enterpriseId: number;
  let applicationId: number;
  let enterprise: TestAgent;

  beforeAll(async () => {
    t = await startTestApp();
    admin = (await signedInUser(t, { role: 'SYSADMIN' })).agent;
    const signedIn = await signedInUser(t);
    user = signedIn.agent;
    email = signedIn.user.email;
    const owner = await enterpriseAdmin(t);
    enterprise = owner.agent;
    enterpriseId = owner.enterpriseId;
    applicationId = ((await admin.post('/v1/siteapplications').set(CSRF).send(applicationForm()).expect(201)).body as { id: number }).id;
  });

  afterAll(async () => {
    await t?.close();
  });

  type Call = [label: string, call: () => Promise<{ status: number; headers: Record<string, string> }>, status: number];
  const personal: Call[] = [
    ['GET /v1/users/me', () => user.get('/v1/users/me'), 200],
    ['PUT /v1/users/me', () => user.put('/v1/users/me').set(CSRF).send({ first_name: 'Ada', last_name: 'Lovelace' }), 200],
    ['GET /v1/users/me/sessions', () => user.get('/v1/users/me/sessions'), 200],
    ['GET /v1/users (search)', () => admin.get('/v1/users').query({ text: 'ada' }), 200],
    ['GET /v1/siteapplications', () => user.get('/v1/siteapplications'), 200],
    ['GET /v1/siteapplications/{id}', () => admin.get(`/v1/siteapplications/${applicationId}`), 200],
    ['GET /v1/enterprises/{id}', () => enterprise.get(`/v1/enterprises/${enterpriseId}`), 200],
    ['GET /v1/enterprises/{id}/users', () => enterprise.get(`/v1/enterprises/${enterpriseId}/users`), 200],
    ['POST /auth/login', () => t.agent().post('/auth/login').set(CSRF).send({ email, password: PASSWORD }), 200],
    ['GET /auth/provider', () => t.agent().get('/auth/provider').query({ email }), 200],
    ['POST /v1/users/forgot', () => t.agent().post('/v1/users/forgot').set(CSRF).send({ email, resetPassword: false }), 200],
    ['GET /v1/users/me signed out (401)', () => t.agent().get('/v1/users/me'), 401],
    ['POST /auth/login refused by CSRF (403)', () => t.agent().post('/auth/login').send({ email, password: PASSWORD }), 403],
    ['GET /v1/no-such-route (404)', () => user.get('/v1/no-such-route'), 404],
  ];

  it.each(personal)('%s answers with Cache-Control: no-store', async (_label, call, status) => {
    const answer = await call();
    expect(answer.status).toBe(status);
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it.each([
    ['GET /v1/timezones/get_all_timezones', '/v1/timezones/get_all_timezones'],
    ['GET /v1/eula/collaborate', '/v1/eula/collaborate'],
  ])('%s, public reference data, may be cached', async (_label, path) => {
    const answer = await t.agent().get(path).expect(200);
    expect(answer.headers['cache-control'] ?? '').not.toContain('no-store');
  });

  it.each([
    ['GET /v1/users/me', () => user.get('/v1/users/me')],
    ['GET /docs', () => t.agent().get('/docs')],
    ['GET /v1/no-such-route (404)', () => t.agent().get('/v1/no-such-route')],
  ] as [string, () => Promise<{ headers: Record<string, string> }>][])('%s may not be framed by any page', async (_label, call) => {
    const answer = await call();
    expect(answer.headers['x-frame-options']).toBe('DENY');
    expect(answer.headers['content-security-policy']).toMatch(/(^|;)\s*frame-ancestors 'none'\s*(;|$)/);
  });
});
