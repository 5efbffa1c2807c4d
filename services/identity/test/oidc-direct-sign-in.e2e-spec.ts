import * as client from 'openid-client';
import { BrowserSession } from '../src/auth/sessions/browser-session.entity';
import { OidcPayload } from '../src/oidc/oidc-payload.entity';
import { User } from '../src/users/user.entity';
import { saveOidcApplication } from './support/oidc-application';
import { nextSecond, portalPage, redeem } from './support/oidc-authorization';
import { OidcBrowser } from './support/oidc-browser';
import { type TestApp } from './support/test-app';
import { discoverOidcClient, startListeningOidcApp } from './support/listening-oidc-app';

const PASSWORD = 'a long enough password';
const RP = 'http://rp-direct.weather.example:4700';
const REDIRECT_URI = `${RP}/auth/callback`;
const XHR = { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' };

/** One authorization request of a browser, not followed: its answer, and what the application keeps to redeem a code. */
interface Asked {
  response: Response;
  location: URL | null;
  verifier: string;
  state: string;
}

/**
 * Single sign-on without the interaction round trip (docs/adr/0806): a browser with a live portal
 * session gets the code in answer to the authorization request itself; everything the provider must
 * still ask (a fresh sign-in, a consent) and every browser the portal does not let through goes the
 * way it went before, through the interaction and the portal's pages.
 */
describe('OpenID Connect single sign-on from the portal session, in one request', () => {
  let t: TestApp;
  let api: string;
  let issuer: string;
  let firstParty: client.Configuration;
  let thirdParty: client.Configuration;

  beforeAll(async () => {
    ({ t, api, issuer } = await startListeningOidcApp());
    firstParty = await application(true);
    thirdParty = await application(false);
  });

  afterAll(async () => {
    await t?.close();
  });

  async function application(isFirstParty: boolean): Promise<client.Configuration> {
    const { clientId, secret } = await saveOidcApplication(t.dataSource, RP, {
      redirectUris: [REDIRECT_URI],
      postLogoutRedirectUris: [],
      grantTypes: ['authorization_code'],
      clientType: 'confidential',
      backchannelLogoutUri: null,
      firstParty: isFirstParty,
    });
    return discoverOidcClient(issuer, clientId, secret);
  }

  async function signedIn(fields: Partial<User> = {}): Promise<{ browser: OidcBrowser; user: User }> {
    const user = await t.createUser({ password: PASSWORD, ...fields });
    const browser = new OidcBrowser(api);
    await browser.signIn(user.email, PASSWORD);
    return { browser, user };
  }

  /** Sends one authorization request (code + PKCE) and does not follow its answer. */
  async function ask(browser: OidcBrowser, extra: Record<string, string> = {}, config = firstParty): Promise<Asked> {
    const verifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: REDIRECT_URI,
      scope: 'openid email',
      code_challenge: await client.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
      ...extra,
    });
    const response = await browser.fetch(url.href);
    const location = response.headers.get('location');
    return { response, location: location ? new URL(location, url) : null, verifier, state };
  }

  /** The request was answered with the code at once: a 303 to the application's redirect URI. */
  function expectCodeAtOnce(asked: Asked): URL {
    expect(asked.response.status).toBe(303);
    expect(asked.location && `${asked.location.origin}${asked.location.pathname}`).toBe(REDIRECT_URI);
    expect(asked.location?.searchParams.get('code')).toEqual(expect.any(String));
    return asked.location ?? new URL(REDIRECT_URI);
  }

  /** The request went to the provider's interaction, as without this change; answers where the browser ends up. */
  async function expectInteraction(browser: OidcBrowser, asked: Asked): Promise<URL> {
    expect(asked.response.status).toBe(303);
    expect(asked.location?.pathname).toMatch(/^\/oidc\/interaction\/[^/]+$/);
    return browser.navigate(asked.location?.href ?? '');
  }

  function expectPortalPage(landed: URL, path: '/login' | '/consent', prompt: string | null = null): string {
    const page = portalPage(landed);
    expect(`${landed.origin}${page.path}`).toBe(new URL(path, t.config.portalUrl).href);
    expect(page.interaction).toEqual(expect.any(String));
    expect(page.prompt).toBe(prompt);
    return page.interaction ?? '';
  }

  async function portalSessionOf(userId: number): Promise<BrowserSession> {
    const [session] = await t.dataSource.getRepository(BrowserSession).findBy({ userId });
    return session;
  }

  function providerSessionsOf(accountId: string): Promise<OidcPayload[]> {
    return t.dataSource.getRepository(OidcPayload).findBy({ kind: 'Session', accountId });
  }

  it("answers with the code at once; the ID token's auth_time is the portal session's start, amr how it signed in", async () => {
    const { browser, user } = await signedIn();
    const portal = await portalSessionOf(user.id);

    // A max_age the portal session is well within: the provider then states auth_time in the ID token.
    const asked = await ask(browser, { max_age: '3600' });

    const claims = (await redeem(firstParty, expectCodeAtOnce(asked), asked)).claims();
    expect(claims).toMatchObject({ sub: user.uuid, auth_time: Math.floor(portal.createdAt.getTime() / 1000), amr: ['pwd'] });
    expect(claims).not.toHaveProperty('act');
    // The provider session is recorded with its portal session, as the interaction records it.
    const sessions = await providerSessionsOf(user.uuid);
    expect(sessions).toEqual([expect.objectContaining({ browserSessionId: portal.id, portalImpersonation: false })]);
  });

  it('keeps the provider session for the next request: the same session (sid), still in one request', async () => {
    const { browser, user } = await signedIn();
    const first = await ask(browser);
    const firstSid = (await redeem(firstParty, expectCodeAtOnce(first), first)).claims()?.sid;

    const second = await ask(browser);

    expect((await redeem(firstParty, expectCodeAtOnce(second), second)).claims()?.sid).toBe(firstSid);
    expect(await providerSessionsOf(user.uuid)).toHaveLength(1);
  });

  it('answers parallel requests of one browser each with its own code, all on the portal session', async () => {
    const { browser, user } = await signedIn();
    const portal = await portalSessionOf(user.id);

    const asked = await Promise.all(Array.from({ length: 6 }, () => ask(browser)));

    const tokens = await Promise.all(asked.map((each) => redeem(firstParty, expectCodeAtOnce(each), each)));
    expect(new Set(tokens.map((each) => each.access_token)).size).toBe(6);
    expect(tokens.every((each) => each.claims()?.sub === user.uuid)).toBe(true);
    const sessions = await providerSessionsOf(user.uuid);
    expect(sessions.length).toBeGreaterThan(0);
    expect(sessions.every((session) => session.browserSessionId === portal.id)).toBe(true);
  });

  it('answers prompt=none with the code, and login_required once the portal session is signed out', async () => {
    const { browser, user } = await signedIn();
    const silent = await ask(browser, { prompt: 'none' });
    await redeem(firstParty, expectCodeAtOnce(silent), silent);

    const signOut = await browser.fetch(`${api}/auth/logout`, { method: 'POST', headers: XHR });
    expect(signOut.status).toBeLessThan(300);
    const after = await ask(browser, { prompt: 'none' });

    expect(after.location && `${after.location.origin}${after.location.pathname}`).toBe(REDIRECT_URI);
    expect(after.location?.searchParams.get('error')).toBe('login_required');
    expect(await providerSessionsOf(user.uuid)).toEqual([]);
  });

  it('sends a browser without a portal session to the portal sign-in, as before', async () => {
    const browser = new OidcBrowser(api);

    const asked = await ask(browser);

    expectPortalPage(await expectInteraction(browser, asked), '/login');
  });

  it('sends a user who must change a temporary password to the portal sign-in, with no provider session', async () => {
    const { browser, user } = await signedIn({ isForceResetPassword: true });

    const asked = await ask(browser);

    expectPortalPage(await expectInteraction(browser, asked), '/login');
    expect(await providerSessionsOf(user.uuid)).toEqual([]);
  });

  it('sends a disabled user to the portal sign-in, with no provider session', async () => {
    const { browser, user } = await signedIn();
    await t.dataSource.getRepository(User).update({ id: user.id }, { isDisabled: true });

    const asked = await ask(browser);

    expectPortalPage(await expectInteraction(browser, asked), '/login');
    expect(await providerSessionsOf(user.uuid)).toEqual([]);
  });

  it.each([
    ['prompt=login', { prompt: 'login' }],
    ['max_age=0', { max_age: '0' }],
  ])('asks for a fresh sign-in at %s, and finishes with the new sign-in', async (_, extra) => {
    const { browser, user } = await signedIn();
    const before = await portalSessionOf(user.id);
    await nextSecond();

    const asked = await ask(browser, extra);
    const uid = expectPortalPage(await expectInteraction(browser, asked), '/login', 'login');
    await browser.signIn(user.email, PASSWORD);
    const callback = await browser.navigate(`${api}/oidc/interaction/${uid}`);

    const claims = (await redeem(firstParty, callback, asked)).claims();
    expect(claims?.sub).toBe(user.uuid);
    expect(claims?.auth_time).toBeGreaterThan(Math.floor(before.createdAt.getTime() / 1000));
    expect(claims?.auth_time).toBe(Math.floor((await portalSessionOf(user.id)).createdAt.getTime() / 1000));
  });

  it('asks consent for a third-party application on the portal, then answers with the code', async () => {
    const { browser, user } = await signedIn();

    const asked = await ask(browser, {}, thirdParty);
    const uid = expectPortalPage(await expectInteraction(browser, asked), '/consent');
    const allowed = await browser.fetch(`${api}/oidc/interaction/${uid}/consent`, { method: 'POST', headers: XHR, body: JSON.stringify({ allow: true }) });
    expect(allowed.status).toBe(200);
    const callback = await browser.navigate(((await allowed.json()) as { redirect_to: string }).redirect_to);

    expect((await redeem(thirdParty, callback, asked)).claims()?.sub).toBe(user.uuid);
    // With the consent remembered, the next request is answered at once.
    const again = await ask(browser, {}, thirdParty);
    expectCodeAtOnce(again);
  });

  it('names the administrator of an impersonation in act, with no amr, at once', async () => {
    const { browser, user: administrator } = await signedIn({ role: 'SYSADMIN' });
    const user = await t.createUser({ password: PASSWORD });
    const impersonation = await browser.fetch(`${api}/auth/impersonate`, { method: 'POST', headers: XHR, body: JSON.stringify({ user_id: user.id, uuid: user.uuid }) });
    expect(impersonation.status).toBe(200);

    const asked = await ask(browser);
    const tokens = await redeem(firstParty, expectCodeAtOnce(asked), asked);

    expect(tokens.claims()).toMatchObject({ sub: user.uuid, act: { sub: administrator.uuid } });
    expect(tokens.claims()).not.toHaveProperty('amr');
    expect(await client.fetchUserInfo(firstParty, tokens.access_token, user.uuid)).toMatchObject({ act: { sub: administrator.uuid } });
    expect(await providerSessionsOf(user.uuid)).toEqual([expect.objectContaining({ portalImpersonation: true })]);
  });

  it("signs in another user's portal session afresh, not in the provider session of the user before", async () => {
    const { browser, user: first } = await signedIn();
    const firstAsked = await ask(browser);
    await redeem(firstParty, expectCodeAtOnce(firstAsked), firstAsked);
    const second = await t.createUser({ password: PASSWORD });
    await browser.signIn(second.email, PASSWORD);

    const asked = await ask(browser);

    expect((await redeem(firstParty, expectCodeAtOnce(asked), asked)).claims()?.sub).toBe(second.uuid);
    // The first user's provider session ended with the portal session the new sign-in replaced.
    expect(await providerSessionsOf(first.uuid)).toEqual([]);
  });
});
