import { randomUUID } from 'node:crypto';
import { type SocialProviderServer, startSocialProviderServer } from '@weather/test-peers';
import { performance } from 'node:perf_hooks';
import { SessionCache } from '../src/auth/sessions/session-cache';
import { CacheInvalidation } from '../src/platform/cache/cache-invalidation';
import { hashOpaqueToken } from '../src/platform/security/opaque-token';
import { User } from '../src/users/user.entity';
import { OwnRedisServer } from './support/redis-server';
import { postedResult } from './support/social-sign-in';
import { CSRF, startTestApp, type TestApp } from './support/test-app';

const PASSWORD = 'a long enough password';
const SIGN_UP = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'new-person@example.com',
  phone: '0412 345 678',
  password: 'correct horse battery staple 42',
  password_confirmation: 'correct horse battery staple 42',
  timezone: 'Australia/Sydney',
  recaptcha: 'never checked: the limit comes first',
};

/** The session cookie of a sign-in answer, as a Cookie header, and the hash the cache keeps it by. */
function sessionOf(response: { headers: Record<string, unknown> }): { cookie: string; hash: string } {
  const setCookie = ([] as string[]).concat(response.headers['set-cookie'] as string[]);
  const pair = setCookie.map((line) => line.split(';')[0]).find((value) => value.startsWith('wid_session='));
  if (!pair) throw new Error('no session cookie');
  return { cookie: pair, hash: hashOpaqueToken(pair.slice('wid_session='.length)) };
}

async function signIn(t: TestApp, email: string): Promise<{ cookie: string; hash: string }> {
  return sessionOf(await t.agent().post('/auth/login').set(CSRF).send({ email, password: PASSWORD }).expect(200));
}

