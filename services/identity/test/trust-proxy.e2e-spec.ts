import type { Environment } from '../src/platform/config/load-config';
import { CSRF, startTestApp, type TestApp } from './support/test-app';

const PASSWORD = 'correct horse battery staple';
const CLIENT = '203.0.113.7';
const PROXY = '198.51.100.9';

/** The address a sign-in through proxies (X-Forwarded-For) records on its session, for a TRUST_PROXY. */
async function recordedAddress(environment: Environment, forwardedFor: string): Promise<string | null> {
  const t: TestApp = await startTestApp(environment);
  try {
    const user = await t.createUser({ password: PASSWORD });
    const agent = t.agent();
    await agent.post('/auth/login').set(CSRF).set('X-Forwarded-For', forwardedFor).send({ email: user.email, password: PASSWORD }).expect(200);
    const sessions = await agent.get('/v1/users/me/sessions').expect(200);
    return (sessions.body as { ip: string | null }[])[0]?.ip ?? null;
  } finally {
    await t.close();
  }
}

// supertest connects from loopback, so the direct peer is 127.0.0.1 (ADR 0412 keeps Express's meaning).
describe('TRUST_PROXY decides the client address', () => {
  it('ignores X-Forwarded-For by default', async () => {
    expect(await recordedAddress({}, CLIENT)).toBe('127.0.0.1');
  });

  it('takes the address before one trusted hop with a hop count', async () => {
    expect(await recordedAddress({ TRUST_PROXY: '1' }, CLIENT)).toBe(CLIENT);
    // With two proxies and a count of 1, only the nearest proxy is trusted.
    expect(await recordedAddress({ TRUST_PROXY: '1' }, `${CLIENT}, ${PROXY}`)).toBe(PROXY);
    expect(await recordedAddress({ TRUST_PROXY: '2' }, `${CLIENT}, ${PROXY}`)).toBe(CLIENT);
  });

  it('trusts proxies by name or subnet, and no further', async () => {
    expect(await recordedAddress({ TRUST_PROXY: 'loopback' }, CLIENT)).toBe(CLIENT);
    expect(await recordedAddress({ TRUST_PROXY: 'loopback' }, `${CLIENT}, ${PROXY}`)).toBe(PROXY);
    expect(await recordedAddress({ TRUST_PROXY: `loopback,${PROXY}` }, `${CLIENT}, ${PROXY}`)).toBe(CLIENT);
  });
});
