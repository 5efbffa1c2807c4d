import { type SocialProviderServer, type TestDnsServer, type TestSamlIdp, startSamlIdp, startSocialProviderServer, startTestDnsServer } from '@weather/test-peers';
import { TotpFactor } from '../src/auth/second-factors/totp-factor.entity';
import { BrowserSession } from '../src/auth/sessions/browser-session.entity';
import { User } from '../src/users/user.entity';
import { awayFromStepEdge, totpCode } from './support/rfc6238';
import { postToAcs, samlDomain, startSamlSignIn } from './support/saml-sign-in';
import { cookiesSet, userWithApp } from './support/second-factors';
import { socialSignIn } from './support/social-sign-in';
import { CSRF, PORTAL_ORIGIN, startTestApp, type TestApp } from './support/test-app';

/** Issue 29: a social sign-in gets the second step like a password; a SAML sign-in never does. */
describe('second step after federated sign-ins', () => {
  let t: TestApp;
  let linkedin: SocialProviderServer;
  let dns: TestDnsServer;
  let idp: TestSamlIdp;

  beforeAll(async () => {
    linkedin = await startSocialProviderServer('linkedin');
    dns = await startTestDnsServer();
    idp = await startSamlIdp();
    t = await startTestApp({ ...linkedin.environment(), PORTAL_URL: PORTAL_ORIGIN, DNS_SERVERS: dns.address });
  });

  afterAll(async () => {
    await t?.close();
    await linkedin?.stop();
    await idp?.close();
    await dns?.close();
  });

  it('tells the portal a second step is due after a social sign-in, with no session before it', async () => {
    const { email, userId, app } = await userWithApp(t);
    linkedin.person = { sub: `second-step-${userId}`, email, email_verified: true, given_name: 'Ada', family_name: 'Lovelace' };
    const agent = t.agent();

    const { result } = await socialSignIn(agent, 'linkedin');

    expect(result.message).toEqual({ type: 'weather-social-sign-in', ok: true, provider: 'linkedin', second_step: true });
    await agent.get('/v1/users/me').expect(401);
    await agent.get('/v1/users/me/session').query({ clientId: 'any' }).expect(401);
    await agent.get('/auth/second-step').expect(200, { methods: ['totp', 'recovery_code'], enrolment_required: false, email });
    await awayFromStepEdge();
    await agent.post('/auth/second-step/totp').set(CSRF).send({ code: totpCode(app.secret) }).expect(200);
    await agent.get('/v1/users/me').expect(200);
    const [session] = await t.dataSource.getRepository(BrowserSession).find({ where: { userId }, order: { id: 'DESC' } });
    expect(session.signInMethod).toBe('social:linkedin+totp');
  });

  it('signs a SAML user in at once, even with an authenticator app: their identity provider owns factors', async () => {
    const saml = await samlDomain(t, dns, idp);
    const email = `grace@${saml.domain.name}`;
    const first = await startSamlSignIn(t, idp, saml.domain.id, { nameId: email, email, firstName: 'Grace', lastName: 'Hopper' });
    await postToAcs(first.browser, first.acsPath, first.answer.SAMLResponse, first.answer.RelayState).expect(303);
    const user = await t.dataSource.getRepository(User).findOneByOrFail({ email });
    await t.dataSource
      .getRepository(TotpFactor)
      .save({ userId: user.id, name: 'Phone', secret: 'enc:v1:unused', confirmedAt: new Date(), lastUsedStep: null, createdAt: new Date(), lastUsedAt: null });

    const again = await startSamlSignIn(t, idp, saml.domain.id, { nameId: email, email, firstName: 'Grace', lastName: 'Hopper' });
    const landed = await postToAcs(again.browser, again.acsPath, again.answer.SAMLResponse, again.answer.RelayState).expect(303);

    expect(cookiesSet(landed).has('weather_second_step')).toBe(false);
    await again.browser.get('/v1/users/me').expect(200);
  });
});
