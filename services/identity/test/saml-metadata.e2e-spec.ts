import { startSamlIdp, startTestDnsServer, type TestDnsServer, type TestSamlIdp } from '@weather/test-peers';
import { addDomain, enterpriseAdmin, signedInUser, verifyDomain } from './support/enterprises';
import { postToAcs, startSamlSignIn } from './support/saml-sign-in';
import { CSRF, startTestApp, type TestApp } from './support/test-app';

describe("an identity provider's metadata, fetched safely and saved", () => {
  let t: TestApp;
  let dns: TestDnsServer;
  let idp: TestSamlIdp;

  beforeAll(async () => {
    dns = await startTestDnsServer();
    idp = await startSamlIdp();
    // The test provider runs on loopback, which only the allow-list lets through.
    t = await startTestApp({ DNS_SERVERS: dns.address, SAML_METADATA_ALLOWED_HOSTS: '127.0.0.1' });
  });

  afterAll(async () => {
    await t?.close();
    await idp?.close();
    await dns?.close();
  });

  const fetchMetadata = async (url: string, status: number) => {
    const { agent } = await enterpriseAdmin(t);
    return agent.get('/auth/saml/remote/metadata').query({ url }).expect(status);
  };

  it('reads the issuer, the sign-on and logout addresses and the certificate, and saving them makes sign-in work', async () => {
    const metadata = (await fetchMetadata(idp.metadataUrl, 200)).body as Record<string, string>;
    expect(metadata).toEqual({ provider_issuer: idp.entityId, signon_service_url: idp.ssoUrl, logout_service_url: `${idp.url}/slo`, provider_certificate: expect.stringContaining('-----BEGIN CERTIFICATE-----') as string });
    expect(metadata.provider_certificate.replace(/-----[A-Z ]+-----|\s/g, '')).toBe(idp.certificateBase64);

    const admin = await enterpriseAdmin(t);
    const domain = await addDomain(admin);
    await verifyDomain(t, dns, domain);
    await admin.agent.post(`/v1/enterprises/${admin.enterpriseId}/domains/${domain.id}/saml`).set(CSRF).send(metadata).expect(200);

    const email = `lin@${domain.name}`;
    const { browser, answer, acsPath } = await startSamlSignIn(t, idp, domain.id, { nameId: email, email, firstName: 'Lin', lastName: 'Wei' });
    await postToAcs(browser, acsPath, answer.SAMLResponse, answer.RelayState).expect(303);
    expect(((await browser.get('/v1/users/me').expect(200)).body as { email: string }).email).toBe(email);
  });

  it('needs a session', async () => {
    await t.agent().get('/auth/saml/remote/metadata').query({ url: idp.metadataUrl }).expect(401);
  });

  it('is for enterprise administrators (and SYSADMIN) only: anyone else signed in is refused before any fetch', async () => {
    const { agent } = await signedInUser(t);
    const refused = await agent.get('/auth/saml/remote/metadata').query({ url: idp.metadataUrl }).expect(403);
    expect(refused.body.code).toBe('FORBIDDEN');
    const { agent: sysadmin } = await signedInUser(t, { role: 'SYSADMIN' });
    await sysadmin.get('/auth/saml/remote/metadata').query({ url: idp.metadataUrl }).expect(200);
  });

  it('refuses a document past the size limit, and one with a DOCTYPE', async () => {
    expect((await fetchMetadata(`${idp.url}/oversized-metadata`, 400)).body.code).toBe('SAML_METADATA_TOO_LARGE');
    expect((await fetchMetadata(`${idp.url}/doctype-metadata`, 400)).body.code).toBe('SAML_METADATA_INVALID');
    expect((await fetchMetadata(`${idp.url}/nothing-here`, 502)).body.code).toBe('SAML_METADATA_UNREACHABLE');
  });

  describe('without the allow-list', () => {
    let strict: TestApp;

    beforeAll(async () => {
      strict = await startTestApp({});
    });

    afterAll(async () => {
      await strict?.close();
    });

    it('refuses IPv4-compatible IPv6 addresses (::/96), which carry an IPv4 address such as loopback', async () => {
      const { agent } = await enterpriseAdmin(strict);
      const port = new URL(idp.url).port;
      for (const url of [`http://[::127.0.0.1]:${port}/metadata`, 'http://[::a9fe:a9fe]/latest/meta-data/', 'http://[::10.0.0.1]/metadata']) {
        const response = await agent.get('/auth/saml/remote/metadata').query({ url });
        expect([url, response.status, response.body.code]).toEqual([url, 400, 'SAML_METADATA_NOT_ALLOWED']);
      }
    });

    it('refuses loopback, private and link-local targets, by name or address, before connecting', async () => {
      const { agent } = await enterpriseAdmin(strict);
      const port = new URL(idp.url).port;
      for (const url of [
        idp.metadataUrl,
        `http://localhost:${port}/metadata`,
        `http://[::1]:${port}/metadata`,
        'http://10.0.0.1/metadata',
        'http://172.16.5.4/metadata',
        'http://192.168.1.1/metadata',
        'http://169.254.169.254/latest/meta-data/',
        'http://[fe80::1]/metadata',
        'http://0.0.0.0/metadata',
        `http://[::ffff:127.0.0.1]:${port}/metadata`,
        'file:///etc/passwd',
        'ftp://idp.example.com/metadata',
        'https://user:secret@idp.example.com/metadata',
        'not a url',
      ]) {
        const response = await agent.get('/auth/saml/remote/metadata').query({ url });
        expect([url, response.status, response.body.code]).toEqual([url, 400, 'SAML_METADATA_NOT_ALLOWED']);
      }
    });
  });
});
