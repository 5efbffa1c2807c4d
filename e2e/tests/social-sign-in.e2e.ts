// Social sign-in pop-ups (SPEC §2, §7; issue 10) through the real portal, API and stand-in
// OAuth 2.0 / OpenID Connect servers on loopback: the pop-up (its 700x550 is a component test), the result message,
// new and existing users, denied consent, an unverified email, a forged state, a message from a
// foreign origin ignored, and the hand-off into the example application.
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { createAccount, saveScreenshot, useBrowser } from '../src/harness';
import { ExampleAppPage } from '../src/pages/example-app-page';
import { LoginPage } from '../src/pages/login-page';
import { type ProviderPerson, SocialConsentPage } from '../src/pages/social-consent-page';

const { stack, newPage } = useBrowser();

const unique = (label: string): string => `${label}.${randomBytes(4).toString('hex')}`;

async function openLogin(query = ''): Promise<Page> {
  const page = await newPage();
  await new LoginPage(page).open(query);
  return page;
}

async function openPopup(page: Page, button: 'Continue with Facebook' | 'Continue with LinkedIn'): Promise<SocialConsentPage> {
  const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: button }).click()]);
  await popup.waitForLoadState();
  return new SocialConsentPage(popup);
}

describe('social sign-in pop-ups on /login', () => {
  it('registers a new user with LinkedIn: the pop-up closes itself and the portal opens the launcher', async () => {
    const page = await openLogin();
    const person: ProviderPerson = { sub: unique('li'), email: `${unique('new')}@e2e.example.com`, firstName: 'Grace', lastName: 'Hopper' };

    const consent = await openPopup(page, 'Continue with LinkedIn');
    const closed = consent.popup.waitForEvent('close');
    await consent.allowAs(person);
    await closed;

    await page.getByText('Welcome, Grace Hopper').waitFor();
    expect(new URL(page.url()).pathname).toBe('/appLauncher');
    await saveScreenshot(page, 'social-new-user');
  });

  it('signs in the existing user of the verified Facebook email', async () => {
    const user = await createAccount(stack, { label: 'social-existing' });
    const page = await openLogin();

    const consent = await openPopup(page, 'Continue with Facebook');
    await consent.allowAs({ sub: unique('fb'), email: user.email, firstName: 'Someone', lastName: 'Else' });

    await page.getByText(`Welcome, ${user.first_name} ${user.last_name}`).waitFor();
  });

  it('continues into the example application with the clientId, return and seq of /login', async () => {
    const { radar } = stack.exampleApps;
    const returnPath = `/social/${randomBytes(4).toString('hex')}`;
    const page = await openLogin(`?clientId=${radar.clientId}&return=${encodeURIComponent(returnPath)}&seq=9`);
    const email = `${unique('handoff')}@e2e.example.com`;

    const consent = await openPopup(page, 'Continue with LinkedIn');
    await consent.allowAs({ sub: unique('li'), email, firstName: 'Ada', lastName: 'Byron' });

    await page.waitForURL((url) => url.origin === radar.url && url.pathname === returnPath);
    await new ExampleAppPage(page).signedInAs(email).waitFor();
  });

  it('says so when consent is denied, and stays signed out', async () => {
    const page = await openLogin();

    const consent = await openPopup(page, 'Continue with Facebook');
    await consent.deny();

    await page.getByRole('alert').filter({ hasText: 'Sign-in was cancelled: permission was not given.' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  it('refuses an unverified provider email for an existing account', async () => {
    const user = await createAccount(stack, { label: 'social-unverified' });
    const page = await openLogin();

    const consent = await openPopup(page, 'Continue with LinkedIn');
    await consent.allowAs({ sub: unique('li'), email: user.email, emailVerified: false });

    await page.getByRole('alert').filter({ hasText: 'Your email address is not verified with that account.' }).waitFor();
    const me = await page.context().request.get(`${stack.apiUrl}/v1/users/me`);
    expect(me.status()).toBe(401);
  });

  it('refuses a forged state: a callback with a state the API did not issue gets the error message', async () => {
    const page = await openLogin();
    const consent = await openPopup(page, 'Continue with LinkedIn');
    // The provider sends back a state of someone else's choosing, as a forged callback would carry.
    await consent.popup.locator('input[name="state"]').evaluate((input: HTMLInputElement) => {
      input.value = 'forged';
    });
    await consent.allowAs({ sub: unique('li'), email: `${unique('forged')}@e2e.example.com` });

    await page.getByRole('alert').filter({ hasText: 'The sign-in could not be confirmed. Please try again.' }).waitFor();
    const me = await page.context().request.get(`${stack.apiUrl}/v1/users/me`);
    expect(me.status()).toBe(401);
  });

  it('ignores a result message from a foreign origin, and acts on the message of the pop-up', async () => {
    const user = await createAccount(stack, { label: 'social-foreign' });
    const page = await openLogin();
    await page.getByRole('button', { name: 'Continue with Facebook' }).waitFor();
    // A session the portal has not read yet: a message it accepted would take it to the launcher.
    const signIn = await page.context().request.post(`${stack.apiUrl}/auth/login`, {
      headers: { 'X-Requested-With': 'XMLHttpRequest', Origin: stack.portalUrl },
      data: { email: user.email, password: user.password },
    });
    expect(signIn.status()).toBe(200);
    // A document of another origin (127.0.0.1 is not localhost) in a window the login page opened
    // (the portal's Content-Security-Policy refuses it a frame, docs/adr/0232).
    const foreignOrigin = stack.portalUrl.replace('localhost', '127.0.0.1');
    const [foreign] = await Promise.all([page.waitForEvent('popup'), page.evaluate((src) => void window.open(src), `${foreignOrigin}/config.json`)]);
    await foreign.waitForLoadState();
    expect(foreign.url()).toBe(`${foreignOrigin}/config.json`);
    await foreign.evaluate(() => window.opener.postMessage({ type: 'weather-social-sign-in', ok: true, provider: 'facebook' }, '*'));
    await foreign.close();

    // The pop-up's own message, later: it is shown, and the foreign one changed nothing.
    const consent = await openPopup(page, 'Continue with Facebook');
    await consent.deny();
    await page.getByRole('alert').filter({ hasText: 'Sign-in was cancelled: permission was not given.' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await page.getByText(/^Welcome,/).count()).toBe(0);
  });
});
