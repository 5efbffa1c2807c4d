import { startSamlIdp, startTestDnsServer, type TestDnsServer, type TestSamlIdp } from '@weather/test-peers';
import { AuditLog } from '../src/platform/audit/audit-log.entity';
import { SamlSession } from '../src/saml/logout/saml-session.entity';
import { SamlRequest } from '../src/saml/saml-request.entity';
import { postToAcs, samlDomain as samlDomainOf, type SamlDomain, startSamlSignIn } from './support/saml-sign-in';
import { CSRF, startTestApp, type TestApp } from './support/test-app';

describe('SAML single logout', () => {
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

  const pathOf = (location: string) => {
    const url = new URL(location);
    return `${url.pathname}${url.search}`;
  };
  const metadataOf = async (domainId: number) => (await t.agent().get(`/auth/saml/${domainId}/metadata`).expect(200)).text;
  const pendingLogoutRequests = (domainId: number) => t.dataSource.getRepository(SamlRequest).countBy({ enterpriseDomainId: domainId, purpose: 'logout' });

  async function signedIn(saml: SamlDomain, local: string) {
    const email = `${local}@${saml.domain.name}`;
    const started = await startSamlSignIn(t, idp, saml.domain.id, { nameId: email, email, firstName: 'Grace', lastName: 'Hopper' });
    await postToAcs(started.browser, started.acsPath, started.answer.SAMLResponse, started.answer.RelayState).expect(303);
    await started.browser.get('/v1/users/me').expect(200);
    return { browser: started.browser, email };
  }

  it("signs a SAML session out here, then at the provider with a signed LogoutRequest of its NameID and SessionIndex, and lands on the portal's /logged-out", async () => {
    const saml = await samlDomainOf(t, dns, idp);
    const { browser, email } = await signedIn(saml, 'grace');
    const stored = await t.dataSource.getRepository(SamlSession).findOneByOrFail({ enterpriseDomainId: saml.domain.id, nameId: email });

    const logout = await browser.post('/auth/logout').set(CSRF).expect(200);
    const logoutURL = (logout.body as { logoutURL: string }).logoutURL;
    expect(logoutURL.startsWith(`${idp.url}/slo?SAMLRequest=`)).toBe(true);
    expect(new URL(logoutURL).searchParams.get('SigAlg')).toBe('http://www.w3.org/2001/04/xmldsig-more#rsa-sha256');
    await browser.get('/v1/users/me').expect(401);
    expect(await t.dataSource.getRepository(SamlSession).countBy({ browserSessionId: stored.browserSessionId })).toBe(0);

    const atProvider = await idp.answerLogout(logoutURL, await metadataOf(saml.domain.id));
    expect(atProvider).toMatchObject({ nameId: email, sessionIndex: stored.sessionIndex });
    expect(stored.sessionIndex).toMatch(/^_session-/);
    expect(await pendingLogoutRequests(saml.domain.id)).toBe(1);

    const landing = await browser.get(pathOf(atProvider.responseLocation)).expect(303);
    expect(landing.headers.location).toBe(`${t.config.portalUrl.origin}/logged-out`);
    expect(await pendingLogoutRequests(saml.domain.id)).toBe(0);
  });

  it('takes a LogoutResponse only when signed by the provider and answering a pending request of ours', async () => {
    const saml = await samlDomainOf(t, dns, idp);
    const { browser } = await signedIn(saml, 'ada');
    const { logoutURL } = (await browser.post('/auth/logout').set(CSRF).expect(200)).body as { logoutURL: string };
    const { responseLocation } = await idp.answerLogout(logoutURL, await metadataOf(saml.domain.id));

    const unsigned = new URL(responseLocation);
    unsigned.searchParams.delete('Signature');
    const forged = new URL(responseLocation);
    forged.searchParams.set('Signature', Buffer.from('not a signature').toString('base64'));
    const otherDomain = `/auth/saml/${(await samlDomainOf(t, dns, idp)).domain.id}/slo${new URL(responseLocation).search}`;
    for (const refused of [pathOf(unsigned.href), pathOf(forged.href), otherDomain]) {
      const landing = await browser.get(refused).expect(303);
      expect(landing.headers.location).toBe(`${t.config.portalUrl.origin}/logged-out`);
      expect(await pendingLogoutRequests(saml.domain.id)).toBe(1);
    }
    await browser.get(pathOf(responseLocation)).expect(303);
    expect(await pendingLogoutRequests(saml.domain.id)).toBe(0);
  });

  it('keeps the sign-out of other sessions as it was: 204, no body', async () => {
    const saml = await samlDomainOf(t, dns, idp);
    const browser = saml.admin.agent;
    const logout = await browser.post('/auth/logout').set(CSRF).expect(204);
    expect(logout.text).toBe('');
    await browser.get('/v1/users/me').expect(401);
  });

  it("ends the sessions of the NameID a provider's signed LogoutRequest names, and answers with our signed LogoutResponse", async () => {
    const saml = await samlDomainOf(t, dns, idp);
    const first = await signedIn(saml, 'linus');
    const second = await signedIn(saml, 'linus');
    const bystander = await signedIn(saml, 'margaret');
    const metadata = await metadataOf(saml.domain.id);

    const unsigned = new URL(idp.logoutRequest(metadata, first.email));
    unsigned.searchParams.delete('Signature');
    const ignored = await t.agent().get(pathOf(unsigned.href)).expect(303);
    expect(ignored.headers.location).toBe(`${t.config.portalUrl.origin}/logged-out`);
    await first.browser.get('/v1/users/me').expect(200);

    const answer = await t.agent().get(pathOf(idp.logoutRequest(metadata, first.email))).expect(303);
    const location = answer.headers.location as string;
    expect(location.startsWith(`${idp.url}/slo?SAMLResponse=`)).toBe(true);
    expect(await idp.readLogoutResponse(location, metadata)).toMatchObject({ status: 'urn:oasis:names:tc:SAML:2.0:status:Success', inResponseTo: expect.stringMatching(/.+/) as string });
    await first.browser.get('/v1/users/me').expect(401);
    await second.browser.get('/v1/users/me').expect(401);
    await bystander.browser.get('/v1/users/me').expect(200);
    expect(await t.dataSource.getRepository(AuditLog).count({ where: { event: 'LOGOUT' } })).toBeGreaterThanOrEqual(2);
  });
});
