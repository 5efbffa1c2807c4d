// The example weather application signing in through the identity service's OpenID Connect provider
// (issue 28), in chromium: its "Sign in" goes to the provider, the provider to the portal's /login
// with an interaction, the portal back to the provider, and the provider to the application with a
// code (PKCE, openid-client v6); by password and by mailed code. Signing out of the portal, or a
// logout at the provider, ends the application's session through back-channel logout; the
// application's own sign-out is RP-initiated logout. The test runs its own instance of the example
// application in OIDC mode as weather-forecast (whose catalogue row gets OIDC settings for the test,
// and loses them after), beside the suite's hand-off instance.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Page } from 'playwright-core';
import { createAccount, freePort, magicCodeOf, signInToApi, useBrowser, waitForMail, type ApiSession } from '../src/harness';
import { setOidcSettingsOf } from '../src/harness/catalogue-oidc';
import { exampleAppMain } from '../src/harness/paths';
import { startServer, type RunningServer } from '../src/harness/server-process';
import { LoginPage } from '../src/pages/login-page';
import { OidcExampleAppPage } from '../src/pages/oidc-example-app-page';

const { stack, newPage } = useBrowser();
const { admin } = stack.users;
const clientId = stack.exampleApps.forecast.clientId;

let app: RunningServer;
let appUrl: string;
let adminApi: ApiSession;

/** The suite's credentials of the seeded applications (written by the global setup beside the data folder). */
function credentialsOf(id: string): { client_secret: string; webhook_secret: string } {
  const entries = JSON.parse(readFileSync(join(dirname(stack.identity.dataDir), 'example-apps.json'), 'utf8')) as Array<{ client_id: string; client_secret: string; webhook_secret: string }>;
  const entry = entries.find((candidate) => candidate.client_id === id);
  if (!entry) throw new Error(`no credentials of ${id}`);
  return entry;
}

beforeAll(async () => {
  adminApi = await signInToApi(stack.apiUrl, new URL(stack.portalUrl).origin, admin.email, admin.password);
  const port = await freePort();
  appUrl = `http://localhost:${port}`;
  await setOidcSettingsOf(adminApi, clientId, {
    redirect_uris: [`${appUrl}/auth/oidc/callback`],
    post_logout_redirect_uris: [`${appUrl}/`],
    grant_types: ['authorization_code'],
    client_type: 'confidential',
    backchannel_logout_uri: `${appUrl}/auth/oidc/backchannel-logout`,
    first_party: true,
  });
  const { client_secret, webhook_secret } = credentialsOf(clientId);
  app = await startServer({
    name: 'example-app-oidc',
    command: process.execPath,
    args: [exampleAppMain],
    env: {
      PATH: process.env.PATH,
      CLIENT_ID: clientId,
      CLIENT_SECRET: client_secret,
      WEBHOOK_SECRET: webhook_secret,
      PORT: String(port),
      APP_URL: appUrl,
      SIGN_IN_MODE: 'oidc',
      IDENTITY_URL: stack.apiUrl,
      IDENTITY_ISSUER: stack.apiUrl,
      EXAMPLE_APP_HOST: '127.0.0.1',
    },
    readyUrl: `${appUrl}/logo.svg`,
  });
});

afterAll(async () => {
  await app?.stop();
  if (adminApi) await setOidcSettingsOf(adminApi, clientId, null);
});

/** From the application's sign-in link to the portal's /login with an interaction. */
async function startAtTheApplication(page: Page): Promise<LoginPage> {
  await page.goto(`${appUrl}/forecast/week`);
  await new OidcExampleAppPage(page).signInLink.click();
  await page.waitForURL((url) => url.origin === new URL(stack.portalUrl).origin && url.pathname === '/login' && url.searchParams.has('interaction'));
  const login = new LoginPage(page);
  await login.signIn.waitFor();
  return login;
}

/** Reloads the application's page until it shows nobody signed in; fails after `ms`. */
async function expectSignedOutWithin(page: Page, application: OidcExampleAppPage, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  for (;;) {
    await page.goto(`${appUrl}/forecast/week`);
    if (await application.signedOut.isVisible()) return;
    if (Date.now() > deadline) throw new Error(`the application is still signed in ${ms} ms after the logout`);
    await page.waitForTimeout(250);
  }
}

