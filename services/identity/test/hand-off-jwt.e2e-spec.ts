import type { AddressInfo } from 'node:net';
import { createRemoteJWKSet, customFetch, decodeProtectedHeader, jwtVerify } from 'jose';
import { Clock } from '../src/platform/clock';
import { SigningKeysService } from '../src/site-applications/signing-keys/signing-keys.service';
import { basicAuth, createApplication } from './support/hand-off';
import { startTestApp, type TestApp } from './support/test-app';

// http: a Secure cookie would not travel back over the test's plain connection.
const ISSUER = 'http://id.weather.example';

/** The JWT of a redemption, checked as an application does: with jose against the published JWKS. */
describe('hand-off: JWTs and the JWKS', () => {
  let t: TestApp;
  let apiUrl: string;

  beforeAll(async () => {
    t = await startTestApp({ WEBHOOK_POLL_INTERVAL: '1h', PUBLIC_API_URL: ISSUER, SIGNING_KEY_ACTIVATION_DELAY: '10m' });
    await t.app.listen(0, '127.0.0.1');
    apiUrl = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await t?.close();
  });

  afterEach(() => {
    jest.restoreAllMocks();
  });

  async function redeemedJwt(): Promise<{ jwt: string; clientId: string; uuid: string; email: string }> {
    const { application, credentials } = await createApplication(t);
    const user = await t.createUser({ password: 'a long enough password', firstName: 'Grace', lastName: 'Hopper' });
    const agent = await t.signIn(user.email, 'a long enough password');
    const session = await agent.get('/v1/users/me/session').query({ clientId: application.clientId }).expect(200);
    const response = await t
      .agent()
      .post('/v1/handoff/redeem')
      .set('Authorization', basicAuth(credentials.client_id, credentials.client_secret))
      .send({ token: (session.body as { token: string }).token })
      .expect(200);
    return { jwt: (response.body as { jwt: string }).jwt, clientId: application.clientId, uuid: user.uuid, email: user.email };
  }

  it('publishes public keys only, cacheable for five minutes', async () => {
    const response = await fetch(`${apiUrl}/.well-known/jwks.json`);
    const body = (await response.json()) as { keys: Record<string, unknown>[] };

    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    expect(body.keys.length).toBeGreaterThanOrEqual(1);
    for (const key of body.keys) {
      expect(key).toEqual({ kty: 'EC', crv: 'P-256', x: expect.any(String), y: expect.any(String), kid: expect.any(String), alg: 'ES256', use: 'sig' });
    }
  });

  it('signs an ES256 JWT with the claims of the contract that verifies against the JWKS', async () => {
    const { jwt, clientId, uuid, email } = await redeemedJwt();
    const jwks = createRemoteJWKSet(new URL(`${apiUrl}/.well-known/jwks.json`));

    const { payload, protectedHeader } = await jwtVerify(jwt, jwks, { issuer: ISSUER, audience: clientId, algorithms: ['ES256'] });

    expect(protectedHeader).toMatchObject({ alg: 'ES256', kid: expect.any(String) });
    expect(payload).toEqual({
      iss: ISSUER,
      aud: clientId,
      sub: uuid,
      email,
      name: 'Grace Hopper',
      role: 'USER',
      iat: expect.any(Number),
      exp: expect.any(Number),
      jti: expect.any(String),
    });
    expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBe(300);
  });

  it('is refused by an application that expects another audience', async () => {
    const { jwt } = await redeemedJwt();
    const jwks = createRemoteJWKSet(new URL(`${apiUrl}/.well-known/jwks.json`));

    await expect(jwtVerify(jwt, jwks, { issuer: ISSUER, audience: 'another-app' })).rejects.toThrow(/aud/);
  });

  it('rotates without downtime: the new key is published before it signs, the old one stays published 24 hours after', async () => {
    const before = await redeemedJwt();
    const oldKid = decodeProtectedHeader(before.jwt).kid;
    const rotated = await t.app.get(SigningKeysService).rotate();

    // An application fetches the JWKS now (its first verification) and keeps it cached.
    const published = (await (await fetch(`${apiUrl}/.well-known/jwks.json`)).json()) as { keys: { kid: string }[] };
    expect(published.keys.map((key) => key.kid)).toEqual(expect.arrayContaining([oldKid, rotated.kid]));
    let fetches = 0;
    const jwks = createRemoteJWKSet(new URL(`${apiUrl}/.well-known/jwks.json`), {
      cacheMaxAge: 24 * 3600_000,
      [customFetch]: (...args: Parameters<typeof fetch>) => {
        fetches += 1;
        return fetch(...args);
      },
    });
    await jwtVerify(before.jwt, jwks, { issuer: ISSUER, audience: before.clientId });

    // Until the activation delay has passed the old key still signs.
    const stillOld = await redeemedJwt();
    expect(decodeProtectedHeader(stillOld.jwt).kid).toBe(oldKid);

    const clock = jest.spyOn(t.app.get(Clock), 'now');
    const activated = new Date(Date.now() + 10 * 60_000 + 1000);
    clock.mockReturnValue(activated);
    const signedByNew = await redeemedJwt();
    expect(decodeProtectedHeader(signedByNew.jwt).kid).toBe(rotated.kid);

    // Both verify against the JWKS the application fetched before the new key signed: no refetch
    // (the JWTs' own times are checked against the moment they were issued).
    await jwtVerify(stillOld.jwt, jwks, { issuer: ISSUER, audience: stillOld.clientId, currentDate: new Date() });
    await jwtVerify(signedByNew.jwt, jwks, { issuer: ISSUER, audience: signedByNew.clientId, currentDate: activated });
    expect(fetches).toBe(1);

    clock.mockReturnValue(new Date(activated.getTime() + 24 * 3600_000 + 1000));
    const later = (await (await fetch(`${apiUrl}/.well-known/jwks.json`)).json()) as { keys: { kid: string }[] };
    expect(later.keys.map((key) => key.kid)).toContain(rotated.kid);
    expect(later.keys.map((key) => key.kid)).not.toContain(oldKid);
  });
});
