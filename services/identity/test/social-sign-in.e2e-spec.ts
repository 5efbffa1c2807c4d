import { type SocialProviderServer, startSocialProviderServer } from '@weather/test-peers';
import { SocialIdentity } from '../src/auth/social/social-identity.entity';
import { User } from '../src/users/user.entity';
import { postedResult, socialSignIn } from './support/social-sign-in';
import { PORTAL_ORIGIN, startTestApp, type TestApp } from './support/test-app';

const OTHER_PORTAL = 'http://127.0.0.1:8081';
let people = 0;
const uniqueEmail = (): string => `social${++people}-${Date.now()}@example.com`;

describe('Social sign-in pop-ups (/auth/facebook, /auth/linkedin)', () => {
  let t: TestApp;
  let linkedin: SocialProviderServer;
  let facebook: SocialProviderServer;

  beforeAll(async () => {
    linkedin = await startSocialProviderServer('linkedin');
    facebook = await startSocialProviderServer('facebook');
    t = await startTestApp({
      ...linkedin.environment(),
      ...facebook.environment(),
      PORTAL_URL: PORTAL_ORIGIN,
      PORTAL_ORIGINS: `${PORTAL_ORIGIN},${OTHER_PORTAL}`,
    });
  });

  beforeEach(() => {
    linkedin.denyConsent = false;
    facebook.denyConsent = false;
  });

  afterAll(async () => {
    await t.close();
    await linkedin.stop();
    await facebook.stop();
  });

  it('tells the portal which buttons to show', async () => {
    const response = await t.agent().get('/auth/providers/social').expect(200);
    expect(response.body).toEqual({ facebook: true, linkedin: true });
  });

  it('sends the pop-up to the provider with state, PKCE (S256) and, for OpenID Connect, a nonce', async () => {
    const start = await t.agent().get('/auth/linkedin').expect(302);
    const consent = new URL(String(start.headers.location));
    expect(consent.origin).toBe(new URL(linkedin.url).origin);
    expect(consent.searchParams.get('client_id')).toBe('linkedin-client');
    expect(consent.searchParams.get('redirect_uri')).toBe(`${t.config.publicApiUrl.origin}/auth/linkedin/callback`);
    expect(consent.searchParams.get('scope')).toBe('openid profile email');
    expect(consent.searchParams.get('state')).toMatch(/.{20,}/);
    expect(consent.searchParams.get('nonce')).toMatch(/.{20,}/);
    expect(consent.searchParams.get('code_challenge_method')).toBe('S256');
    const cookie = [start.headers['set-cookie'] ?? []].flat().find((line) => line.startsWith('wid_social_state='));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(start.headers['cross-origin-opener-policy']).toBe('unsafe-none');
  });

  it.each(['linkedin', 'facebook'] as const)('%s: registers a new verified user, signs in and posts ok to the portal origin only', async (provider) => {
    const server = provider === 'linkedin' ? linkedin : facebook;
    const email = uniqueEmail();
    server.person = { sub: `${provider}-${email}`, email, email_verified: true, given_name: 'Grace', family_name: 'Hopper' };
    const agent = t.agent();

    const { html, result } = await socialSignIn(agent, provider);

    expect(result).toEqual({ message: { type: 'weather-social-sign-in', ok: true, provider }, targetOrigin: PORTAL_ORIGIN });
    expect(html).toMatch(/window\.close\(\)/);
    const me = await agent.get('/v1/users/me').expect(200);
    expect(me.body).toMatchObject({ email, first_name: 'Grace', last_name: 'Hopper', is_verified: true });
    const user = await t.dataSource.getRepository(User).findOneByOrFail({ email });
    expect(user.passwordHash).toBeNull();
    await expect(t.dataSource.getRepository(SocialIdentity).countBy({ provider, subject: `${provider}-${email}`, userId: user.id })).resolves.toBe(1);
  });

  it('signs in the existing user of the verified email, links the identity, then finds it by subject alone', async () => {
    const user = await t.createUser({ email: uniqueEmail() });
    linkedin.person = { sub: `existing-${user.id}`, email: user.email.toUpperCase(), email_verified: true, given_name: 'Someone', family_name: 'Else' };

    const first = await socialSignIn(t.agent(), 'linkedin');
    expect(first.result.message.ok).toBe(true);

    // Later the provider's address changes: the linked subject still finds the account.
    linkedin.person = { sub: `existing-${user.id}`, email: uniqueEmail(), email_verified: true };
    const agent = t.agent();
    const second = await socialSignIn(agent, 'linkedin');
    expect(second.result.message.ok).toBe(true);
    const me = await agent.get('/v1/users/me').expect(200);
    expect(me.body).toMatchObject({ email: user.email, first_name: user.firstName });
    await expect(t.dataSource.getRepository(User).countBy({ firstName: 'Someone' })).resolves.toBe(0);
  });

  it('never links an unverified provider email to the existing account, nor signs in', async () => {
    const user = await t.createUser({ email: uniqueEmail() });
    linkedin.person = { sub: `unverified-${user.id}`, email: user.email, email_verified: false };
    const agent = t.agent();

    const { result } = await socialSignIn(agent, 'linkedin');

    expect(result.message).toEqual({ type: 'weather-social-sign-in', ok: false, provider: 'linkedin', code: 'SOCIAL_EMAIL_UNVERIFIED' });
    await agent.get('/v1/users/me').expect(401);
    await expect(t.dataSource.getRepository(SocialIdentity).countBy({ userId: user.id })).resolves.toBe(0);
  });

  it('answers SOCIAL_EMAIL_MISSING when Facebook gives no address', async () => {
    facebook.person = { sub: `no-email-${Date.now()}` };
    const { result } = await socialSignIn(t.agent(), 'facebook');
    expect(result.message).toMatchObject({ ok: false, code: 'SOCIAL_EMAIL_MISSING' });
  });

  it('answers SOCIAL_CONSENT_DENIED when the person refuses consent', async () => {
    facebook.denyConsent = true;
    const agent = t.agent();
    const { result } = await socialSignIn(agent, 'facebook');
    expect(result.message).toEqual({ type: 'weather-social-sign-in', ok: false, provider: 'facebook', code: 'SOCIAL_CONSENT_DENIED' });
    await agent.get('/v1/users/me').expect(401);
  });

  it('refuses a forged state, a callback without the state cookie, and a replayed callback', async () => {
    const email = uniqueEmail();
    linkedin.person = { sub: `forged-${email}`, email, email_verified: true };
    const agent = t.agent();
    const start = await agent.get('/auth/linkedin').expect(302);
    const consent = await fetch(String(start.headers.location), { redirect: 'manual' });
    const back = new URL(consent.headers.get('location') ?? '');

    const forged = new URL(back);
    forged.searchParams.set('state', 'forged-by-someone-else');
    const refused = await agent.get(`${forged.pathname}${forged.search}`).expect(200);
    expect(postedResult(refused.text).message).toMatchObject({ ok: false, code: 'SOCIAL_STATE_INVALID' });

    // The first callback spent the cookie: even the genuine one is refused now, and a stranger has none.
    const replayed = await agent.get(`${back.pathname}${back.search}`).expect(200);
    expect(postedResult(replayed.text).message).toMatchObject({ ok: false, code: 'SOCIAL_STATE_INVALID' });
    const stranger = await t.agent().get(`${back.pathname}${back.search}`).expect(200);
    expect(postedResult(stranger.text).message).toMatchObject({ ok: false, code: 'SOCIAL_STATE_INVALID' });
    await agent.get('/v1/users/me').expect(401);
    await expect(t.dataSource.getRepository(User).countBy({ email })).resolves.toBe(0);
  });

  it('posts to another portal origin only when it is one of PORTAL_ORIGINS', async () => {
    const email = uniqueEmail();
    facebook.person = { sub: `origin-${email}`, email };
    const { result } = await socialSignIn(t.agent(), 'facebook', `?origin=${encodeURIComponent(OTHER_PORTAL)}`);
    expect(result.targetOrigin).toBe(OTHER_PORTAL);

    await t.agent().get(`/auth/facebook?origin=${encodeURIComponent('https://evil.example')}`).expect(400);
  });

  it('serves the result page with a nonce-only script policy and without isolating the pop-up from its opener', async () => {
    const page = await t.agent().get('/auth/linkedin/callback?state=x&code=y').expect(200);
    const nonce = /nonce="([^"]+)"/.exec(page.text)?.[1];
    expect(page.headers['content-security-policy']).toBe(`default-src 'none'; script-src 'nonce-${nonce}'; frame-ancestors 'none'`);
    expect(page.headers['cross-origin-opener-policy']).toBe('unsafe-none');
  });

  it('answers SOCIAL_PROVIDER_UNAVAILABLE when the provider is down', async () => {
    const down = await startTestApp({ LINKEDIN_CLIENT_ID: 'id', LINKEDIN_CLIENT_SECRET: 'secret', LINKEDIN_ISSUER: 'http://127.0.0.1:9/' });
    try {
      const page = await down.agent().get('/auth/linkedin').expect(200);
      expect(postedResult(page.text).message).toEqual({ type: 'weather-social-sign-in', ok: false, provider: 'linkedin', code: 'SOCIAL_PROVIDER_UNAVAILABLE' });
      await down.agent().get('/auth/facebook').expect(404);
      await expect(down.agent().get('/auth/providers/social')).resolves.toMatchObject({ body: { facebook: false, linkedin: true } });
    } finally {
      await down.close();
    }
  });
});