/** Asks until `check` passes, for at most `seconds`: recovery is a fact to reach, not a time to assert. */
async function eventually(check: () => Promise<boolean>, seconds = 15): Promise<void> {
  const until = Date.now() + seconds * 1000;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`not reached within ${seconds} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('two instances sharing Redis (docs/adr/0700)', () => {
  let a: TestApp;
  let b: TestApp;
  let linkedin: SocialProviderServer;

  beforeAll(async () => {
    linkedin = await startSocialProviderServer('linkedin');
    // The machine's Redis, with keys and channel of this run only; one social state key for both, as production requires.
    const environment = { REDIS_URL: 'redis://127.0.0.1:6379', REDIS_KEY_PREFIX: `e2e-${randomUUID()}:`, SOCIAL_STATE_SECRET: randomUUID() + randomUUID(), ...linkedin.environment() };
    a = await startTestApp(environment);
    b = await a.sibling(environment);
  });

  afterAll(async () => {
    await b?.close();
    await a?.close();
    await linkedin?.stop();
  });

  it('refuses on B, at once, a session signed out on A while B held it in its cache', async () => {
    const user = await a.createUser({ password: PASSWORD });
    const { cookie, hash } = await signIn(a, user.email);
    await b.agent().get('/v1/users/me').set('Cookie', cookie).expect(200);
    await b.agent().get('/v1/users/me').set('Cookie', cookie).expect(200);
    expect(b.app.get(SessionCache).get(hash)).not.toBeNull();

    await a.agent().post('/auth/logout').set(CSRF).set('Cookie', cookie).expect(204);
    const answered = performance.now();
    await b.agent().get('/v1/users/me').set('Cookie', cookie).expect(401);
    process.stdout.write(`sign-out answered on A → the next request on B refused: ${(performance.now() - answered).toFixed(1)} ms (one HTTP round trip)\n`);
  });

  it('refuses on B a session whose user A disabled, and shows B at once a SYSADMIN that A demoted', async () => {
    const user = await a.createUser({ password: PASSWORD });
    const other = await a.createUser({ password: PASSWORD, role: 'SYSADMIN' });
    const disabled = await signIn(a, user.email);
    const demoted = await signIn(b, other.email);
    await b.agent().get('/v1/users/me').set('Cookie', disabled.cookie).expect(200);
    await b.agent().get('/v1/users/me').set('Cookie', demoted.cookie).expect(200);
    expect(b.app.get(SessionCache).get(disabled.hash)).not.toBeNull();

    await a.dataSource.getRepository(User).update({ id: user.id }, { isDisabled: true });
    await a.dataSource.getRepository(User).update({ id: other.id }, { role: 'USER' });

    await b.agent().get('/v1/users/me').set('Cookie', disabled.cookie).expect(401);
    const me = await b.agent().get('/v1/users/me').set('Cookie', demoted.cookie).expect(200);
    expect(me.body).toMatchObject({ role: 'USER' });
  });

  it('finishes on B a social sign-in started on A (the state cookie is signed with the shared SOCIAL_STATE_SECRET)', async () => {
    const user = await a.createUser({ password: PASSWORD });
    linkedin.person = { sub: `across-${user.id}`, email: user.email, email_verified: true };
    const start = await a.agent().get('/auth/linkedin').expect(302);
    const stateCookie = ([] as string[]).concat(start.headers['set-cookie'] as unknown as string[]).map((line) => line.split(';')[0]).find((pair) => pair.startsWith('wid_social_state='));
    const consent = await fetch(String(start.headers.location), { redirect: 'manual' });
    const back = new URL(consent.headers.get('location') ?? '');

    const page = await b.agent().get(`${back.pathname}${back.search}`).set('Cookie', stateCookie ?? '').expect(200);

    expect(postedResult(page.text).message).toMatchObject({ ok: true, provider: 'linkedin' });
    const { cookie } = sessionOf(page);
    const me = await a.agent().get('/v1/users/me').set('Cookie', cookie).expect(200);
    expect(me.body).toMatchObject({ email: user.email });
  });

  it('tells B before the writer goes on (figure: publish on A → drop on B)', async () => {
    const delays: number[] = [];
    let dropped: (() => void) | null = null;
    b.app.get(CacheInvalidation).register('probe', { drop: () => dropped?.() });
    for (let round = 0; round < 50; round += 1) {
      const arrived = new Promise<void>((resolve) => (dropped = resolve));
      const sent = performance.now();
      await a.app.get(CacheInvalidation).invalidate('probe');
      await arrived;
      delays.push(performance.now() - sent);
    }
    delays.sort((x, y) => x - y);
    expect(delays).toHaveLength(50);
    process.stdout.write(`refusal delay, publish on A → drop on B over Redis (50 rounds): median ${delays[25].toFixed(2)} ms, max ${delays[49].toFixed(2)} ms\n`);
  });
});

describe('a Redis fault (a redis-server of the test, stopped and started again)', () => {
  let redis: OwnRedisServer;
  let t: TestApp;

  beforeAll(async () => {
    redis = await OwnRedisServer.start();
    t = await startTestApp({ REDIS_URL: redis.url });
  });

  afterAll(async () => {
    await t?.close();
    await redis?.stop();
  });

  it('refuses sign-in, code sends and sign-up with 503 while Redis is down, keeps sessions working from the database, and recovers by itself', async () => {
    const user = await t.createUser({ password: PASSWORD });
    const { cookie } = await signIn(t, user.email);

    await redis.stop();
    await eventually(async () => !t.app.get(CacheInvalidation).serving);

    const refused = await Promise.all([
      ...Array.from({ length: 5 }, () => t.agent().post('/auth/login').set(CSRF).send({ email: user.email, password: PASSWORD })),
      t.agent().post('/auth/login').set(CSRF).send({ email: user.email, password: 'a wrong password here' }),
      t.agent().post('/v1/users/forgot').set(CSRF).send({ email: user.email, resetPassword: false }),
      t.agent().post('/v1/users?checkup=yes').set(CSRF).send({ email: user.email }),
      t.agent().post('/v1/users').set(CSRF).send(SIGN_UP),
    ]);
    for (const response of refused) {
      expect(response.status).toBe(503);
      expect(response.body).toMatchObject({ statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'Sign-in is briefly unavailable. Please try again in a moment.' });
      expect(response.headers['retry-after']).toBe('5');
    }
    await t.agent().get('/v1/users/me').set('Cookie', cookie).expect(200);

    const stopped = performance.now();
    await redis.restart();
    await eventually(async () => (await t.agent().post('/auth/login').set(CSRF).send({ email: user.email, password: PASSWORD })).status === 200);
    await eventually(async () => t.app.get(CacheInvalidation).serving);
    process.stdout.write(`Redis restarted → sign-in answered 200 again after ${(performance.now() - stopped).toFixed(0)} ms\n`);
    await t.agent().get('/v1/users/me').set('Cookie', cookie).expect(200);
  });
});
