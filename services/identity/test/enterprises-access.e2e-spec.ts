import { startTestDnsServer, type TestDnsServer } from '@weather/test-peers';
import { addDomain, type EnterpriseAdmin, enterpriseAdmin, signedInUser, uniqueDomain, verifyDomain } from './support/enterprises';
import { CSRF, startTestApp, type TestAgent, type TestApp } from './support/test-app';

type Caller = 'anonymous' | 'user' | 'member' | 'admin of this enterprise' | 'admin of another enterprise' | 'SYSADMIN';
const CALLERS: Caller[] = ['anonymous', 'user', 'member', 'admin of this enterprise', 'admin of another enterprise', 'SYSADMIN'];

/** What each caller must get on a route of enterprise E: only E's administrators and SYSADMIN get through. */
const MANAGED: Record<Caller, number> = {
  anonymous: 401,
  user: 404,
  member: 403,
  'admin of this enterprise': 200,
  'admin of another enterprise': 404,
  SYSADMIN: 200,
};

interface Fixture {
  enterprise: EnterpriseAdmin;
  memberId: number;
  verifiedDomainId: number;
}

interface Route {
  name: string;
  call(agent: TestAgent, fixture: Fixture): ReturnType<TestAgent['get']>;
  expected: Record<Caller, number>;
}

const ROUTES: Route[] = [
  {
    name: 'POST /v1/enterprises',
    call: (agent) => agent.post('/v1/enterprises').set(CSRF).send({ name: 'New enterprise' }),
    // Anyone signed in may start an enterprise, once: members and administrators already have one.
    expected: { anonymous: 401, user: 201, member: 409, 'admin of this enterprise': 409, 'admin of another enterprise': 409, SYSADMIN: 201 },
  },
  { name: 'GET /v1/enterprises/{id}', call: (agent, f) => agent.get(`/v1/enterprises/${f.enterprise.enterpriseId}`), expected: MANAGED },
  {
    name: 'PUT /v1/enterprises/{id}',
    call: (agent, f) => agent.put(`/v1/enterprises/${f.enterprise.enterpriseId}`).set(CSRF).send({ name: 'Renamed' }),
    expected: MANAGED,
  },
  {
    name: 'POST /v1/enterprises/{id}/domains',
    call: (agent, f) => agent.post(`/v1/enterprises/${f.enterprise.enterpriseId}/domains`).set(CSRF).send({ name: uniqueDomain() }),
    expected: { ...MANAGED, 'admin of this enterprise': 201, SYSADMIN: 201 },
  },
  {
    name: 'GET /v1/enterprises/{id}/domains/{domainId}/users/claim',
    call: (agent, f) => agent.get(`/v1/enterprises/${f.enterprise.enterpriseId}/domains/${f.verifiedDomainId}/users/claim`).set(CSRF),
    expected: MANAGED,
  },
  { name: 'GET /v1/enterprises/{id}/users', call: (agent, f) => agent.get(`/v1/enterprises/${f.enterprise.enterpriseId}/users`), expected: MANAGED },
  {
    name: 'PUT /v1/enterprises/{id}/users/{userId}',
    call: (agent, f) => agent.put(`/v1/enterprises/${f.enterprise.enterpriseId}/users/${f.memberId}`).set(CSRF).send({ forceLogout: true }),
    expected: MANAGED,
  },
];

describe('enterprise routes: who may call them', () => {
  let t: TestApp;
  let dns: TestDnsServer;

  beforeAll(async () => {
    dns = await startTestDnsServer();
    t = await startTestApp({ DNS_SERVERS: dns.address });
  });

  afterAll(async () => {
    await t?.close();
    await dns?.close();
  });

  /** A fresh enterprise E (administrator, member, verified domain) and the caller, for each case. */
  async function arrange(caller: Caller): Promise<{ agent: TestAgent; fixture: Fixture }> {
    const enterprise = await enterpriseAdmin(t);
    const domain = await addDomain(enterprise);
    await verifyDomain(t, dns, domain);
    const member = await signedInUser(t, { enterpriseId: enterprise.enterpriseId });
    const fixture = { enterprise, memberId: member.user.id, verifiedDomainId: domain.id };
    const agents: Record<Caller, () => Promise<TestAgent>> = {
      anonymous: () => Promise.resolve(t.agent()),
      user: async () => (await signedInUser(t)).agent,
      member: () => Promise.resolve(member.agent),
      'admin of this enterprise': () => Promise.resolve(enterprise.agent),
      'admin of another enterprise': async () => (await enterpriseAdmin(t, 'Other')).agent,
      SYSADMIN: async () => (await signedInUser(t, { role: 'SYSADMIN' })).agent,
    };
    return { agent: await agents[caller](), fixture };
  }

  const cases = ROUTES.flatMap((route) => CALLERS.map((caller) => [route.name, caller, route] as const));

  it.each(cases)('%s as %s', async (_name, caller, route) => {
    const { agent, fixture } = await arrange(caller);

    const response = await route.call(agent, fixture);

    expect(response.status).toBe(route.expected[caller]);
  });

  it('gives an administrator of another enterprise nothing of it, even with ids of its domains and users', async () => {
    const { agent: outsider, fixture } = await arrange('admin of another enterprise');
    const own = (await outsider.get('/v1/users/me').expect(200)).body as { Enterprise: { id: number } };

    // The outsider's own enterprise id with E's domain and user: still nothing of E.
    await outsider.get(`/v1/enterprises/${own.Enterprise.id}/domains/${fixture.verifiedDomainId}/users/claim`).set(CSRF).expect(404);
    await outsider.put(`/v1/enterprises/${own.Enterprise.id}/users/${fixture.memberId}`).set(CSRF).send({ disableUser: true }).expect(404);
    await fixture.enterprise.agent.get('/v1/users/me').expect(200);
  });
});