describe('the example application through OpenID Connect', () => {
  it('signs in with a password: back in the application with the ID token of the user, on the path it started from', async () => {
    const ada = await createAccount(stack, { label: 'oidc-password' });
    const page = await newPage();
    const login = await startAtTheApplication(page);
    await login.signInAs(ada.email, ada.password);

    await page.waitForURL(`${appUrl}/forecast/week`);
    const application = new OidcExampleAppPage(page);
    await application.signedInAs(ada.email).waitFor();
    expect(await application.claim('iss')).toBe(`${stack.apiUrl}/oidc`);
    expect(await application.claim('aud')).toBe(clientId);
    const sub = await application.claim('sub');
    expect(sub).not.toBe('');
    expect(await application.userinfo('sub')).toBe(sub);
    expect(await application.userinfo('email')).toBe(ada.email);
    expect(await application.userinfo('role')).toBe('USER');
    expect(await application.claim('amr')).toBe('["pwd"]');
  });

  it('signs in with the mailed code', async () => {
    const ada = await createAccount(stack, { label: 'oidc-code' });
    const page = await newPage();
    const login = await startAtTheApplication(page);
    await login.enterEmail(ada.email);
    await page.getByRole('button', { name: 'Sign in with a magic code' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText(`We sent a 4-character code to ${ada.email}. Enter it to sign in.`).waitFor();
    await dialog.getByRole('textbox', { name: /Verification code/ }).fill(magicCodeOf(await waitForMail(stack.identity.dataDir, ada.email, 1)));
    await dialog.getByRole('button', { name: 'Verify' }).click();

    await page.waitForURL(`${appUrl}/forecast/week`);
    const application = new OidcExampleAppPage(page);
    await application.signedInAs(ada.email).waitFor();
    expect(await application.claim('amr')).toBe('["otp"]');
  });

  it("a logout at the provider's end_session endpoint ends the application's session through back-channel logout", async () => {
    const ada = await createAccount(stack, { label: 'oidc-provider-logout' });
    const page = await newPage();
    const login = await startAtTheApplication(page);
    await login.signInAs(ada.email, ada.password);
    const application = new OidcExampleAppPage(page);
    await application.signedInAs(ada.email).waitFor();

    // Not through the application's sign-out (which ends its own session first): only the logout
    // token the provider posts can end this one.
    await page.goto(`${stack.apiUrl}/oidc/session/end?client_id=${clientId}`);
    await page.getByRole('button', { name: /yes|sign out|log ?out/i }).click();
    await expectSignedOutWithin(page, application, 10_000);
  });

  it("signing out of the portal ends the application's session through back-channel logout", async () => {
    const ada = await createAccount(stack, { label: 'oidc-backchannel' });
    const page = await newPage();
    const login = await startAtTheApplication(page);
    await login.signInAs(ada.email, ada.password);
    const application = new OidcExampleAppPage(page);
    await application.signedInAs(ada.email).waitFor();

    await page.goto(`${stack.portalUrl}/logout`);
    await page.waitForURL('**/login');

    // The provider posts the logout token when the portal session ends; the page shows the outcome.
    await expectSignedOutWithin(page, application, 10_000);
  });

  it('signs out through RP-initiated logout: back on the registered post-logout URI, signed out', async () => {
    const ada = await createAccount(stack, { label: 'oidc-rp-logout' });
    const page = await newPage();
    const login = await startAtTheApplication(page);
    await login.signInAs(ada.email, ada.password);
    const application = new OidcExampleAppPage(page);
    await application.signedInAs(ada.email).waitFor();

    await application.signOut.click();
    // The provider asks to confirm the logout on the service's own page; a person says yes.
    await page.getByRole('heading', { name: /^Sign out of .+\?$/ }).waitFor();
    await page.getByRole('button', { name: 'Yes, sign me out' }).click();
    await page.waitForURL(`${appUrl}/`);
    await application.signedOut.waitFor();
    // The portal session ended with it (docs/adr/0804): the portal asks for a sign-in again.
    await page.goto(stack.portalUrl);
    await page.waitForURL('**/login');
  });
});
