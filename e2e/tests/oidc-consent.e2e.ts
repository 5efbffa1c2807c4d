// Consent for a third-party application and a fresh sign-in (docs/adr/0802), in chromium, with a test
// client as the relying party (a public client with PKCE, its callback a tiny local server; the code
// is redeemed by a plain token request, as openid-client is ESM-only and this suite's jest is not;
// the API suite proves the protocol with openid-client): the application asks, the portal's /login signs the person in, the portal's /consent
// page shows what the application asks, Allow sends the browser back to the application with a code.
// Then the application asks again with prompt=login: the portal asks for the password again,
// although the person is signed in, and the new ID token's auth_time is later. An Italian reader's
// consent page names the application in Italian (docs/adr/1005), and so does an English reader's once
// they switch the language on the page; the page passes axe (every impact)
// and the keyboard walk in English and Italian, desktop and phone, where the tests stand on it.
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { Page } from 'playwright-core';
import { createAccount, freePort, signInToApi, useBrowser, type ApiSession } from '../src/harness';
import { setOidcSettingsOf } from '../src/harness/catalogue-oidc';
import { auditedAtEachViewport } from '../src/harness/page-audit';
import { LoginPage } from '../src/pages/login-page';

const { stack, newPage } = useBrowser();
// The suite's Forecast row becomes a third-party OIDC client for this file, and hand-off only after.
const clientId = stack.exampleApps.forecast.clientId;

let adminApi: ApiSession;
const issuer = `${stack.apiUrl}/oidc`;
let callbackServer: Server;
let redirectUri: string;
let applicationName: string;
/** The application's Italian name in the catalogue (docs/adr/1005), English where it has none. */
let italianName: string;

