import { createSign, createVerify, X509Certificate } from 'node:crypto';
import { createServer, type Server } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { calculateJwkThumbprint, createRemoteJWKSet, decodeProtectedHeader, exportJWK, generateKeyPair, jwtVerify } from 'jose';
import { SamlSigningKey } from '../src/saml/sp-keys/saml-signing-key.entity';
import { SamlSigningKeysService } from '../src/saml/sp-keys/saml-signing-keys.service';
import { selfSignedKeyPair } from '../src/saml/sp-keys/self-signed-certificate';
import { SigningKey } from '../src/site-applications/signing-keys/signing-key.entity';
import type { IssuedCredentials } from '../src/site-applications/catalogue/site-application-credentials.service';
import { SiteApplication } from '../src/site-applications/catalogue/site-application.entity';
import { verifySignatureHeader } from '../src/site-applications/webhooks/webhook-signature';
import { basicAuth, createApplication } from './support/hand-off';
import { runNode, CLI } from './support/processes';
import { startTestApp, type TestApp } from './support/test-app';
import { startWebhookReceiver, type WebhookReceiver } from './support/webhook-receiver';

const ISSUER = 'http://id.weather.example';

/** The private keys and webhook secrets as the database holds them. */
async function storedSecrets(t: TestApp): Promise<{ privateJwks: string[]; samlKeys: string[]; webhookSecrets: string[] }> {
  const column = async (sql: string) => ((await t.dataSource.query(sql)) as Record<string, string>[]).map((row) => Object.values(row)[0]);
  return {
    privateJwks: await column('SELECT private_jwk FROM signing_keys'),
    samlKeys: await column('SELECT private_key_pem FROM saml_signing_keys'),
    webhookSecrets: (await column('SELECT webhook_secret FROM site_applications WHERE webhook_secret IS NOT NULL')),
  };
}

