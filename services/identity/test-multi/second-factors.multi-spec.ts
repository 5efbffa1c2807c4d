import { awayFromStepEdge, totpCode } from '../test/support/rfc6238';
import { type Cluster, call, freshAddress, PASSWORD, signIn, startCluster } from './support/cluster';

/** SECOND_STEP_MAX_FAILURES_PER_DAY of this suite: below three pending steps' 5 tries each. */
const DAILY_CEILING = 8;
/** The tries of one pending second step (docs/second-factor-contract.md). */
const TRIES_PER_STEP = 5;

/** A user with a confirmed authenticator app, enrolled through instance A; returns the app's secret. */
async function userWithApp(cluster: Cluster): Promise<{ id: number; email: string; secret: string }> {
  const user = await cluster.createUser();
  const cookie = await signIn(cluster.a.url, user.email);
  const reauthenticated = await call(cluster.a.url, 'POST', '/v1/users/me/reauthentication', { cookie, body: { password: PASSWORD } });
  expect(reauthenticated.status).toBe(204);
  const added = await call(cluster.a.url, 'POST', '/v1/users/me/second-factors/totp', { cookie, body: { name: 'Phone' } });
  expect(added.status).toBe(201);
  const { id, secret } = added.body as { id: number; secret: string };
  await awayFromStepEdge(8);
  const confirmed = await call(cluster.a.url, 'POST', `/v1/users/me/second-factors/totp/${id}/confirm`, { cookie, body: { code: totpCode(secret, -30) } });
  expect(confirmed.status).toBe(200);
  return { ...user, secret };
}

/** A right password from `from` through the balancer: the pending second step's cookie. */
async function firstStep(cluster: Cluster, email: string, from: string): Promise<string> {
  const answer = await call(cluster.balancer.url, 'POST', '/auth/login', { from, body: { email, password: PASSWORD } });
  expect(answer.status).toBe(200);
  expect(answer.body).toMatchObject({ second_step: { methods: ['totp', 'recovery_code'] } });
  if (!answer.cookie?.includes('weather_second_step=')) throw new Error(`no pending second step: ${answer.cookie}`);
  return answer.cookie;
}

const wrongCodeFor = (secret: string) => (totpCode(secret) === '000000' ? '111111' : '000000');

describe('second-step limits shared by two instances behind a balancer (Redis)', () => {
  let cluster: Cluster;

  beforeAll(async () => {
    cluster = await startCluster({ environment: { SECOND_STEP_MAX_FAILURES_PER_DAY: String(DAILY_CEILING) } });
  });

  afterAll(async () => {
    await cluster?.close();
  });

  it('checks exactly 5 codes of 12 wrong ones sent at once to one pending step over both instances, then ends the step', async () => {
    const user = await userWithApp(cluster);
    const from = freshAddress();
    const cookie = await firstStep(cluster, user.email, from);
    await awayFromStepEdge(10);

    const answers = await Promise.all(Array.from({ length: 12 }, () => call(cluster.balancer.url, 'POST', '/auth/second-step/totp', { from, cookie, body: { code: wrongCodeFor(user.secret) } })));

    expect(answers.map((answer) => answer.status)).toEqual(Array(12).fill(401));
    expect((await cluster.audit(user.id)).count('SECOND_STEP_FAILED')).toBe(TRIES_PER_STEP);
    // The step is spent on both instances: the right code no longer opens it.
    for (const instance of [cluster.a, cluster.b]) {
      const right = await call(instance.url, 'POST', '/auth/second-step/totp', { from, cookie, body: { code: totpCode(user.secret) } });
      expect(right).toMatchObject({ status: 401, body: { code: 'SECOND_STEP_EXPIRED' } });
    }
  });

  it('holds the daily ceiling of wrong second steps over three sign-ins from three addresses, sent at once over both instances', async () => {
    const user = await userWithApp(cluster);
    // Each sign-in from its own address, so the per-address brake (5) never refuses: only the account's day can.
    const steps = await Promise.all([freshAddress(), freshAddress(), freshAddress()].map(async (from) => ({ from, cookie: await firstStep(cluster, user.email, from) })));
    await awayFromStepEdge(10);

    const answers = await Promise.all(
      steps.flatMap(({ from, cookie }) =>
        Array.from({ length: TRIES_PER_STEP }, () => call(cluster.balancer.url, 'POST', '/auth/second-step/totp', { from, cookie, body: { code: wrongCodeFor(user.secret) } })),
      ),
    );

    expect(answers.map((answer) => answer.status)).toEqual(Array(3 * TRIES_PER_STEP).fill(401));
    const seen = await cluster.audit(user.id);
    expect(seen.count('SECOND_STEP_FAILED')).toBe(DAILY_CEILING);
    expect(seen.count('SECOND_STEP_THROTTLED')).toBe(3 * TRIES_PER_STEP - DAILY_CEILING);
    // A fourth sign-in with the right code, on each instance: refused like a wrong one for the rest of the day.
    for (const instance of [cluster.a, cluster.b]) {
      const from = freshAddress();
      const cookie = await firstStep(cluster, user.email, from);
      const right = await call(instance.url, 'POST', '/auth/second-step/totp', { from, cookie, body: { code: totpCode(user.secret) } });
      expect(right).toMatchObject({ status: 401, body: { code: 'SECOND_FACTOR_INVALID' } });
    }
  });
});