beforeAll(async () => {
  callbackServer = createServer((_request, response) => response.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>Back in the application</title><p>Back in the application</p>'));
  const port = await freePort();
  await new Promise<void>((resolve) => callbackServer.listen(port, '127.0.0.1', resolve));
  redirectUri = `http://127.0.0.1:${port}/callback`;
  adminApi = await signInToApi(stack.apiUrl, new URL(stack.portalUrl).origin, stack.users.admin.email, stack.users.admin.password);
  const row = await setOidcSettingsOf(adminApi, clientId, {
    redirect_uris: [redirectUri],
    post_logout_redirect_uris: [],
    grant_types: ['authorization_code'],
    client_type: 'public',
    backchannel_logout_uri: null,
    first_party: false,
  });
  applicationName = String(row.name);
  italianName = (row.translations as { it: { name: string | null } }).it.name ?? applicationName;
});

afterAll(async () => {
  if (adminApi) await setOidcSettingsOf(adminApi, clientId, null);
  await new Promise((resolve) => callbackServer?.close(resolve));
});

interface Tokens {
  access_token: string;
  id_token: string;
  scope: string;
  /** The ID token's claims (not verified here: the API suite verifies them against the JWKS). */
  claims: { sub: string; auth_time?: number };
}

/** Opens the authorization request (PKCE S256, a state) in the page; answers what redeems its code. */
async function startAuthorization(page: Page, parameters: Record<string, string> = {}): Promise<{ verifier: string; state: string }> {
  const verifier = randomBytes(32).toString('base64url');
  const state = randomBytes(16).toString('base64url');
  const query = new URLSearchParams({
    client_id: clientId,
    response_type: 'code',
    redirect_uri: redirectUri,
    scope: 'openid email profile',
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    state,
    ...parameters,
  });
  await page.goto(`${issuer}/auth?${query.toString()}`);
  return { verifier, state };
}

/** Waits for the browser at the application's callback and redeems the code there. */
async function backInTheApplication(page: Page, pending: { verifier: string; state: string }): Promise<Tokens> {
  await page.waitForURL((url) => url.href.startsWith(redirectUri));
  await page.getByText('Back in the application').waitFor();
  const callback = new URL(page.url());
  expect(callback.searchParams.get('state')).toBe(pending.state);
  const response = await fetch(`${issuer}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'authorization_code', code: callback.searchParams.get('code') ?? '', redirect_uri: redirectUri, client_id: clientId, code_verifier: pending.verifier }),
  });
  if (response.status !== 200) throw new Error(`the token endpoint answered ${response.status}: ${await response.text()}`);
  const tokens = (await response.json()) as Omit<Tokens, 'claims'>;
  const claims = JSON.parse(Buffer.from(tokens.id_token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Tokens['claims'];
  return { ...tokens, claims };
}

async function userinfoOf(tokens: Tokens): Promise<Record<string, unknown>> {
  return (await (await fetch(`${issuer}/me`, { headers: { authorization: `Bearer ${tokens.access_token}` } })).json()) as Record<string, unknown>;
}

function portalPath(path: string): (url: URL) => boolean {
  return (url) => url.origin === new URL(stack.portalUrl).origin && url.pathname === path && url.searchParams.has('interaction');
}

describe('a third-party application through OpenID Connect', () => {
  it('signs in on the portal, asks consent on the portal with what it wants in plain words, and is back with a code after Allow; prompt=login then asks for the password again', async () => {
    const ada = await createAccount(stack, { label: 'oidc-consent' });
    const page = await newPage();

    const first = await startAuthorization(page, { max_age: '3600' });
    await page.waitForURL(portalPath('/login'));
    await new LoginPage(page).signInAs(ada.email, ada.password);

    await page.waitForURL(portalPath('/consent'));
    await page.getByRole('heading', { name: `Allow ${applicationName} to use your account?` }).waitFor();
    expect(await page.getByText(`Signed in as ${ada.email}`).isVisible()).toBe(true);
    const asked = await page.getByRole('listitem').allInnerTexts();
    expect(asked).toEqual(['Who you are: your account’s identifier', 'Your email address', 'Your profile: your name and time zone']);
    // Issue 31's sweep, where the page stands: axe (every impact) and the keyboard walk.
    expect(await auditedAtEachViewport(page, '/consent en')).toEqual([]);

    // The language switched on the page: the portal's labels and the application's name, which the
    // API answers in the language asked (docs/adr/1005), follow without a reload; and back to English.
    expect(italianName).not.toBe(applicationName);
    await page.getByRole('button', { name: 'Language: English' }).click();
    await page.getByRole('menuitemradio', { name: 'Italiano' }).click();
    await page.getByRole('heading', { name: `Consentire a ${italianName} di usare il tuo account?` }).waitFor();
    expect(await page.getByRole('listitem').allInnerTexts()).toEqual(['Chi sei: l’identificativo del tuo account', 'Il tuo indirizzo email', 'Il tuo profilo: nome e fuso orario']);
    await page.getByRole('button', { name: 'Lingua: Italiano' }).click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    await page.getByRole('heading', { name: `Allow ${applicationName} to use your account?` }).waitFor();
    await page.getByRole('button', { name: 'Allow' }).click();

    const tokens = await backInTheApplication(page, first);
    const subject = tokens.claims.sub;
    expect(subject).not.toBe('');
    expect(tokens.scope.split(' ').sort()).toEqual(['email', 'openid', 'profile']);
    expect(await userinfoOf(tokens)).toMatchObject({ sub: subject, email: ada.email });
    const firstSignIn = tokens.claims.auth_time ?? Number.POSITIVE_INFINITY;

    // A request in a later second than the sign-in (the provider counts in seconds).
    await page.waitForTimeout(1100);
    const again = await startAuthorization(page, { prompt: 'login', max_age: '3600' });
    await page.waitForURL(portalPath('/login'));
    expect(new URL(page.url()).searchParams.get('prompt')).toBe('login');
    await page.getByText('The application asks you to sign in again to continue.').waitFor();
    await new LoginPage(page).signInAs(ada.email, ada.password);

    // The consent is remembered: no consent page this time.
    const fresh = await backInTheApplication(page, again);
    expect(fresh.claims.sub).toBe(subject);
    expect(fresh.claims.auth_time).toBeGreaterThan(firstSignIn);
  });

  it('names the application in Italian for an Italian reader, and sends access_denied to the application when the person denies', async () => {
    const grace = await createAccount(stack, { label: 'oidc-deny' });
    const page = await newPage({ locale: 'it-IT' });
    await startAuthorization(page);
    await page.waitForURL(portalPath('/login'));
    await new LoginPage(page, 'it').signInAs(grace.email, grace.password);
    await page.waitForURL(portalPath('/consent'));
    await page.getByRole('heading', { name: `Consentire a ${italianName} di usare il tuo account?` }).waitFor();
    expect(await auditedAtEachViewport(page, '/consent it')).toEqual([]);

    await page.getByRole('button', { name: 'Rifiuta' }).click();

    await page.waitForURL((url) => url.href.startsWith(redirectUri));
    expect(new URL(page.url()).searchParams.get('error')).toBe('access_denied');
  });
});