describe('private keys and webhook secrets at rest', () => {
  let t: TestApp;
  let receiver: WebhookReceiver;

  beforeEach(async () => {
    t = await startTestApp({ PUBLIC_API_URL: ISSUER, WEBHOOK_POLL_INTERVAL: '1h' });
    receiver = await startWebhookReceiver();
  });

  afterEach(async () => {
    await receiver?.close();
    await t?.close();
  });

  /** Listens on a free loopback port and answers the JWKS address of the running app. */
  async function jwksOf(app: TestApp): Promise<ReturnType<typeof createRemoteJWKSet>> {
    await app.app.listen(0, '127.0.0.1');
    return createRemoteJWKSet(new URL(`http://127.0.0.1:${(app.app.getHttpServer().address() as AddressInfo).port}/.well-known/jwks.json`));
  }

  /** A redemption's JWT, checked as an application checks it: against the published JWKS. */
  async function verifiedHandOff(app: TestApp, clientId: string, credentials: IssuedCredentials): Promise<string | undefined> {
    const user = await app.createUser({ password: 'a long enough password' });
    const agent = await app.signIn(user.email, 'a long enough password');
    const session = await agent.get('/v1/users/me/session').query({ clientId }).expect(200);
    const redeemed = await app
      .agent()
      .post('/v1/handoff/redeem')
      .set('Authorization', basicAuth(credentials.client_id, credentials.client_secret))
      .send({ token: (session.body as { token: string }).token })
      .expect(200);
    const jwt = (redeemed.body as { jwt: string }).jwt;
    await jwtVerify(jwt, await jwksOf(app), { issuer: ISSUER, audience: clientId, algorithms: ['ES256'] });
    return decodeProtectedHeader(jwt).kid;
  }

  /** The application is asked whether a user may use it, with a signature its webhook secret verifies. */
  async function expectSignedAuthorizationCheck(app: TestApp, clientId: string, secret: string): Promise<void> {
    const user = await app.createUser({ password: 'a long enough password' });
    const agent = await app.signIn(user.email, 'a long enough password');
    await agent.get(`/v1/users/me/authorization/${clientId}`).expect(200);
    const request = await receiver.take();
    expect(verifySignatureHeader(secret, request.rawBody, request.headers['x-weather-signature'] as string, Math.floor(Date.now() / 1000))).toBe(true);
  }

  /** The SAML service provider's current key signs, and its published certificate verifies the signature. */
  async function expectSamlKeySigns(app: TestApp): Promise<string> {
    const key = await app.app.get(SamlSigningKeysService).current();
    const signature = createSign('sha256').update('<samlp:AuthnRequest/>').sign(key.privateKeyPem, 'base64');
    expect(createVerify('sha256').update('<samlp:AuthnRequest/>').verify(new X509Certificate(key.certificatePem).publicKey, signature, 'base64')).toBe(true);
    return key.privateKeyPem;
  }

  it('stores no private key or webhook secret in plain text, and signs with them as before', async () => {
    const { application, credentials } = await createApplication(t, { webhookUrl: receiver.url });

    await verifiedHandOff(t, application.clientId, credentials);
    await expectSignedAuthorizationCheck(t, application.clientId, credentials.webhook_secret);
    const samlPem = await expectSamlKeySigns(t);

    const stored = await storedSecrets(t);
    expect(stored.privateJwks.length).toBeGreaterThan(0);
    for (const value of stored.privateJwks) expect(value).not.toMatch(/"d"\s*:/);
    expect(stored.samlKeys.length).toBe(1);
    for (const value of stored.samlKeys) expect(value).not.toContain('PRIVATE KEY');
    for (const value of stored.samlKeys) expect(value).not.toContain(samlPem.split('\n')[1]);
    expect(stored.webhookSecrets.length).toBeGreaterThan(0);
    for (const value of stored.webhookSecrets) expect(value).not.toContain(credentials.webhook_secret);
  });

  it('encrypts the plain rows of an older version at start, and they keep working', async () => {
    const { application, credentials } = await createApplication(t, { webhookUrl: receiver.url });
    // Rows as an older version wrote them: a signing key, the SAML key and a webhook secret in plain text.
    const { publicKey, privateKey } = await generateKeyPair('ES256', { extractable: true });
    const publicJwk = await exportJWK(publicKey);
    const kid = await calculateJwkThumbprint(publicJwk);
    const past = new Date(Date.now() - 60_000);
    await t.dataSource.getRepository(SigningKey).insert({
      kid,
      privateJwk: JSON.stringify({ ...(await exportJWK(privateKey)), kid }),
      publicJwk: JSON.stringify({ ...publicJwk, kid, alg: 'ES256', use: 'sig' }),
      createdAt: past,
      activatesAt: past,
      retiresAt: null,
    });
    const samlPair = await selfSignedKeyPair('id.weather.example', past);
    await t.dataSource.getRepository(SamlSigningKey).insert({ ...samlPair, createdAt: past, activatesAt: past, retiresAt: null });
    await t.dataSource.getRepository(SiteApplication).update({ id: application.id }, { webhookSecret: credentials.webhook_secret });

    t = await t.restart();

    const stored = await storedSecrets(t);
    for (const value of stored.privateJwks) expect(value).not.toMatch(/"d"\s*:/);
    for (const value of stored.samlKeys) expect(value).not.toContain('PRIVATE KEY');
    for (const value of stored.webhookSecrets) expect(value).not.toContain(credentials.webhook_secret);
    expect(await verifiedHandOff(t, application.clientId, credentials)).toBe(kid);
    await expectSignedAuthorizationCheck(t, application.clientId, credentials.webhook_secret);
    expect(await expectSamlKeySigns(t)).toBe(samlPair.privateKeyPem);
  });
});

describe('KEYS_ENCRYPTION_KEY in production', () => {
  let root: string;
  let busy: Server;

  beforeEach(async () => {
    root = mkdtempSync(join(tmpdir(), 'identity-keys-'));
    // The server must stop at its configuration; should it get further, this port is taken and it stops there.
    busy = createServer();
    await new Promise<void>((resolve) => busy.listen(0, '127.0.0.1', resolve));
  });

  afterEach(async () => {
    await new Promise((resolve) => busy.close(resolve));
    rmSync(root, { recursive: true, force: true });
  });

  it('refuses to start the server or run a command without it, naming the variable', async () => {
    const env = {
      NODE_ENV: 'production',
      DATA_DIR: root,
      IDENTITY_PORT: String((busy.address() as AddressInfo).port),
      SMTP_URL: 'smtp://127.0.0.1:2525',
      MAGIC_CODE_SECRET: 'a production key of at least 32 characters',
      CAPTCHA_SECRET: 'another production key of 32+ characters',
    };
    const server = await runNode('main.js', [], env);
    expect(server.code).toBe(1);
    expect(server.stderr).toContain('KEYS_ENCRYPTION_KEY must be set when NODE_ENV is production');

    const command = await runNode(CLI, ['rotate-signing-key'], env);
    expect(command.code).toBe(1);
    expect(command.stderr).toContain('KEYS_ENCRYPTION_KEY must be set when NODE_ENV is production');
  });
});
