import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRemoteJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import { KeysAtRestService } from '../src/platform/keys-encryption/keys-at-rest.service';
import { KeysCipher } from '../src/platform/keys-encryption/keys-cipher';
import { SamlSigningKeysService } from '../src/saml/sp-keys/saml-signing-keys.service';
import type { IssuedCredentials } from '../src/site-applications/catalogue/site-application-credentials.service';
import { verifySignatureHeader } from '../src/site-applications/webhooks/webhook-signature';
import { basicAuth, createApplication } from './support/hand-off';
import { runNode, CLI } from './support/processes';
import { startTestApp, type TestApp } from './support/test-app';
import { startWebhookReceiver, type WebhookReceiver } from './support/webhook-receiver';

const ISSUER = 'http://id.weather.example';
const OLD_KEY = 'the old keys encryption key, 32+ characters';
const NEW_KEY = 'the new keys encryption key, 32+ characters';

/** Every sealed value the database holds. */
async function sealedValues(t: TestApp): Promise<string[]> {
  const values: string[] = [];
  for (const sql of ['SELECT private_jwk AS v FROM signing_keys', 'SELECT private_key_pem AS v FROM saml_signing_keys', 'SELECT webhook_secret AS v FROM site_applications WHERE webhook_secret IS NOT NULL']) {
    values.push(...((await t.dataSource.query(sql)) as { v: string }[]).map((row) => row.v));
  }
  return values;
}

describe('rotating KEYS_ENCRYPTION_KEY', () => {
  let t: TestApp;
  let receiver: WebhookReceiver;

  beforeEach(async () => {
    t = await startTestApp({ PUBLIC_API_URL: ISSUER, WEBHOOK_POLL_INTERVAL: '1h', KEYS_ENCRYPTION_KEY: OLD_KEY });
    receiver = await startWebhookReceiver();
  });

  afterEach(async () => {
    await receiver?.close();
    await t?.close();
  });

  async function handOffKid(clientId: string, credentials: IssuedCredentials): Promise<string | undefined> {
    const user = await t.createUser({ password: 'a long enough password' });
    const agent = await t.signIn(user.email, 'a long enough password');
    const session = await agent.get('/v1/users/me/session').query({ clientId }).expect(200);
    const redeemed = await t
      .agent()
      .post('/v1/handoff/redeem')
      .set('Authorization', basicAuth(credentials.client_id, credentials.client_secret))
      .send({ token: (session.body as { token: string }).token })
      .expect(200);
    const jwt = (redeemed.body as { jwt: string }).jwt;
    await t.app.listen(0, '127.0.0.1');
    const jwks = createRemoteJWKSet(new URL(`http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}/.well-known/jwks.json`));
    await jwtVerify(jwt, jwks, { issuer: ISSUER, audience: clientId, algorithms: ['ES256'] });
    return decodeProtectedHeader(jwt).kid;
  }

  async function signedCheckVerifies(clientId: string, secret: string): Promise<boolean> {
    const user = await t.createUser({ password: 'a long enough password' });
    const agent = await t.signIn(user.email, 'a long enough password');
    await agent.get(`/v1/users/me/authorization/${clientId}`).expect(200);
    const request = await receiver.take();
    return verifySignatureHeader(secret, request.rawBody, request.headers['x-weather-signature'] as string, Math.floor(Date.now() / 1000));
  }

  it('re-encrypts every value with the new key, and the service then works with the new key only', async () => {
    const { application, credentials } = await createApplication(t, { webhookUrl: receiver.url });
    const kid = await handOffKid(application.clientId, credentials);
    const samlPem = (await t.app.get(SamlSigningKeysService).current()).privateKeyPem;

    const rotating = await t.sibling({ KEYS_ENCRYPTION_KEY: NEW_KEY, KEYS_ENCRYPTION_PREVIOUS_KEY: OLD_KEY });
    const report = await rotating.app.get(KeysAtRestService).resealAll();
    await rotating.close();
    expect(report).toEqual({ sealed: 3, unchanged: 0, unreadable: [] });

    t = await t.restart({ KEYS_ENCRYPTION_KEY: NEW_KEY });

    const newKeyId = new KeysCipher(NEW_KEY).keyId;
    const values = await sealedValues(t);
    expect(values).toHaveLength(3);
    for (const value of values) expect(value.startsWith(`enc:v1:${newKeyId}:`)).toBe(true);
    expect(await handOffKid(application.clientId, credentials)).toBe(kid);
    expect(await signedCheckVerifies(application.clientId, credentials.webhook_secret)).toBe(true);
    expect((await t.app.get(SamlSigningKeysService).current()).privateKeyPem).toBe(samlPem);
  });
});

describe('the rotate-keys-encryption-key command', () => {
  let root: string;

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'identity-keys-rotation-'));
  });

  afterEach(() => {
    rmSync(root, { recursive: true, force: true });
  });

  it('needs the old key, re-encrypts every value with the new one, and the new key alone then opens them', async () => {
    const before = { DATA_DIR: root, NODE_ENV: 'production', KEYS_ENCRYPTION_KEY: OLD_KEY };
    const issued = await runNode(CLI, ['rotate-secrets', '--client-id', 'weather-radar', '--json'], before);
    expect(issued.code).toBe(0);
    expect((await runNode(CLI, ['rotate-signing-key'], before)).code).toBe(0);
    expect((await runNode(CLI, ['rotate-saml-signing-key', '--now'], before)).code).toBe(0);

    const withoutOld = await runNode(CLI, ['rotate-keys-encryption-key'], { ...before, KEYS_ENCRYPTION_KEY: NEW_KEY });
    expect(withoutOld.code).toBe(1);
    expect(withoutOld.stderr).toContain('KEYS_ENCRYPTION_PREVIOUS_KEY must be set');

    const rotating = { ...before, KEYS_ENCRYPTION_KEY: NEW_KEY, KEYS_ENCRYPTION_PREVIOUS_KEY: OLD_KEY };
    const rotated = await runNode(CLI, ['rotate-keys-encryption-key'], rotating);
    expect(rotated.code).toBe(0);
    expect(rotated.stdout).toContain(`Re-encrypted 3 private keys and webhook secrets with key ${new KeysCipher(NEW_KEY).keyId} (0 already were).`);

    // The old key no longer opens anything; the new one opens everything.
    const oldOnly = await runNode(CLI, ['rotate-keys-encryption-key'], { ...before, KEYS_ENCRYPTION_KEY: 'yet another keys encryption key, 32+ chars', KEYS_ENCRYPTION_PREVIOUS_KEY: OLD_KEY });
    expect(oldOnly.code).toBe(1);
    expect(oldOnly.stderr).toContain('Neither key opens');
    const again = await runNode(CLI, ['rotate-keys-encryption-key'], rotating);
    expect(again.stdout).toContain('Re-encrypted 0 private keys and webhook secrets');
    expect(again.stdout).toContain('(3 already were)');
  });
});
