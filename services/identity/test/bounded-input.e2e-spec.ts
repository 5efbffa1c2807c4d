import { signedInUser } from './support/enterprises';
import { CSRF, startTestApp, type TestAgent, type TestApp } from './support/test-app';

/** Bodies nested without end and numbers beyond any row count answer 400, never 500 (issue 25, item 12). */
describe('bounded input: JSON depth and numeric parameters', () => {
  let t: TestApp;
  let admin: TestAgent;

  beforeAll(async () => {
    t = await startTestApp();
    admin = (await signedInUser(t, { role: 'SYSADMIN' })).agent;
  });

  afterAll(async () => {
    await t?.close();
  });

  const LEVELS = 10_000;
  const nestedObjects = `{"first_name":${'{"a":'.repeat(LEVELS)}1${'}'.repeat(LEVELS)}}`;
  const nestedArrays = `{"email":${'['.repeat(LEVELS)}1${']'.repeat(LEVELS)}}`;
  const tooDeep = { statusCode: 400, code: 'BAD_REQUEST', message: 'The request is not valid' };

  const routes: [method: 'post' | 'put' | 'patch', path: string][] = [
    ['post', '/auth/login'],
    ['post', '/v1/users'],
    ['post', '/v1/users/forgot'],
    ['patch', '/v1/users/some-link-token'],
    ['put', '/v1/users/me'],
    ['patch', '/v1/users/me'],
    ['post', '/v1/enterprises'],
    ['post', '/v1/siteapplications'],
    ['post', '/v1/eula/collaborate'],
    ['post', '/auth/impersonate'],
  ];

  it.each(routes)('%s %s answers 400 to 10,000 levels of objects or arrays', async (method, path) => {
    const answers = await Promise.all([nestedObjects, nestedArrays].map((body) => admin[method](path).set(CSRF).set('Content-Type', 'application/json').send(body)));
    for (const answer of answers) {
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual(tooDeep);
    }
  });

  it('still reads the bodies the API expects', async () => {
    await admin.put('/v1/users/me').set(CSRF).send({ first_name: 'Ada', last_name: 'Lovelace' }).expect(200);
  });

  const badNumbers = ['99999999999999999999', '2147483648', '-1', '1.5', 'abc', '1e3', '0x10', ''];

  it.each(['offset', 'limit'])('GET /v1/users answers 400 VALIDATION_FAILED to a huge, negative or non-integer %s', async (name) => {
    const answers = await Promise.all(badNumbers.map((value) => admin.get('/v1/users').query({ [name]: value })));
    for (const [index, answer] of answers.entries()) {
      expect({ value: badNumbers[index], status: answer.status }).toEqual({ value: badNumbers[index], status: 400 });
      expect(answer.body).toMatchObject({ code: 'VALIDATION_FAILED', errors: [expect.objectContaining({ field: name })] });
    }
  });

  it('GET /v1/users still pages with plain numbers', async () => {
    const page = await admin.get('/v1/users').query({ offset: '0', limit: '100' }).expect(200);
    expect(page.headers['x-result-page-limit']).toBe('100');
    await admin.get('/v1/users').query({ offset: '2147483647', limit: '1' }).expect(200, []);
  });

  const idRoutes = ['/v1/enterprises/{n}', '/v1/enterprises/{n}/users', '/v1/siteapplications/{n}', '/v1/timezones/{n}', '/auth/saml/{n}/metadata'];

  it.each(idRoutes)('GET %s answers 404, not 500, to an id beyond any row', async (route) => {
    const answers = await Promise.all(['99999999999999999999', '-1', '1.5'].map((id) => admin.get(route.replace('{n}', id))));
    for (const answer of answers) expect(answer.status).toBe(404);
  });

  it('DELETE /v1/users/me/sessions/{id} answers 404, not 500, to an id beyond any row', async () => {
    const answers = await Promise.all(['99999999999999999999', '-1', 'abc'].map((id) => admin.delete(`/v1/users/me/sessions/${id}`).set(CSRF)));
    for (const answer of answers) expect(answer.status).toBe(404);
  });
});
