import { randomUUID } from 'node:crypto';
import type { Response } from 'supertest';
import { AuditLog } from '../src/platform/audit/audit-log.entity';
import { CSRF, startTestApp, type TestApp } from './support/test-app';

const PASSWORD = 'correct horse battery staple';
const INCORRECT = { statusCode: 401, code: 'INCORRECT_CREDENTIALS', message: 'Incorrect email or password' };
/** Headers whose values differ on every response anyway. */
const PER_RESPONSE = new Set(['date', 'x-request-id', 'etag', 'content-length']);
/** LOGIN_MAX_FAILURES_PER_ACCOUNT's default: password checks of one account from one address per window. */
const PER_PAIR = 5;

/** What a client can see of a refusal, apart from per-response values. */
function visible(response: Response) {
  const headers = Object.fromEntries(Object.entries(response.headers).filter(([name]) => !PER_RESPONSE.has(name)));
  return { status: response.status, body: response.body as unknown, headers, cookie: response.headers['set-cookie'] };
}

/** The sign-ins the audit log holds for the account, by what happened to the password. */
async function outcomes(t: TestApp, userId: number) {
  const rows = await t.dataSource.getRepository(AuditLog).findBy({ subjectId: userId });
  const count = (event: string, reason?: string) =>
    rows.filter((row) => row.event === event && (reason === undefined || (row.details as { reason?: string } | null)?.reason === reason)).length;
  return { wrongPassword: count('LOGIN_FAILED', 'wrong_password'), succeeded: count('LOGIN_SUCCEEDED'), throttled: count('LOGIN_THROTTLED') };
}

/** A sign-in from `address` (the tests' apps trust one proxy hop). */
const login = (app: TestApp, address: string, email: string, password: string) =>
  app.agent().post('/auth/login').set(CSRF).set('X-Forwarded-For', address).send({ email, password });

describe('login brake (default limits: 5 per account and address, 100 per account, 50 per address, 15 minutes)', () => {
  let t: TestApp;

  beforeAll(async () => {
    // Every request names its address (X-Forwarded-For through one trusted hop), so tests keep apart.
    t = await startTestApp({ TRUST_PROXY: '1' });
  });

  afterAll(async () => {
    await t?.close();
  });

  it('throttles a burst of 200 wrong passwords; the right password is then refused exactly like a wrong one', async () => {
    const user = await t.createUser({ password: PASSWORD });
    const before = visible(await login(t, '203.0.113.1', user.email, 'a first wrong guess'));

    for (let attempt = 0; attempt < 200; attempt += 1) {
      const response = await login(t, '203.0.113.1', user.email, `wrong guess ${attempt}`);
      expect(visible(response)).toEqual(before);
    }
    const right = await login(t, '203.0.113.1', user.email, PASSWORD);

    expect(right.body).toEqual(INCORRECT);
    expect(visible(right)).toEqual(before);
    expect(right.headers['retry-after']).toBeUndefined();
    expect(await outcomes(t, user.id)).toEqual({ wrongPassword: PER_PAIR, succeeded: 0, throttled: 201 - PER_PAIR + 1 });
  }, 60_000);

  it('checks at most 5 passwords of 60 wrong ones and the right one sent at the same moment; the right one after the burst is refused', async () => {
    const user = await t.createUser({ password: PASSWORD });
    const guesses = Array.from({ length: 60 }, (_, attempt) => `wrong guess ${attempt}`);

    const answers = await Promise.all([...guesses, PASSWORD].map((password) => login(t, '203.0.113.2', user.email, password)));

    const seen = await outcomes(t, user.id);
    expect(seen.wrongPassword + seen.succeeded).toBeLessThanOrEqual(PER_PAIR);
    expect(seen.wrongPassword).toBeGreaterThan(0);
    expect(seen.throttled).toBe(61 - seen.wrongPassword - seen.succeeded);
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(seen.succeeded);
    expect((await login(t, '203.0.113.2', user.email, PASSWORD).expect(401)).body).toEqual(INCORRECT);
  }, 60_000);

  it("locks the account for the guessing address only: the owner's address still signs in", async () => {
    const user = await t.createUser({ password: PASSWORD });
    await Promise.all(Array.from({ length: 20 }, (_, attempt) => login(t, '198.51.100.10', user.email, `wrong guess ${attempt}`)));

    await login(t, '198.51.100.10', user.email, PASSWORD).expect(401);
    await login(t, '198.51.100.20', user.email, PASSWORD).expect(200);
    expect((await outcomes(t, user.id)).wrongPassword).toBe(PER_PAIR);
  }, 60_000);

  it('stops a guess spread over many addresses at the per-account ceiling (LOGIN_ACCOUNT_CEILING)', async () => {
    const ceiling = 12;
    const small = await t.restart({ TRUST_PROXY: '1', LOGIN_ACCOUNT_CEILING: String(ceiling) });
    t = small;
    const user = await t.createUser({ password: PASSWORD });
    const addresses = Array.from({ length: 6 }, (_, index) => `192.0.2.${index + 1}`);

    await Promise.all(addresses.flatMap((address) => Array.from({ length: PER_PAIR }, (_, attempt) => login(t, address, user.email, `wrong ${attempt}`))));

    expect((await outcomes(t, user.id)).wrongPassword).toBe(ceiling);
    await login(t, '192.0.2.200', user.email, PASSWORD).expect(401);
  }, 60_000);
});

describe('login brake across instances (REDIS_URL)', () => {
  it('two instances sharing Redis check at most 5 passwords of a burst split between them', async () => {
    const environment = { TRUST_PROXY: '1', REDIS_URL: 'redis://127.0.0.1:6379' };
    const first = await startTestApp(environment);
    const second = await first.sibling(environment);
    try {
      // A fresh address and account per run: Redis keeps its counts between runs.
      const email = `brake-${randomUUID()}@example.com`;
      const address = `2001:db8::${randomUUID().slice(0, 4)}`;
      const user = await first.createUser({ email, password: PASSWORD });

      const answers = await Promise.all(Array.from({ length: 60 }, (_, attempt) => login(attempt % 2 === 0 ? first : second, address, email, `wrong guess ${attempt}`)));

      // A burst this size may meet the sign-in's load shedding (503 SERVICE_UNAVAILABLE, no password
      // looked at) on a busy machine; every other guess is either checked or throttled.
      const shed = answers.filter((answer) => answer.status === 503).length;
      expect(answers.every((answer) => answer.status === 401 || answer.status === 503)).toBe(true);
      const seen = await outcomes(first, user.id);
      expect(seen.wrongPassword).toBeLessThanOrEqual(PER_PAIR);
      expect(seen.wrongPassword).toBeGreaterThan(0);
      expect(seen.throttled).toBe(60 - seen.wrongPassword - shed);
      await login(second, address, email, PASSWORD).expect(401);
    } finally {
      await second.close();
      await first.close();
    }
  }, 60_000);
});
