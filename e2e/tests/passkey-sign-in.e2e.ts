// Passkeys at sign-in (issue 29) in chromium with a virtual authenticator (Chrome DevTools
// Protocol WebAuthn domain: CTAP2, internal transport, resident keys, user verification): a passkey
// registered through the Security tab's API routes from the portal page, then "Sign in with a
// passkey" on /login (the first factor, no second step), and "Use a passkey" on the second-step page
// after the password (the second factor).
import type { Page } from 'playwright-core';
import { createAccount, saveScreenshot, type TestUser, useBrowser } from '../src/harness';
import { LoginPage } from '../src/pages/login-page';
import { SecondStepPage } from '../src/pages/second-step-page';

const { stack, newPage } = useBrowser();

/** A platform authenticator that always verifies the user, for this page's target only. */
async function addVirtualAuthenticator(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
  });
}

/** The portal's way of calling the API from the page: cookies, the CSRF header, JSON. */
async function callApi(page: Page, method: string, path: string, body?: unknown): Promise<{ status: number; json: unknown }> {
  return page.evaluate(
    async ({ apiUrl, method, path, body }) => {
      const response = await fetch(`${apiUrl}${path}`, {
        method,
        credentials: 'include',
        headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, json: text ? (JSON.parse(text) as unknown) : null };
    },
    { apiUrl: stack.apiUrl, method, path, body },
  );
}

/** Signs in with the password and registers a passkey as the Security tab does, in the page's own context. */
async function registerPasskey(page: Page, user: TestUser): Promise<void> {
  await page.goto('/login');
  expect((await callApi(page, 'POST', '/auth/login', { email: user.email, password: user.password })).status).toBe(200);
  expect((await callApi(page, 'POST', '/v1/users/me/reauthentication', { password: user.password })).status).toBe(204);
  const options = await callApi(page, 'POST', '/v1/users/me/second-factors/passkeys/options');
  expect(options.status).toBe(200);
  // The browser's own JSON forms of WebAuthn (Chromium 129+), as @simplewebauthn/browser does by hand.
  const response = await page.evaluate(async (json) => {
    const publicKey = PublicKeyCredential.parseCreationOptionsFromJSON(json as PublicKeyCredentialCreationOptionsJSON);
    const credential = (await navigator.credentials.create({ publicKey })) as PublicKeyCredential;
    return credential.toJSON() as unknown;
  }, options.json);
  const saved = await callApi(page, 'POST', '/v1/users/me/second-factors/passkeys', { name: 'Laptop', response });
  expect([200, 201]).toContain(saved.status);
  expect((await callApi(page, 'POST', '/auth/logout')).status).toBeLessThan(300);
}

async function launcherOf(page: Page, user: TestUser): Promise<void> {
  await page.waitForURL('**/appLauncher');
  await page.getByText(`Welcome, ${user.first_name} ${user.last_name}`).waitFor();
}

describe('passkeys at sign-in', () => {
  it('signs in with "Sign in with a passkey" on /login, with no second step', async () => {
    const ada = await createAccount(stack, { label: 'passkey-first' });
    const page = await newPage();
    await addVirtualAuthenticator(page);
    await registerPasskey(page, ada);

    await new LoginPage(page).open();
    await saveScreenshot(page, 'login-with-passkey');
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await launcherOf(page, ada);
  });

  it('confirms a password sign-in with "Use a passkey" on the second-step page', async () => {
    const ada = await createAccount(stack, { label: 'passkey-second' });
    const page = await newPage();
    await addVirtualAuthenticator(page);
    await registerPasskey(page, ada);

    const login = await new LoginPage(page).open();
    await login.signInAs(ada.email, ada.password);
    const step = await new SecondStepPage(page).reached();
    // A user whose only factor is a passkey: the passkey comes first, recovery codes are the other way.
    await step.useRecoveryCode.waitFor();
    await step.usePasskey.click();
    await launcherOf(page, ada);
  });
});
