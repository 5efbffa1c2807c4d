import * as client from 'openid-client';
import { BackchannelListener } from './support/backchannel-listener';
import { OidcBrowser } from './support/oidc-browser';
import { relyingParty, type RelyingParty, signInTo, silentSignInError } from './support/oidc-relying-party';
import { type TestApp } from './support/test-app';
import { BACKCHANNEL_LOGOUT_WAIT_MS } from '../src/oidc/oidc-session-ender';
import { startListeningOidcApp } from './support/listening-oidc-app';

const PASSWORD = 'a long enough password';
const XHR = { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' };
const PORTAL_URL = 'http://portal.weather.example:8080/';

/** Lets a back-channel logout sent late (a second one, if any) arrive before counting. */
const settle = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 300));

/**
 * RP-initiated logout and the provider's own pages (docs/adr/0804): a confirmed logout at the
 * provider ends the browser's portal session too, each application of the session hears of it once
 * (back-channel, received by a real listener), and the provider's pages are the service's own.
 */
describe('OpenID Connect logout and pages', () => {
  let t: TestApp;
  let api: string;
  let issuer: string;
  let listener: BackchannelListener;

  beforeAll(async () => {
    listener = await BackchannelListener.start();
    ({ t, api, issuer } = await startListeningOidcApp({ PORTAL_URL, OUTBOUND_ALLOWED_HOSTS: '127.0.0.1' }));
  });

  afterAll(async () => {
    await t?.close();
    await listener?.close();
  });

  /** A user signed in to the portal in a browser, and in it to two applications. */
  async function signedInToTwo(): Promise<{ browser: OidcBrowser; initiator: RelyingParty; other: RelyingParty; idToken: string; names: [string, string] }> {
    const names: [string, string] = [`initiator-${Date.now()}`, `other-${Date.now()}`];
    const initiator = await relyingParty(t.dataSource, issuer, 'http://rp-one.weather.example:4401', listener.uri(names[0]));
    const other = await relyingParty(t.dataSource, issuer, 'http://rp-two.weather.example:4402', listener.uri(names[1]));
    const user = await t.createUser({ password: PASSWORD });
    const browser = new OidcBrowser(api);
    await browser.signIn(user.email, PASSWORD);
    const tokens = await signInTo(initiator, browser);
    await signInTo(other, browser);
    return { browser, initiator, other, idToken: tokens.id_token ?? '', names };
  }

  /** Opens the provider's logout confirmation; answers the page and how to post it. */
  async function confirmationPage(browser: OidcBrowser, url: URL): Promise<{ html: string; action: string; xsrf: string }> {
    const page = await browser.fetch(url.href);
    expect(page.status).toBe(200);
    const html = await page.text();
    const action = /<form id="op.logoutForm" method="post" action="([^"]+)"/.exec(html)?.[1] ?? '';
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1] ?? '';
    return { html, action: new URL(action, url).href, xsrf };
  }

  /** Posts the confirmation as its Yes or No button does; answers where the browser is sent. */
  async function answer(browser: OidcBrowser, { action, xsrf }: { action: string; xsrf: string }, yes: boolean): Promise<URL> {
    const body = new URLSearchParams({ xsrf, ...(yes ? { logout: 'yes' } : {}) });
    const response = await browser.fetch(action, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body });
    expect(response.status).toBe(303);
    return new URL(response.headers.get('location') ?? '', action);
  }

  it('ends the portal session at a confirmed logout; each application hears of it once, the initiating one too', async () => {
    const { browser, initiator, idToken, names, other } = await signedInToTwo();
    const endSession = client.buildEndSessionUrl(initiator.config, { id_token_hint: idToken, post_logout_redirect_uri: initiator.postLogoutRedirectUri, state: 'xyz' });

    const page = await confirmationPage(browser, endSession);
    const back = await answer(browser, page, true);

    expect(back.href).toBe(`${initiator.postLogoutRedirectUri}?state=xyz`);
    expect((await browser.fetch(`${api}/v1/users/me`)).status).toBe(401);
    await settle();
    expect(listener.to(names[0])).toHaveLength(1);
    expect(listener.to(names[1])).toHaveLength(1);
    expect(await silentSignInError(other, browser)).toBe('login_required');
  });

  it('keeps the portal session and the other application at a No: only the initiating application is signed out', async () => {
    const { browser, initiator, idToken, names, other } = await signedInToTwo();
    const endSession = client.buildEndSessionUrl(initiator.config, { id_token_hint: idToken, post_logout_redirect_uri: initiator.postLogoutRedirectUri });

    await answer(browser, await confirmationPage(browser, endSession), false);

    expect((await browser.fetch(`${api}/v1/users/me`)).status).toBe(200);
    await settle();
    expect(listener.to(names[0])).toHaveLength(1);
    expect(listener.to(names[1])).toHaveLength(0);
    expect(await silentSignInError(other, browser)).toBeNull();
  });

  it("asks in the service's own page: the application's name, the provider's form with its xsrf input, Yes and No", async () => {
    const { browser, initiator, idToken } = await signedInToTwo();
    const endSession = client.buildEndSessionUrl(initiator.config, { id_token_hint: idToken });

    const { html, xsrf } = await confirmationPage(browser, endSession);

    expect(html).toMatch(/<title>Sign out of OIDC [0-9a-f]{8}\?<\/title>/);
    expect(xsrf).not.toBe('');
    expect(html).toContain('>Yes, sign me out</button>');
    expect(html).toContain('>No, stay signed in</button>');
    expect(html).not.toMatch(/oidc-provider|<script/i);
  });

  it("shows the service's own page after a logout without a return address, with a link to the portal", async () => {
    const { browser, initiator, idToken } = await signedInToTwo();
    const endSession = client.buildEndSessionUrl(initiator.config, { id_token_hint: idToken });

    const done = await answer(browser, await confirmationPage(browser, endSession), true);
    const page = await browser.fetch(done.href);

    expect(done.pathname).toBe('/oidc/session/end/success');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<title>You are signed out</title>');
    expect(html).toContain(`href="${PORTAL_URL}"`);
    expect(html).not.toMatch(/oidc-provider|<script/i);
  });

  it("shows the service's own error page for a return address the application did not register", async () => {
    const rp = await relyingParty(t.dataSource, issuer, 'http://rp-three.weather.example:4403', null);
    const url = client.buildAuthorizationUrl(rp.config, { redirect_uri: `${rp.redirectUri}/elsewhere`, scope: 'openid', code_challenge: await client.calculatePKCECodeChallenge(client.randomPKCECodeVerifier()), code_challenge_method: 'S256' });

    const page = await fetch(url, { redirect: 'manual' });

    expect(page.status).toBe(400);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");
    const html = await page.text();
    expect(html).toContain('<title>We could not sign you in</title>');
    expect(html).toContain('Error code: invalid_redirect_uri');
    expect(html).toContain(`href="${PORTAL_URL}"`);
    expect(html).not.toMatch(/oidc-provider|oops|<script/i);
  });

  it('answers portal sign-outs, several at once, within the wait for back-channel logouts when an application never answers', async () => {
    const silent = await BackchannelListener.start({ silent: true });
    try {
      const rp = await relyingParty(t.dataSource, issuer, 'http://rp-four.weather.example:4404', silent.uri('slow'));
      const browsers = await Promise.all(
        [1, 2, 3].map(async () => {
          const user = await t.createUser({ password: PASSWORD });
          const browser = new OidcBrowser(api);
          await browser.signIn(user.email, PASSWORD);
          await signInTo(rp, browser);
          return browser;
        }),
      );

      const signOuts = await Promise.all(
        browsers.map(async (browser) => {
          const startedAt = Date.now();
          const logout = await browser.fetch(`${api}/auth/logout`, { method: 'POST', headers: XHR });
          return { status: logout.status, took: Date.now() - startedAt };
        }),
      );

      expect(silent.to('slow')).toHaveLength(3);
      for (const { status, took } of signOuts) {
        expect(status).toBeLessThan(300);
        expect(took).toBeLessThan(BACKCHANNEL_LOGOUT_WAIT_MS + 500);
      }
    } finally {
      await silent.close();
    }
  });
});
