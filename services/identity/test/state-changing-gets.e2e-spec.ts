import { startSamlIdp, startTestDnsServer, type TestDnsServer, type TestSamlIdp } from '@weather/test-peers';
import { SamlAuthenticationProvider } from '../src/enterprises/saml-authentication-provider.entity';
import { User } from '../src/users/user.entity';
import { addDomain, enterpriseAdmin, verifyDomain } from './support/enterprises';
import { samlDomain } from './support/saml-sign-in';
import { CSRF, PORTAL_ORIGIN, startTestApp, type TestApp } from './support/test-app';

/** The two GETs of SPEC §7 that change state get the Origin check of every other state change (issue 25, item 10). */
describe('state-changing GETs: claim and forceSaml', () => {
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

  const refusedOrigins = ['https://evil.example', 'null'];

  it('claims nobody for a foreign or null Origin, and claims for the portal', async () => {
    const admin = await enterpriseAdmin(t);
    const domain = await addDomain(admin);
    await verifyDomain(t, dns, domain);
    const ada = await t.createUser({ email: `ada@${domain.name}` });
    const claimUrl = `/v1/enterprises/${admin.enterpriseId}/domains/${domain.id}/users/claim`;
    const enterpriseOfAda = async () => (await t.dataSource.getRepository(User).findOneByOrFail({ id: ada.id })).enterpriseId;

    const encodedUrl = claimUrl.replace(/claim$/, '%63laim');
    const refusals = await Promise.all([...refusedOrigins.map((origin) => admin.agent.get(claimUrl).set(CSRF).set('Origin', origin)), admin.agent.get(encodedUrl).set(CSRF).set('Origin', 'https://evil.example')]);
    for (const refusal of refusals) {
      expect(refusal.status).toBe(403);
      expect(refusal.body.code).toBe('CSRF_REJECTED');
    }
    expect(await enterpriseOfAda()).toBeNull();

    const claim = await admin.agent.get(claimUrl).set(CSRF).set('Origin', PORTAL_ORIGIN).expect(200);
    expect(claim.body.claimed).toBe(1);
    expect(await enterpriseOfAda()).toBe(admin.enterpriseId);
  });

  it('leaves Force SAML Login Only alone for a foreign or null Origin, and sets it for the portal', async () => {
    const { admin, domain } = await samlDomain(t, dns, idp);
    const forceUrl = `/v1/enterprises/${admin.enterpriseId}/domains/${domain.id}/users/forceSaml`;
    const isForced = async () => (await t.dataSource.getRepository(SamlAuthenticationProvider).findOneByOrFail({ enterpriseDomainId: domain.id })).isForced;

    const refusals = await Promise.all(refusedOrigins.map((origin) => admin.agent.get(forceUrl).set(CSRF).set('Origin', origin)));
    for (const refusal of refusals) {
      expect(refusal.status).toBe(403);
      expect(refusal.body.code).toBe('CSRF_REJECTED');
    }
    expect(await isForced()).toBe(false);

    const forced = await admin.agent.get(forceUrl).set(CSRF).set('Origin', PORTAL_ORIGIN).expect(200);
    expect(forced.body.SamlAuthenticationProvider.is_forced).toBe(true);
    expect(await isForced()).toBe(true);
  });
});
