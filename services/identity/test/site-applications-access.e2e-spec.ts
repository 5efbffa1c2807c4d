import { enterpriseAdmin, signedInUser } from './support/enterprises';
import { createApplication } from './support/hand-off';
import { impersonatingAdmin } from './support/impersonation';
import { applicationForm } from './support/site-applications';
import { CSRF, startTestApp, type TestAgent, type TestApp } from './support/test-app';

type Caller = 'anonymous' | 'user' | 'enterprise admin' | 'SYSADMIN' | 'impersonating SYSADMIN';
const CALLERS: Caller[] = ['anonymous', 'user', 'enterprise admin', 'SYSADMIN', 'impersonating SYSADMIN'];

interface Route {
  name: string;
  call(agent: TestAgent, applicationId: number): ReturnType<TestAgent['get']>;
  expected: Record<Caller, number>;
}

const READ = { anonymous: 401, user: 200, 'enterprise admin': 200, SYSADMIN: 200, 'impersonating SYSADMIN': 200 };
/** An impersonating SYSADMIN acts as the user, with the user's rights only. */
const SYSADMIN_ONLY = (status: number): Record<Caller, number> => ({
  anonymous: 401,
  user: 403,
  'enterprise admin': 403,
  SYSADMIN: status,
  'impersonating SYSADMIN': 403,
});

const ROUTES: Route[] = [
  { name: 'GET /v1/siteapplications', call: (agent) => agent.get('/v1/siteapplications'), expected: READ },
  { name: 'GET /v1/siteapplications/{id}', call: (agent, id) => agent.get(`/v1/siteapplications/${id}`), expected: READ },
  {
    name: 'POST /v1/siteapplications',
    call: (agent) => agent.post('/v1/siteapplications').set(CSRF).send(applicationForm()),
    expected: SYSADMIN_ONLY(201),
  },
  {
    name: 'PUT /v1/siteapplications/{id}',
    call: (agent, id) => agent.put(`/v1/siteapplications/${id}`).set(CSRF).send(applicationForm()),
    expected: SYSADMIN_ONLY(200),
  },
  {
    name: 'POST /v1/siteapplications/{id}/secret',
    call: (agent, id) => agent.post(`/v1/siteapplications/${id}/secret`).set(CSRF),
    expected: SYSADMIN_ONLY(200),
  },
];

describe('site application routes: who may call them', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });

  afterAll(async () => {
    await t?.close();
  });

  async function callerAgent(caller: Caller): Promise<TestAgent> {
    if (caller === 'anonymous') return t.agent();
    if (caller === 'user') return (await signedInUser(t)).agent;
    if (caller === 'enterprise admin') return (await enterpriseAdmin(t)).agent;
    if (caller === 'SYSADMIN') return (await signedInUser(t, { role: 'SYSADMIN' })).agent;
    return (await impersonatingAdmin(t)).agent;
  }

  const cases = ROUTES.flatMap((route) => CALLERS.map((caller) => [route.name, caller, route] as const));

  it.each(cases)('%s as %s', async (_name, caller, route) => {
    const { application } = await createApplication(t);
    const agent = await callerAgent(caller);

    const response = await route.call(agent, application.id);

    expect(response.status).toBe(route.expected[caller]);
  });

  it('leaves the application as it was after a refused write', async () => {
    const { application } = await createApplication(t);
    const agent = await callerAgent('enterprise admin');

    await agent.put(`/v1/siteapplications/${application.id}`).set(CSRF).send(applicationForm({ name: 'Taken over' })).expect(403);

    const after = await agent.get(`/v1/siteapplications/${application.id}`).expect(200);
    expect((after.body as { name: string }).name).toBe(application.name);
  });
});
