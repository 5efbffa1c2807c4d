import * as client from 'openid-client';
import { BrowserSession } from '../src/auth/sessions/browser-session.entity';
import { saveOidcApplication } from './support/oidc-application';
import { authorizeIn, nextSecond, type PendingAuthorization, portalPage, redeem } from './support/oidc-authorization';
import { OidcBrowser } from './support/oidc-browser';
import { type TestApp } from './support/test-app';
import { discoverOidcClient, startListeningOidcApp } from './support/listening-oidc-app';

const PASSWORD = 'a long enough password';
const RP = 'http://rp.weather.example:4600';
const REDIRECT_URI = `${RP}/auth/callback`;

/**
 * prompt=login and max_age (docs/adr/0802): a portal session older than the request does not answer
 * them; the browser goes to the portal's /login with prompt=login, and only a sign-in made since
 * finishes the interaction, with a new auth_time. The new sign-in replaces the browser's portal session.
 */
describe('OpenID Connect fresh sign-in', () => {
  let t: TestApp;
  let api: string;
  let issuer: string;
  let config: client.Configuration;

  beforeAll(async () => {
    ({ t, api, issuer } = await startListeningOidcApp());
    const { clientId, secret } = await saveOidcApplication(t.dataSource, RP, {
      redirectUris: [REDIRECT_URI],
      postLogoutRedirectUris: [],
      grantTypes: ['authorization_code'],
      clientType: 'confidential',
      backchannelLogoutUri: null,
      firstParty: true,
    });
    config = await discoverOidcClient(issuer, clientId, secret);
  });

  afterAll(async () => {
    await t?.close();
  });

  function authorize(browser: OidcBrowser, extra: Record<string, string> = {}): Promise<PendingAuthorization> {
    return authorizeIn(browser, config, REDIRECT_URI, { scope: 'openid email', ...extra });
  }

  function atApplication(landed: URL): boolean {
    return `${landed.origin}${landed.pathname}` === REDIRECT_URI;
  }

  /** A browser signed in through the provider once: its ID token's auth_time is the portal session's start. */
  async function signedInThroughOidc(): Promise<{ browser: OidcBrowser; email: string; uuid: string; userId: number; authTime: number }> {
    const user = await t.createUser({ password: PASSWORD });
    const browser = new OidcBrowser(api);
    await browser.signIn(user.email, PASSWORD);
    const first = await authorize(browser);
    await redeem(config, first.landed, first);
    const [session] = await portalSessionsOf(user.id);
    const authTime = Math.floor(session.createdAt.getTime() / 1000);
    // The next request begins in a later second than this sign-in (the provider counts in seconds).
    await nextSecond();
    return { browser, email: user.email, uuid: user.uuid, userId: user.id, authTime };
  }

  /** The portal sign-in a fresh-sign-in request sends the browser to; answers the interaction's uid. */
  function freshSignInPage(landed: URL): string {
    const page = portalPage(landed);
    expect(`${landed.origin}${page.path}`).toBe(new URL('/login', t.config.portalUrl).href);
    expect(page.prompt).toBe('login');
    return page.interaction ?? '';
  }

  /** The user's portal sessions (browser_sessions rows): a replaced session is deleted, not left to expire. */
  function portalSessionsOf(userId: number): Promise<BrowserSession[]> {
    return t.dataSource.getRepository(BrowserSession).findBy({ userId });
  }

  it('sends prompt=login with a live session to the portal sign-in, refuses the old session, and finishes after a new sign-in with a new auth_time', async () => {
    const { browser, email, uuid, userId, authTime } = await signedInThroughOidc();
    const [oldSession] = await portalSessionsOf(userId);

    const pending = await authorize(browser, { prompt: 'login' });
    const uid = freshSignInPage(pending.landed);
    // Back without signing in again: the old session still does not answer.
    expect(freshSignInPage(await browser.navigate(`${api}/oidc/interaction/${uid}`))).toBe(uid);

    await browser.signIn(email, PASSWORD);
    const callback = await browser.navigate(`${api}/oidc/interaction/${uid}`);
    expect(atApplication(callback)).toBe(true);
    const claims = (await redeem(config, callback, pending)).claims();
    expect(claims?.sub).toBe(uuid);
    expect(claims?.auth_time).toBeGreaterThan(authTime);
    // The new sign-in replaced the browser's portal session: the old one is ended.
    const sessions = await portalSessionsOf(userId);
    expect(sessions).toHaveLength(1);
    expect(sessions[0].id).not.toBe(oldSession.id);
    expect(Math.floor(sessions[0].createdAt.getTime() / 1000)).toBe(claims?.auth_time);
  });

  it('sends a max_age the portal session is older than to the portal sign-in, and lets a younger one through', async () => {
    const { browser, email, authTime } = await signedInThroughOidc();
    await nextSecond();

    const young = await authorize(browser, { max_age: '60' });
    expect(atApplication(young.landed)).toBe(true);
    expect((await redeem(config, young.landed, young)).claims()?.auth_time).toBe(authTime);

    const pending = await authorize(browser, { max_age: '1' });
    const uid = freshSignInPage(pending.landed);
    await browser.signIn(email, PASSWORD);
    const callback = await browser.navigate(`${api}/oidc/interaction/${uid}`);
    const claims = (await redeem(config, callback, pending)).claims();
    expect(claims?.auth_time).toBeGreaterThan(authTime);
  });

  it('finishes a fresh sign-in as another user with that user, the first one signed out of this browser', async () => {
    const { browser, userId } = await signedInThroughOidc();
    const other = await t.createUser({ password: PASSWORD });

    const pending = await authorize(browser, { prompt: 'login' });
    const uid = freshSignInPage(pending.landed);
    await browser.signIn(other.email, PASSWORD);
    const callback = await browser.navigate(`${api}/oidc/interaction/${uid}`);

    expect((await redeem(config, callback, pending)).claims()?.sub).toBe(other.uuid);
    expect(await portalSessionsOf(userId)).toEqual([]);
  });

  it("keeps a third-party application's remembered consent through a fresh sign-in", async () => {
    const { clientId, secret } = await saveOidcApplication(t.dataSource, RP, {
      redirectUris: [REDIRECT_URI],
      postLogoutRedirectUris: [],
      grantTypes: ['authorization_code'],
      clientType: 'confidential',
      backchannelLogoutUri: null,
      firstParty: false,
    });
    const thirdParty = await discoverOidcClient(issuer, clientId, secret);
    const user = await t.createUser({ password: PASSWORD });
    const browser = new OidcBrowser(api);
    await browser.signIn(user.email, PASSWORD);
    const first = await authorizeIn(browser, thirdParty, REDIRECT_URI, { scope: 'openid email' });
    const consentUid = portalPage(first.landed).interaction ?? '';
    const allowed = await browser.fetch(`${api}/oidc/interaction/${consentUid}/consent`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
      body: JSON.stringify({ allow: true }),
    });
    await redeem(thirdParty, await browser.navigate(((await allowed.json()) as { redirect_to: string }).redirect_to), first);
    await nextSecond();

    const pending = await authorizeIn(browser, thirdParty, REDIRECT_URI, { scope: 'openid email', prompt: 'login' });
    const uid = freshSignInPage(pending.landed);
    await browser.signIn(user.email, PASSWORD);
    const callback = await browser.navigate(`${api}/oidc/interaction/${uid}`);

    expect(atApplication(callback)).toBe(true);
    expect((await redeem(thirdParty, callback, pending)).scope?.split(' ').sort()).toEqual(['email', 'openid']);
  });

  it('answers login_required to prompt=none with a max_age the session is older than', async () => {
    const { browser } = await signedInThroughOidc();
    await nextSecond();

    const silent = await authorize(browser, { prompt: 'none', max_age: '1' });

    expect(atApplication(silent.landed)).toBe(true);
    expect(silent.landed.searchParams.get('error')).toBe('login_required');
  });
});
