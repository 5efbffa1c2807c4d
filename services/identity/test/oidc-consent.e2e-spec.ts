import * as client from 'openid-client';
import { OidcPayload } from '../src/oidc/oidc-payload.entity';
import type { SiteApplication } from '../src/site-applications/catalogue/site-application.entity';
import { saveOidcApplication } from './support/oidc-application';
import { authorizeIn, type PendingAuthorization, portalPage, redeem } from './support/oidc-authorization';
import { OidcBrowser } from './support/oidc-browser';
import { type TestApp } from './support/test-app';
import { discoverOidcClient, startListeningOidcApp } from './support/listening-oidc-app';

const PASSWORD = 'a long enough password';
const RP = 'http://third-party.example:4500';
const REDIRECT_URI = `${RP}/auth/callback`;
const XHR = { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' };

/**
 * Consent to a third-party application on the portal's page (docs/adr/0802), through openid-client as
 * the relying party and the API routes the portal's /consent page calls.
 */
describe('OpenID Connect consent', () => {
  let t: TestApp;
  let api: string;
  let issuer: string;

  beforeAll(async () => {
    ({ t, api, issuer } = await startListeningOidcApp());
  });

  afterAll(async () => {
    await t?.close();
  });

  async function thirdParty(firstParty = false, fields: Partial<SiteApplication> = {}): Promise<{ config: client.Configuration; clientId: string }> {
    const { clientId, secret } = await saveOidcApplication(
      t.dataSource,
      RP,
      {
        redirectUris: [REDIRECT_URI],
        postLogoutRedirectUris: [],
        grantTypes: ['authorization_code', 'refresh_token'],
        clientType: 'confidential',
        backchannelLogoutUri: null,
        firstParty,
      },
      fields,
    );
    const config = await discoverOidcClient(issuer, clientId, secret);
    return { config, clientId };
  }

  async function signedIn(email?: string, locale: string | null = null): Promise<{ browser: OidcBrowser; email: string; uuid: string }> {
    const user = await t.createUser({ password: PASSWORD, firstName: 'Ada', lastName: 'Lovelace', locale, ...(email ? { email } : {}) });
    const browser = new OidcBrowser(api);
    await browser.signIn(user.email, PASSWORD);
    return { browser, email: user.email, uuid: user.uuid };
  }

  function authorize(browser: OidcBrowser, config: client.Configuration, scope: string, extra: Record<string, string> = {}): Promise<PendingAuthorization> {
    return authorizeIn(browser, config, REDIRECT_URI, { scope, ...extra });
  }

  /** The consent page's uid, after checking the browser was sent to the portal's /consent. */
  function consentPageOf(pending: PendingAuthorization): string {
    const page = portalPage(pending.landed);
    expect(`${pending.landed.origin}${page.path}`).toBe(new URL('/consent', t.config.portalUrl).href);
    expect(page.interaction).toEqual(expect.any(String));
    return page.interaction ?? '';
  }

  function consentRequest(browser: OidcBrowser, uid: string, acceptLanguage?: string): Promise<Response> {
    return browser.fetch(`${api}/oidc/interaction/${uid}/consent`, acceptLanguage ? { headers: { 'accept-language': acceptLanguage } } : {});
  }

  function answer(browser: OidcBrowser, uid: string, allow: boolean): Promise<Response> {
    return browser.fetch(`${api}/oidc/interaction/${uid}/consent`, { method: 'POST', headers: XHR, body: JSON.stringify({ allow }) });
  }

  /** Answers the consent and follows the browser back to the application. */
  async function decide(browser: OidcBrowser, uid: string, allow: boolean): Promise<URL> {
    const response = await answer(browser, uid, allow);
    expect(response.status).toBe(200);
    const { redirect_to } = (await response.json()) as { redirect_to: string };
    return browser.navigate(redirect_to);
  }

  it('shows what a third-party application asks, and Allow gives it exactly that', async () => {
    const { config, clientId } = await thirdParty();
    const { browser, email, uuid } = await signedIn();

    const pending = await authorize(browser, config, 'openid email');
    const uid = consentPageOf(pending);
    const shown = await consentRequest(browser, uid);
    expect(shown.status).toBe(200);
    expect(await shown.json()).toEqual({
      application: { client_id: clientId, name: expect.stringMatching(/^OIDC /), base_url: RP, image_url: `${RP}/logo.svg` },
      scopes: ['openid', 'email'],
      claims: [],
    });

    const tokens = await redeem(config, await decide(browser, uid, true), pending);
    expect(tokens.claims()?.sub).toBe(uuid);
    expect(tokens.scope?.split(' ').sort()).toEqual(['email', 'openid']);
    const userinfo = await client.fetchUserInfo(config, tokens.access_token, uuid);
    expect(userinfo).toMatchObject({ sub: uuid, email });
    expect(userinfo).not.toHaveProperty('name');
  });

  it("names the application in the user's language: the profile's, else Accept-Language's, falling back to English (issue 31, docs/adr/1005)", async () => {
    const { config } = await thirdParty(false, { name: 'Storm tracker', translations: { it: { name: 'Tracciatempeste' } } });
    const nameShown = async (browser: OidcBrowser, uid: string, acceptLanguage?: string): Promise<string> => {
      const response = await consentRequest(browser, uid, acceptLanguage);
      expect(response.status).toBe(200);
      return ((await response.json()) as { application: { name: string } }).application.name;
    };

    const visitor = await signedIn();
    const asked = consentPageOf(await authorize(visitor.browser, config, 'openid'));
    expect(await nameShown(visitor.browser, asked, 'it-IT,it;q=0.9,en;q=0.8')).toBe('Tracciatempeste');
    expect(await nameShown(visitor.browser, asked, 'en-GB')).toBe('Storm tracker');
    expect(await nameShown(visitor.browser, asked)).toBe('Storm tracker');

    // The language stored in the profile wins over the browser's.
    const italian = await signedIn(undefined, 'it');
    expect(await nameShown(italian.browser, consentPageOf(await authorize(italian.browser, config, 'openid')), 'en')).toBe('Tracciatempeste');
  });

  it('sends access_denied to the application when the user denies, and grants nothing', async () => {
    const { config } = await thirdParty();
    const { browser, uuid } = await signedIn();

    const pending = await authorize(browser, config, 'openid email');
    const callback = await decide(browser, consentPageOf(pending), false);

    expect(`${callback.origin}${callback.pathname}`).toBe(REDIRECT_URI);
    expect(callback.searchParams.get('error')).toBe('access_denied');
    expect(callback.searchParams.get('state')).toBe(pending.state);
    expect(callback.searchParams.get('code')).toBeNull();
    // Nothing remembered: the next request asks again.
    consentPageOf(await authorize(browser, config, 'openid email'));
    expect(await t.dataSource.getRepository(OidcPayload).countBy({ kind: 'Grant', accountId: uuid })).toBe(0);
  });

  it('remembers the consent: the same scopes are not asked again, in this browser, in another one, or after signing out', async () => {
    const { config } = await thirdParty();
    const { browser, email } = await signedIn();
    const first = await authorize(browser, config, 'openid email');
    await redeem(config, await decide(browser, consentPageOf(first), true), first);

    const again = await authorize(browser, config, 'openid email');
    expect(`${again.landed.origin}${again.landed.pathname}`).toBe(REDIRECT_URI);
    await redeem(config, again.landed, again);

    const other = new OidcBrowser(api);
    await other.signIn(email, PASSWORD);
    const elsewhere = await authorize(other, config, 'openid');
    expect(`${elsewhere.landed.origin}${elsewhere.landed.pathname}`).toBe(REDIRECT_URI);
    expect((await redeem(config, elsewhere.landed, elsewhere)).scope).toBe('openid');

    const signOut = await browser.fetch(`${api}/auth/logout`, { method: 'POST', headers: { 'x-requested-with': 'XMLHttpRequest' } });
    expect(signOut.status).toBe(204);
    await browser.signIn(email, PASSWORD);
    const afterSignOut = await authorize(browser, config, 'openid email');
    expect(`${afterSignOut.landed.origin}${afterSignOut.landed.pathname}`).toBe(REDIRECT_URI);
    expect((await redeem(config, afterSignOut.landed, afterSignOut)).scope?.split(' ').sort()).toEqual(['email', 'openid']);
  });

  it("withdraws the remembered consent with all the user's grants (signing out everywhere else)", async () => {
    const { config } = await thirdParty();
    const { browser } = await signedIn();
    const first = await authorize(browser, config, 'openid email');
    await redeem(config, await decide(browser, consentPageOf(first), true), first);

    const everywhere = await browser.fetch(`${api}/v1/users/me/sessions?scope=others`, { method: 'DELETE', headers: { 'x-requested-with': 'XMLHttpRequest' } });
    expect(everywhere.status).toBe(204);

    consentPageOf(await authorize(browser, config, 'openid email'));
  });

  it('asks only for a new scope, and remembers it too', async () => {
    const { config } = await thirdParty();
    const { browser, uuid } = await signedIn();
    const first = await authorize(browser, config, 'openid email');
    await redeem(config, await decide(browser, consentPageOf(first), true), first);

    const wider = await authorize(browser, config, 'openid email profile role');
    const uid = consentPageOf(wider);
    expect(await (await consentRequest(browser, uid)).json()).toMatchObject({ scopes: ['profile', 'role'] });
    const tokens = await redeem(config, await decide(browser, uid, true), wider);
    expect(tokens.scope?.split(' ').sort()).toEqual(['email', 'openid', 'profile', 'role']);
    expect(await client.fetchUserInfo(config, tokens.access_token, uuid)).toMatchObject({ name: 'Ada Lovelace', role: 'USER' });

    const remembered = await authorize(browser, config, 'openid profile');
    expect(`${remembered.landed.origin}${remembered.landed.pathname}`).toBe(REDIRECT_URI);
  });

  it('answers consent_required to prompt=none without a consent, and never asks the user', async () => {
    const { config } = await thirdParty();
    const { browser, uuid } = await signedIn();
    // A provider session from a first-party application's sign-in, so only the consent is missing.
    const firstParty = await thirdParty(true);
    const own = await authorize(browser, firstParty.config, 'openid');
    await redeem(firstParty.config, own.landed, own);

    const silent = await authorize(browser, config, 'openid email', { prompt: 'none' });

    expect(`${silent.landed.origin}${silent.landed.pathname}`).toBe(REDIRECT_URI);
    expect(silent.landed.searchParams.get('error')).toBe('consent_required');
    expect(await t.dataSource.getRepository(OidcPayload).countBy({ kind: 'Grant', accountId: uuid })).toBe(1);
  });

  it("refuses another user's interaction, another browser, and a second answer", async () => {
    const { config } = await thirdParty();
    const { browser, email } = await signedIn();
    const uid = consentPageOf(await authorize(browser, config, 'openid email'));

    // The same user in another browser does not hold the interaction's cookie.
    const other = new OidcBrowser(api);
    await other.signIn(email, PASSWORD);
    expect((await consentRequest(other, uid)).status).toBe(404);
    expect((await answer(other, uid, true)).status).toBe(404);

    // Another user signed in in the same browser (the interaction's cookie is there) is refused too.
    const mallory = await t.createUser({ password: PASSWORD });
    await browser.signIn(mallory.email, PASSWORD);
    const refused = await consentRequest(browser, uid);
    expect(refused.status).toBe(404);
    expect(await refused.json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
    expect((await answer(browser, uid, true)).status).toBe(404);
  });

  it('lets only one of two concurrent answers through', async () => {
    const { config } = await thirdParty();
    const { browser } = await signedIn();
    const uid = consentPageOf(await authorize(browser, config, 'openid email'));

    const answers = await Promise.all([answer(browser, uid, true), answer(browser, uid, false), answer(browser, uid, true)]);

    expect(answers.map((response) => response.status).sort()).toEqual([200, 404, 404]);
    expect((await answer(browser, uid, true)).status).toBe(404);
  });

  it('refuses an interaction that is not at the consent prompt, a signed-out caller, and a body that is not JSON', async () => {
    const { config } = await thirdParty();
    const visitor = new OidcBrowser(api);
    const signIn = await authorize(visitor, config, 'openid');
    const uid = portalPage(signIn.landed).interaction ?? '';
    expect(portalPage(signIn.landed).path).toBe('/login');
    expect((await consentRequest(visitor, uid)).status).toBe(401);

    const user = await t.createUser({ password: PASSWORD });
    await visitor.signIn(user.email, PASSWORD);
    expect((await consentRequest(visitor, uid)).status).toBe(404);
    const form = await visitor.fetch(`${api}/oidc/interaction/${uid}/consent`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-requested-with': 'XMLHttpRequest' }, body: 'allow=true' });
    expect(form.status).toBe(415);
    const noHeader = await visitor.fetch(`${api}/oidc/interaction/${uid}/consent`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"allow":true}' });
    expect(noHeader.status).toBe(403);
    const notBoolean = await visitor.fetch(`${api}/oidc/interaction/${uid}/consent`, { method: 'POST', headers: XHR, body: '{"allow":"yes"}' });
    expect(notBoolean.status).toBe(400);
  });
});
