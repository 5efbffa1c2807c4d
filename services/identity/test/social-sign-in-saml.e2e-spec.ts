import { type SocialProviderServer, startSamlIdp, startSocialProviderServer, startTestDnsServer, type TestDnsServer, type TestSamlIdp } from '@weather/test-peers';
import { SocialIdentity } from '../src/auth/social/social-identity.entity';
import { User } from '../src/users/user.entity';
import { samlDomain } from './support/saml-sign-in';
import { socialSignIn } from './support/social-sign-in';
import { CSRF, startTestApp, type TestApp } from './support/test-app';

describe('Social sign-in for a domain that forces SAML', () => {
  let t: TestApp;
  let dns: TestDnsServer;
  let idp: TestSamlIdp;
  let linkedin: SocialProviderServer;

  beforeAll(async () => {
    dns = await startTestDnsServer();
    idp = await startSamlIdp();
    linkedin = await startSocialProviderServer('linkedin');
    t = await startTestApp({ DNS_SERVERS: dns.address, ...linkedin.environment() });
  });

  afterAll(async () => {
    await t?.close();
    await linkedin?.stop();
    await idp?.close();
    await dns?.close();
  });

  it('sends the person to SAML instead: no account, no link, no session, whether the identity is new or known', async () => {
    const { admin, domain } = await samlDomain(t, dns, idp);
    const member = await t.createUser({ email: `grace@${domain.name}`, enterpriseId: admin.enterpriseId });
    const loginURL = `${t.config.publicApiUrl.origin}/auth/saml/${domain.id}/login`;

    // Before forcing, the verified address signs in and links the identity.
    linkedin.person = { sub: `saml-${member.id}`, email: member.email, email_verified: true };
    expect((await socialSignIn(t.agent(), 'linkedin')).result.message.ok).toBe(true);

    await admin.agent.get(`/v1/enterprises/${admin.enterpriseId}/domains/${domain.id}/users/forceSaml`).set(CSRF).expect(200);

    const agent = t.agent();
    const known = await socialSignIn(agent, 'linkedin');
    expect(known.result.message).toEqual({ type: 'weather-social-sign-in', ok: false, provider: 'linkedin', code: 'SOCIAL_SAML_REQUIRED', loginURL });
    await agent.get('/v1/users/me').expect(401);

    linkedin.person = { sub: `saml-new-${member.id}`, email: `newcomer@${domain.name}`, email_verified: true };
    const newcomer = await socialSignIn(t.agent(), 'linkedin');
    expect(newcomer.result.message).toMatchObject({ ok: false, code: 'SOCIAL_SAML_REQUIRED', loginURL });
    await expect(t.dataSource.getRepository(User).countBy({ email: `newcomer@${domain.name}` })).resolves.toBe(0);
    await expect(t.dataSource.getRepository(SocialIdentity).countBy({ subject: `saml-new-${member.id}` })).resolves.toBe(0);
  });
});
