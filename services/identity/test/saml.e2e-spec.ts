import { createVerify, X509Certificate } from 'node:crypto';
import { type SamlTestUser, signedOctets, startSamlIdp, startTestDnsServer, type TestDnsServer, type TestSamlIdp } from '@weather/test-peers';
import { AuditLog } from '../src/platform/audit/audit-log.entity';
import { CodeSignInService } from '../src/auth/magic-codes/code-sign-in.service';
import { SamlRequest } from '../src/saml/saml-request.entity';
import { SamlUser } from '../src/saml/saml-user.entity';
import { User } from '../src/users/user.entity';
import { addDomain, enterpriseAdmin, PASSWORD, verifyDomain } from './support/enterprises';
import { expectRefusedAtAcs, postToAcs, samlDomain as samlDomainOf, startSamlSignIn } from './support/saml-sign-in';
import { CSRF, startTestApp, type TestApp } from './support/test-app';

describe('SAML single sign-on per enterprise domain', () => {
  let t: TestApp;
  let dns: TestDnsServer;
  let idp: TestSamlIdp;

  beforeAll(async () => {
    dns = await startTestDnsServer();
    idp = await startSamlIdp();
    t = await startTestApp({ DNS_SERVERS: dns.address });
  });

  afterAll(async () => {
    await t?.close();
    await idp?.close();
    await dns?.close();
  });

  const samlDomain = (provider: { allow_sha1_signatures?: boolean } = {}) => samlDomainOf(t, dns, idp, provider);

  /** SP-initiated sign-in: our redirect, the provider's answer, the browser's post to the ACS. */
  async function signInAt(domainId: number, user: SamlTestUser, query = '') {
    const started = await startSamlSignIn(t, idp, domainId, user, {}, query);
    expect(started.answer.acs).toBe(`${t.config.publicApiUrl.origin}/auth/saml/${domainId}/acs`);
    const landing = await postToAcs(started.browser, started.acsPath, started.answer.SAMLResponse, started.answer.RelayState);
    return { ...started, landing };
  }

  it('publishes the metadata of each verified domain as its own service provider', async () => {
    const { domain } = await samlDomain();
    const response = await t.agent().get(`/auth/saml/${domain.id}/metadata`).expect(200);

    expect(response.headers['content-type']).toContain('application/samlmetadata+xml');
    expect(response.text).toContain(`entityID="${t.config.publicApiUrl.origin}/auth/saml/${domain.id}/metadata"`);
    expect(response.text).toContain(`Location="${t.config.publicApiUrl.origin}/auth/saml/${domain.id}/acs"`);
    expect(response.text).toContain('WantAssertionsSigned="true"');
    expect(response.text).toContain('AuthnRequestsSigned="true"');
    expect(response.text).toContain(`<md:SingleLogoutService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="${t.config.publicApiUrl.origin}/auth/saml/${domain.id}/slo"/>`);
    await t.agent().get('/auth/saml/999999/metadata').expect(404);
  });

  it("signs its AuthnRequests with the deployment's key, whose certificate every domain's metadata publishes", async () => {
    const { domain } = await samlDomain();
    const other = await samlDomain();
    const metadata = (await t.agent().get(`/auth/saml/${domain.id}/metadata`).expect(200)).text;
    const certificates = [...metadata.matchAll(/<md:KeyDescriptor use="signing">.*?<ds:X509Certificate>([^<]+)<\/ds:X509Certificate>/g)].map((match) => match[1]);
    expect(certificates).toHaveLength(1);
    expect((await t.agent().get(`/auth/saml/${other.domain.id}/metadata`).expect(200)).text).toContain(certificates[0]);

    const location = new URL((await t.agent().get(`/auth/saml/${domain.id}/login`).expect(302)).headers.location as string);
    expect(location.searchParams.get('SigAlg')).toBe('http://www.w3.org/2001/04/xmldsig-more#rsa-sha256');
    const certificate = new X509Certificate(Buffer.from(certificates[0], 'base64'));
    const signature = Buffer.from(location.searchParams.get('Signature') ?? '', 'base64');
    expect(createVerify('sha256').update(signedOctets(location.search)).verify(certificate.publicKey, signature)).toBe(true);
    expect(createVerify('sha256').update(signedOctets(location.search).replace('RelayState=', 'RelayState=x')).verify(certificate.publicKey, signature)).toBe(false);
  });

  it('signs a new user of the domain in SP-initiated, provisions them just in time, and continues into the hand-off', async () => {
    const { admin, domain } = await samlDomain();
    const email = `grace@${domain.name}`;

    const { browser, landing } = await signInAt(domain.id, { nameId: email, email, firstName: 'Grace', lastName: 'Hopper' }, '?clientId=weather-radar&return=%2Fradar%3Fday%3D2&seq=7');

    expect(landing.status).toBe(303);
    expect(landing.headers.location).toBe(`${t.config.portalUrl.origin}/login?clientId=weather-radar&return=%2Fradar%3Fday%3D2&seq=7`);
    const me = (await browser.get('/v1/users/me').expect(200)).body as { email: string; first_name: string; last_name: string; is_verified: boolean; Enterprise: { id: number } };
    expect(me).toMatchObject({ email, first_name: 'Grace', last_name: 'Hopper', is_verified: true, Enterprise: { id: admin.enterpriseId } });
    const user = await t.dataSource.getRepository(User).findOneByOrFail({ email });
    expect(user.passwordHash).toBeNull();
    expect(await t.dataSource.getRepository(SamlUser).countBy({ enterpriseDomainId: domain.id, nameId: email, userId: user.id })).toBe(1);
    expect(await t.dataSource.getRepository(AuditLog).countBy({ subjectId: user.id, event: 'LOGIN_SUCCEEDED' })).toBe(1);

    // The second sign-in finds the same user by (domain, NameID), without creating another.
    const again = await signInAt(domain.id, { nameId: email, email, firstName: 'Grace', lastName: 'Hopper' });
    expect(again.landing.headers.location).toBe(`${t.config.portalUrl.origin}/login`);
    expect(await t.dataSource.getRepository(User).countBy({ email })).toBe(1);
  });

  it('carries an OpenID Connect interaction through the identity provider back to the portal, and refuses one of another form', async () => {
    const { domain } = await samlDomain();
    const email = `ada@${domain.name}`;

    const { landing } = await signInAt(domain.id, { nameId: email, email, firstName: 'Ada', lastName: 'Lovelace' }, '?interaction=kT3x9_Qm-2');

    expect(landing.headers.location).toBe(`${t.config.portalUrl.origin}/login?interaction=kT3x9_Qm-2`);
    await t.agent().get(`/auth/saml/${domain.id}/login?interaction=${encodeURIComponent('../x?y')}`).expect(400);
  });

  it('configures the provider by hand with validation of the URLs and the certificate', async () => {
    const admin = await enterpriseAdmin(t);
    const domain = await addDomain(admin);
    const url = `/v1/enterprises/${admin.enterpriseId}/domains/${domain.id}/saml`;
    const good = { provider_issuer: idp.entityId, signon_service_url: idp.ssoUrl, logout_service_url: null, provider_certificate: idp.certificateBase64 };

    const early = await admin.agent.post(url).set(CSRF).send(good).expect(409);
    expect(early.body.code).toBe('DOMAIN_NOT_VERIFIED');
    await verifyDomain(t, dns, domain);

    const bad = await admin.agent
      .post(url)
      .set(CSRF)
      .send({ provider_issuer: ' ', signon_service_url: 'javascript:alert(1)', logout_service_url: 'ftp://idp.test/slo', provider_certificate: 'MIIBnotacertificate' })
      .expect(400);
    expect(bad.body.errors).toEqual([
      { field: 'provider_issuer', code: 'SAML_ISSUER_REQUIRED', message: "Enter the identity provider's issuer (entity id)" },
      { field: 'signon_service_url', code: 'SAML_URL_INVALID', message: 'Enter an https address' },
      { field: 'logout_service_url', code: 'SAML_URL_INVALID', message: 'Enter an https address' },
      { field: 'provider_certificate', code: 'SAML_CERTIFICATE_INVALID', message: "Enter the identity provider's X.509 certificate" },
    ]);

    const saved = await admin.agent.post(url).set(CSRF).send(good).expect(200);
    expect(saved.body).toMatchObject({
      id: domain.id,
      authentication_provider_type: 'SAML',
      SamlAuthenticationProvider: { provider_issuer: idp.entityId, signon_service_url: idp.ssoUrl, logout_service_url: null, is_forced: false },
    });
    expect((saved.body as { SamlAuthenticationProvider: { provider_certificate: string } }).SamlAuthenticationProvider.provider_certificate).toContain('-----BEGIN CERTIFICATE-----');

    const outsider = await enterpriseAdmin(t);
    const foreign = await outsider.agent.post(`/v1/enterprises/${outsider.enterpriseId}/domains/${domain.id}/saml`).set(CSRF).send(good).expect(404);
    expect(foreign.body.code).toBe('DOMAIN_NOT_FOUND');
  });

  it("forces SAML: the domain's users get the provider with a loginURL and no longer sign in by password", async () => {
    const { admin, domain } = await samlDomain();
    const member = await t.createUser({ email: `ada@${domain.name}`, password: PASSWORD, enterpriseId: admin.enterpriseId });
    const provider = async (email: string) => (await t.agent().get('/auth/provider').query({ email }).expect(200)).body as unknown;

    expect(await provider(member.email)).toEqual({ provider: 'LOCAL' });
    await t.signIn(member.email, PASSWORD);
    const requestCode = () => t.agent().post('/v1/users/forgot').set(CSRF).send({ email: member.email, resetPassword: false }).expect(200, { sent: true });
    await requestCode();
    await t.app.get(CodeSignInService).background.drain();
    expect(await t.dataSource.getRepository(AuditLog).countBy({ subjectId: member.id, event: 'MAGIC_CODE_SENT' })).toBe(1);

    await admin.agent.get(`/v1/enterprises/${admin.enterpriseId}/domains/${domain.id}/users/forceSaml`).expect(403);
    const forced = await admin.agent.get(`/v1/enterprises/${admin.enterpriseId}/domains/${domain.id}/users/forceSaml`).set(CSRF).expect(200);
    expect(forced.body.SamlAuthenticationProvider.is_forced).toBe(true);

    const loginURL = `${t.config.publicApiUrl.origin}/auth/saml/${domain.id}/login`;
    expect(await provider(member.email)).toEqual({ provider: 'SAML', loginURL });
    expect(await provider(`nobody-yet@${domain.name.toUpperCase()}`)).toEqual({ provider: 'SAML', loginURL });
    expect(await provider(`ada@other-${domain.name}`)).toEqual({ provider: 'LOCAL' });
    const refused = await t.agent().post('/auth/login').set(CSRF).send({ email: member.email, password: PASSWORD }).expect(401);
    expect(refused.body.code).toBe('INCORRECT_CREDENTIALS');
    // No sign-in code either: the same answer as for any address, and no code mailed.
    await requestCode();
    await t.app.get(CodeSignInService).background.drain();
    expect(await t.dataSource.getRepository(AuditLog).countBy({ subjectId: member.id, event: 'MAGIC_CODE_SENT' })).toBe(1);

    // The existing account signs in at the provider instead, and is linked to its NameID.
    const { browser, landing } = await signInAt(domain.id, { nameId: 'ada-lovelace', email: member.email });
    expect(landing.status).toBe(303);
    expect(((await browser.get('/v1/users/me').expect(200)).body as { id: number }).id).toBeDefined();
    expect(await t.dataSource.getRepository(SamlUser).countBy({ nameId: 'ada-lovelace', userId: member.id })).toBe(1);

    await admin.agent.get(`/v1/enterprises/${admin.enterpriseId}/domains/${domain.id}/users/forceSaml?enabled=false`).set(CSRF).expect(200);
    expect(await provider(member.email)).toEqual({ provider: 'LOCAL' });
  });

  it("sends a disabled person's browser to the portal's /login saying so, without a session", async () => {
    const { domain } = await samlDomain();
    const email = `disabled@${domain.name}`;
    await signInAt(domain.id, { nameId: email, email });
    await t.dataSource.getRepository(User).update({ email }, { isDisabled: true });

    const { browser, landing } = await signInAt(domain.id, { nameId: email, email });
    expect(landing.status).toBe(303);
    expect(landing.headers.location).toBe(`${t.config.portalUrl.origin}/login?error=ACCOUNT_DISABLED`);
    expect(landing.headers['set-cookie']).toBeUndefined();
    await browser.get('/v1/users/me').expect(401);
  });

  it('binds the AuthnRequest to the browser that started it: a response posted from another browser is refused (login CSRF)', async () => {
    const { domain } = await samlDomain();
    const email = `attacker@${domain.name}`;
    // The attacker starts a sign-in of their own account and has the provider answer it...
    const { browser: attacker, answer, acsPath } = await startSamlSignIn(t, idp, domain.id, { nameId: email, email });

    // ...then makes the victim's browser post that answer (an auto-submitting form on their page).
    const victim = t.agent();
    await expectRefusedAtAcs(t, victim, () => postToAcs(victim, acsPath, answer.SAMLResponse, answer.RelayState));

    // The browser that started it still can: the refusal was about the browser, not the response.
    await postToAcs(attacker, acsPath, answer.SAMLResponse, answer.RelayState).expect(303);
    expect(((await attacker.get('/v1/users/me').expect(200)).body as { email: string }).email).toBe(email);
  });

  it('keeps only a hash of the browser binding, in an HttpOnly cookie scoped to the assertion consumer for the life of the request', async () => {
    const { domain } = await samlDomain();
    const start = await t.agent().get(`/auth/saml/${domain.id}/login`).expect(302);
    const requestId = new URL(start.headers.location as string).searchParams.get('RelayState') ?? '';
    const cookies = ([] as string[]).concat((start.headers['set-cookie'] as string[] | string | undefined) ?? []);
    expect(cookies).toHaveLength(1);
    const [pair, ...attributes] = cookies[0].split('; ');
    const [name, value] = pair.split('=');
    expect(name).toBe(`saml_request_${requestId}`);
    expect(value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The API of the tests is on http://localhost, a secure context: the cookie is the one https gets.
    expect(t.config.publicApiUrl.hostname).toBe('localhost');
    expect(attributes).toEqual(expect.arrayContaining([`Path=/auth/saml/${domain.id}/acs`, 'Max-Age=600', 'HttpOnly', 'Secure', 'SameSite=None']));
    const stored = await t.dataSource.getRepository(SamlRequest).findOneByOrFail({ id: requestId });
    expect(stored.browserBindingHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.browserBindingHash).not.toContain(value);
  });

  it('accepts RSA-SHA1 signatures only from a provider whose administrator allowed them', async () => {
    const { admin, domain } = await samlDomain({ allow_sha1_signatures: true });
    const enterprise = (await admin.agent.get(`/v1/enterprises/${admin.enterpriseId}`).expect(200)).body as { EnterpriseDomains: { id: number; SamlAuthenticationProvider: { allow_sha1_signatures: boolean } }[] };
    const row = enterprise.EnterpriseDomains.find((candidate) => candidate.id === domain.id);
    expect(row?.SamlAuthenticationProvider.allow_sha1_signatures).toBe(true);

    const email = `legacy@${domain.name}`;
    const { browser, answer, acsPath } = await startSamlSignIn(t, idp, domain.id, { nameId: email, email }, { sha1: true });
    await postToAcs(browser, acsPath, answer.SAMLResponse, answer.RelayState).expect(303);
    expect(((await browser.get('/v1/users/me').expect(200)).body as { email: string }).email).toBe(email);
  });

  it('refuses a replayed response, and a response without a request of ours', async () => {
    const { domain } = await samlDomain();
    const email = `replay@${domain.name}`;
    const { answer, acsPath } = await signInAt(domain.id, { nameId: email, email });

    const attacker = t.agent();
    await expectRefusedAtAcs(t, attacker, () => attacker.post(acsPath).type('form').send({ SAMLResponse: answer.SAMLResponse, RelayState: answer.RelayState }));
  });
});
