import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { createHandoffClient, HandoffError } from './handoff-client';

const user = { id: 1, uuid: 'uuid-1', email: 'ada@example.com', first_name: 'Ada', last_name: 'Lovelace', role: 'USER', is_enterprise_administrator: false, enterprise_id: null, timezone: 'Australia/Sydney' };
const clientId = 'weather-radar';
const clientSecret = 'radar-client-secret';

/** A small stand-in for the identity service's redeem route and JWKS, signing with a real key. */
class IdentityPeer {
  server!: Server;
  url = '';
  issuer = '';
  key!: CryptoKey;
  /** What the next JWT says; a test changes it to prove the client checks it. */
  claims: { iss?: string; aud?: string; sub?: string; email?: string; expiresIn?: string } = {};
  readonly authorizations: string[] = [];
  readonly bodies: unknown[] = [];

  async start(): Promise<void> {
    const pair = await generateKeyPair('ES256');
    this.key = pair.privateKey;
    const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'ES256', use: 'sig' };
    this.server = createServer(async (request, response) => {
      if (request.url === '/.well-known/jwks.json') {
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [jwk] }));
        return;
      }
      this.authorizations.push(request.headers.authorization ?? '');
      const expected = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
      let body = '';
      for await (const chunk of request) body += chunk;
      this.bodies.push(JSON.parse(body || 'null'));
      if (request.headers.authorization !== expected) {
        response.writeHead(401, { 'content-type': 'application/json' }).end(JSON.stringify({ statusCode: 401, code: 'INVALID_CLIENT', message: 'no' }));
        return;
      }
      if ((JSON.parse(body) as { token: string }).token !== 'good-token') {
        response.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ statusCode: 400, code: 'INVALID_HANDOFF_TOKEN', message: 'no' }));
        return;
      }
      const jwt = await new SignJWT({ email: this.claims.email ?? user.email, name: 'Ada Lovelace', role: 'USER' })
        .setProtectedHeader({ alg: 'ES256', kid: 'k1' })
        .setIssuer(this.claims.iss ?? this.issuer)
        .setAudience(this.claims.aud ?? clientId)
        .setSubject(this.claims.sub ?? user.uuid)
        .setIssuedAt()
        .setExpirationTime(this.claims.expiresIn ?? '5m')
        .sign(this.key);
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ user, jwt, expires_in: 300 }));
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    this.issuer = this.url;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

let peer: IdentityPeer;

beforeEach(async () => {
  peer = new IdentityPeer();
  await peer.start();
});

afterEach(() => peer.stop());

const client = (secret = clientSecret) => createHandoffClient({ identityUrl: peer.url, issuer: peer.issuer, clientId, clientSecret: secret });

describe(createHandoffClient.name, () => {
  it('redeems with HTTP Basic client credentials and returns the user of a JWT that verifies', async () => {
    const sut = client();
    const signedIn = await sut.redeem('good-token');
    expect(signedIn.user).toEqual(user);
    expect(signedIn.claims).toMatchObject({ sub: user.uuid, email: user.email });
    expect(peer.authorizations).toEqual([`Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`]);
  });

  it('sends the state that came back with the token, and no state field without one (ADR 0234)', async () => {
    await client().redeem('good-token', 'Yk3v_Q9-xL2.pR7~tW4zN8');
    await client().redeem('good-token');
    expect(peer.bodies).toEqual([{ token: 'good-token', state: 'Yk3v_Q9-xL2.pR7~tW4zN8' }, { token: 'good-token' }]);
  });

  it('says the token was refused', async () => {
    await expect(client().redeem('bad-token')).rejects.toThrow(new HandoffError('The identity service refused the token (400 INVALID_HANDOFF_TOKEN)'));
  });

  it('says the client was refused with a wrong secret', async () => {
    await expect(client('wrong').redeem('good-token')).rejects.toThrow('(401 INVALID_CLIENT)');
  });

  it.each([
    ['another audience', { aud: 'weather-forecast' }, /"aud"/],
    ['another issuer', { iss: 'http://evil.example' }, /"iss"/],
    ['an expired token', { expiresIn: '-1m' }, /"exp"/],
  ])('refuses a JWT for %s', async (_case, claims, reason) => {
    peer.claims = claims;
    await expect(client().redeem('good-token')).rejects.toThrow(reason);
  });

  it('refuses a JWT about someone else than the redeemed user', async () => {
    peer.claims = { sub: 'uuid-eve' };
    await expect(client().redeem('good-token')).rejects.toThrow('The JWT does not name the redeemed user');
  });

  it('refuses a JWT signed with a key the JWKS does not publish', async () => {
    peer.key = (await generateKeyPair('ES256')).privateKey;
    await expect(client().redeem('good-token')).rejects.toThrow(/The JWT did not verify/);
  });

  it('says when the identity service cannot be reached', async () => {
    await expect(createHandoffClient({ identityUrl: 'http://127.0.0.1:1', issuer: 'x', clientId, clientSecret }).redeem('good-token')).rejects.toThrow(
      'The identity service cannot be reached',
    );
  });
});
