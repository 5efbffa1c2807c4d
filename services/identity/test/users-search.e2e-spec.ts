import { enterpriseAdmin, signedInUser } from './support/enterprises';
import { impersonatingAdmin } from './support/impersonation';
import { PORTAL_ORIGIN, startTestApp, type TestAgent, type TestApp } from './support/test-app';

type Caller = 'anonymous' | 'user' | 'enterprise admin' | 'SYSADMIN' | 'impersonating SYSADMIN';
const CALLERS: Caller[] = ['anonymous', 'user', 'enterprise admin', 'SYSADMIN', 'impersonating SYSADMIN'];
const EXPECTED: Record<Caller, number> = { anonymous: 401, user: 403, 'enterprise admin': 403, SYSADMIN: 200, 'impersonating SYSADMIN': 403 };

interface Found {
  id: number;
  uuid: string;
  first_name: string;
  last_name: string;
  email: string;
}

let markerCount = 0;

/** A word no other user's names or email start with, so each test sees only its own users. */
function marker(): string {
  markerCount += 1;
  return `Qx${markerCount}${Date.now().toString(36)}`;
}

describe('GET /v1/users: the user search (SPEC §7)', () => {
  let t: TestApp;
  let admin: TestAgent;

  beforeAll(async () => {
    t = await startTestApp();
    admin = (await signedInUser(t, { role: 'SYSADMIN' })).agent;
  });

  afterAll(async () => {
    await t?.close();
  });

  async function search(query: Record<string, string | number>): Promise<{ users: Found[]; headers: Record<string, string> }> {
    const response = await admin.get('/v1/users').query(query).expect(200);
    return { users: response.body as Found[], headers: response.headers as Record<string, string> };
  }

  async function callerAgent(caller: Caller): Promise<TestAgent> {
    if (caller === 'anonymous') return t.agent();
    if (caller === 'user') return (await signedInUser(t)).agent;
    if (caller === 'enterprise admin') return (await enterpriseAdmin(t)).agent;
    if (caller === 'SYSADMIN') return (await signedInUser(t, { role: 'SYSADMIN' })).agent;
    return (await impersonatingAdmin(t)).agent;
  }

  it.each(CALLERS)('answers %s as the matrix says', async (caller) => {
    const agent = await callerAgent(caller);

    const response = await agent.get('/v1/users').query({ text: 'a' });

    expect(response.status).toBe(EXPECTED[caller]);
  });

  it('finds a user by the start of the first name, the last name, the email or the full name, in any case', async () => {
    const word = marker();
    const user = await t.createUser({ firstName: `${word}Grace`, lastName: `${word}Hopper`, email: `${word.toLowerCase()}.mail@example.com` });
    await t.createUser({ firstName: 'Someone', lastName: `Else${word}` });

    for (const text of [`${word}gr`, word.toUpperCase(), `${word.toLowerCase()}hop`, `${word.toLowerCase()}.mail@`, `${word}Grace ${word}Hop`, `${word}Hopper ${word}gr`]) {
      const { users } = await search({ text });
      expect({ text, ids: users.map((found) => found.id) }).toEqual({ text, ids: [user.id] });
    }
    expect((await search({ text: `${word}Grace ${word}Nobody` })).users).toEqual([]);
    expect((await search({ text: 'race' })).users.map((found) => found.id)).not.toContain(user.id);
    expect((await search({ text: `${word}gr` })).users[0]).toEqual({
      id: user.id,
      uuid: user.uuid,
      first_name: user.firstName,
      last_name: user.lastName,
      email: user.email,
      role: 'USER',
      is_disabled: false,
    });
  });

  it('takes % and _ as letters, not patterns', async () => {
    const word = marker();
    await t.createUser({ firstName: `${word}x`, lastName: 'Plain' });

    expect((await search({ text: `${word}%` })).headers['x-result-total-count']).toBe('0');
    expect((await search({ text: `${word}_` })).headers['x-result-total-count']).toBe('0');
    expect((await search({ text: `${word.slice(0, -1)}_` })).headers['x-result-total-count']).toBe('0');
  });

  it('pages by id with the paging headers right at each page edge', async () => {
    const word = marker();
    const created: number[] = [];
    for (let index = 0; index < 45; index += 1) created.push((await t.createUser({ firstName: `${word}${index}`, lastName: 'Paged' })).id);

    const pages: [offset: number, count: number][] = [
      [0, 20],
      [20, 20],
      [40, 5],
      [44, 1],
      [45, 0],
      [60, 0],
    ];
    for (const [offset, count] of pages) {
      const { users, headers } = await search({ text: word, limit: 20, offset });
      expect({ offset, ids: users.map((found) => found.id) }).toEqual({ offset, ids: created.slice(offset, offset + count) });
      expect(headers).toMatchObject({ 'x-result-total-count': '45', 'x-result-page-limit': '20', 'x-result-start-offset': String(offset) });
    }
    const byDefault = await search({ text: word });
    expect(byDefault.users).toHaveLength(20);
    expect(byDefault.headers).toMatchObject({ 'x-result-total-count': '45', 'x-result-page-limit': '20', 'x-result-start-offset': '0' });
  });

  it.each([{ limit: 0 }, { limit: 101 }, { limit: 'many' }, { offset: -1 }, { offset: 1.5 }])('refuses %p', async (query) => {
    const response = await admin.get('/v1/users').query(query).expect(400);

    expect(response.body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
  });

  it('lets the portal read the paging headers across origins', async () => {
    const response = await admin.get('/v1/users').set('Origin', PORTAL_ORIGIN).query({ text: marker() }).expect(200);

    const exposed = String(response.headers['access-control-expose-headers']).toLowerCase().split(/,\s*/u);
    expect(exposed).toEqual(expect.arrayContaining(['x-result-total-count', 'x-result-page-limit', 'x-result-start-offset']));
  });
});
