import type { ResultSetHeader, RowDataPacket } from 'mysql2/promise';
import { awayFromStepEdge, totpCode } from '../test/support/rfc6238';
import { type Cluster, call, freshAddress, PASSWORD, signIn, startCluster } from './support/cluster';

/** SECOND_STEP_MAX_FAILURES_PER_DAY of this suite: below three pending steps' 5 tries each. */
const DAILY_CEILING = 8;
/** The tries of one pending second step (docs/second-factor-contract.md). */
const TRIES_PER_STEP = 5;
/** LOGIN_MAX_FAILURES_PER_ACCOUNT (default): re-authentication is braked like a password sign-in. */
const PER_PAIR = 5;

/** A signed-in user (`fields`: columns of `users`), re-authenticated on instance A: their session cookie. */
async function reauthenticatedUser(cluster: Cluster, fields: Record<string, number> = {}): Promise<{ id: number; email: string; cookie: string }> {
  const user = await cluster.createUser(fields);
  const cookie = await signIn(cluster.a.url, user.email);
  const reauthenticated = await call(cluster.a.url, 'POST', '/v1/users/me/reauthentication', { cookie, body: { password: PASSWORD } });
  expect(reauthenticated.status).toBe(204);
  return { ...user, cookie };
}

/** Adds an authenticator app named `name` through instance A and confirms it: its id and secret. */
async function addApp(cluster: Cluster, cookie: string, name: string): Promise<{ id: number; secret: string }> {
  const added = await call(cluster.a.url, 'POST', '/v1/users/me/second-factors/totp', { cookie, body: { name } });
  expect(added.status).toBe(201);
  const { id, secret } = added.body as { id: number; secret: string };
  await awayFromStepEdge(8);
  const confirmed = await call(cluster.a.url, 'POST', `/v1/users/me/second-factors/totp/${id}/confirm`, { cookie, body: { code: totpCode(secret, -30) } });
  expect(confirmed.status).toBe(200);
  return { id, secret };
}

/** A user with a confirmed authenticator app, enrolled through instance A; returns the app's secret. */
async function userWithApp(cluster: Cluster): Promise<{ id: number; email: string; secret: string }> {
  const { id, email, cookie } = await reauthenticatedUser(cluster);
  const { secret } = await addApp(cluster, cookie, 'Phone');
  return { id, email, secret };
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

  it(`counts wrong re-authentication passwords sent at once over both instances together: ${PER_PAIR} checked, then the right one fails`, async () => {
    const user = await cluster.createUser();
    const from = freshAddress();
    const cookie = await signIn(cluster.a.url, user.email, from);

    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, attempt) => call(attempt % 2 === 0 ? cluster.a.url : cluster.b.url, 'POST', '/v1/users/me/reauthentication', { from, cookie, body: { password: `wrong guess ${attempt}` } })),
    );

    expect(answers.map((answer) => answer.status)).toEqual(Array(12).fill(401));
    const seen = await cluster.audit(user.id);
    expect(seen.count('REAUTHENTICATION_FAILED', 'wrong')).toBe(PER_PAIR);
    expect(seen.count('REAUTHENTICATION_FAILED', 'locked')).toBe(12 - PER_PAIR);
    for (const instance of [cluster.a, cluster.b]) {
      const right = await call(instance.url, 'POST', '/v1/users/me/reauthentication', { from, cookie, body: { password: PASSWORD } });
      expect(right).toMatchObject({ status: 401, body: { code: 'REAUTHENTICATION_FAILED' } });
    }
  });

  it('keeps one of the last two factors when four removals are sent at once over both instances while the enterprise requires one', async () => {
    const [enterprise] = await cluster.sql.query<ResultSetHeader>('INSERT INTO enterprises (name) VALUES (?)', ['Bureau of Hail']);
    const user = await reauthenticatedUser(cluster, { enterprise_id: enterprise.insertId });
    const apps = [await addApp(cluster, user.cookie, 'Phone'), await addApp(cluster, user.cookie, 'Tablet')];
    // Required only now: with it at the sign-in, the user would have had to enrol before any session.
    await cluster.sql.query('UPDATE enterprises SET require_second_factor = 1 WHERE id = ?', [enterprise.insertId]);
    // The session known to both instances already, so neither answers later for a first look-up of it.
    for (const instance of [cluster.a, cluster.b]) expect((await call(instance.url, 'GET', '/v1/users/me/second-factors', { cookie: user.cookie })).status).toBe(200);

    const answers = await Promise.all(
      [...apps, ...apps].map(({ id }, removal) => call(removal % 2 === 0 ? cluster.a.url : cluster.b.url, 'DELETE', `/v1/users/me/second-factors/totp/${id}`, { cookie: user.cookie })),
    );

    // Each removal checks "not the last one" only while it holds the user's one removal slot, shared by both instances.
    expect(answers.filter((answer) => answer.status === 204)).toHaveLength(1);
    expect(answers.every((answer) => [204, 404, 409, 429].includes(answer.status))).toBe(true);
    const [[left]] = await cluster.sql.query<RowDataPacket[]>('SELECT COUNT(*) AS n FROM totp_factors WHERE user_id = ? AND confirmed_at IS NOT NULL', [user.id]);
    expect(Number(left.n)).toBe(1);
    expect((await cluster.audit(user.id)).count('SECOND_FACTOR_REMOVED')).toBe(1);
  });
});
