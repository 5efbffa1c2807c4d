// The Security tab of /profile (issue 29) through the real API and a virtual authenticator
// (chromium's DevTools WebAuthn domain): a passkey registered from the tab signs in as the first
// factor and as the second; an authenticator app added with a code computed here (RFC 6238 over
// node:crypto, not the service's library) brings the recovery codes, is renamed and removed.
import { createHmac } from 'node:crypto';
import type { Page } from 'playwright-core';
import { accessibilityViolations, createAccount, saveScreenshot, type TestUser, useBrowser } from '../src/harness';
import { LoginPage } from '../src/pages/login-page';
import { SecondStepPage } from '../src/pages/second-step-page';
import { SecurityTab } from '../src/pages/security-tab';
import { TopBar } from '../src/pages/top-bar';

const { stack, newPage, signedInPage } = useBrowser();
const PHONE = { width: 390, height: 844 };
const RECOVERY_CODE = /^[a-z0-9]{5}-[a-z0-9]{5}$/;

/** A platform authenticator with user verification, as a phone or laptop with a screen lock has. */
async function addVirtualAuthenticator(page: Page): Promise<void> {
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('WebAuthn.enable');
  await devtools.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
  });
}

function base32Decode(secret: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const character of secret.replace(/[\s=]/g, '').toUpperCase()) {
    const value = alphabet.indexOf(character);
    if (value < 0) throw new Error(`not base32: ${character}`);
    bits += value.toString(2).padStart(5, '0');
  }
  const bytes = bits.match(/.{8}/g) ?? [];
  return Buffer.from(bytes.map((byte) => parseInt(byte, 2)));
}

/** RFC 6238 with SHA-1, 30-second steps, 6 digits (RFC 4226's dynamic truncation). */
function totp(secret: string, at = Date.now()): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 1000 / 30)));
  const digest = createHmac('sha1', base32Decode(secret)).update(counter).digest();
  const offset = digest[digest.length - 1]! & 0x0f;
  const binary = digest.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 1_000_000).padStart(6, '0');
}

async function signOut(page: Page, user: TestUser): Promise<void> {
  await new TopBar(page).openUserMenu(user);
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page.waitForURL('**/login');
}

/** An authenticator app added through the API in the page's session, so that the tab lists one. */
async function addAuthenticatorThroughApi(page: Page, user: TestUser, name: string): Promise<{ secret: string; recoveryCodes: string[] }> {
  const headers = { 'X-Requested-With': 'XMLHttpRequest', Origin: stack.portalUrl };
  const api = page.context().request;
  const reauthenticated = await api.post(`${stack.apiUrl}/v1/users/me/reauthentication`, { headers, data: { password: user.password } });
  expect(reauthenticated.status()).toBe(204);
  const started = await api.post(`${stack.apiUrl}/v1/users/me/second-factors/totp`, { headers, data: { name } });
  expect(started.ok()).toBe(true);
  const { id, secret } = (await started.json()) as { id: number; secret: string };
  const confirmed = await api.post(`${stack.apiUrl}/v1/users/me/second-factors/totp/${id}/confirm`, { headers, data: { code: totp(secret) } });
  expect(confirmed.ok()).toBe(true);
  const { recovery_codes: recoveryCodes } = (await confirmed.json()) as { recovery_codes: string[] };
  return { secret, recoveryCodes };
}

/** A page signed in with the password and then a second step: an authenticator's code or a recovery code. */
async function signedInWithSecondStep(user: TestUser, locale: string, second: { totp: string } | { recovery_code: string }): Promise<Page> {
  const page = await newPage({ locale });
  const headers = { 'X-Requested-With': 'XMLHttpRequest', Origin: stack.portalUrl };
  const api = page.context().request;
  const firstStep = await api.post(`${stack.apiUrl}/auth/login`, { headers, data: { email: user.email, password: user.password } });
  expect(((await firstStep.json()) as { second_step?: unknown }).second_step).toBeTruthy();
  const secondStep =
    'totp' in second
      ? await api.post(`${stack.apiUrl}/auth/second-step/totp`, { headers, data: { code: second.totp } })
      : await api.post(`${stack.apiUrl}/auth/second-step/recovery-code`, { headers, data: { code: second.recovery_code } });
  expect(secondStep.ok()).toBe(true);
  return page;
}

async function expectAccessible(page: Page, screenshot: string): Promise<void> {
  expect(await accessibilityViolations(page)).toEqual([]);
  await saveScreenshot(page, screenshot);
}

describe('account security', () => {
  it('registers a passkey from the Security tab, signs in with it as first and as second factor, then removes it', async () => {
    const user = await createAccount(stack, { label: 'passkey' });
    const page = await signedInPage(user);
    await addVirtualAuthenticator(page);
    const security = await new SecurityTab(page).open();

    await security.addPasskey.click();
    const adding = security.dialog('Add a passkey');
    await adding.getByRole('textbox', { name: 'Name' }).fill('Test laptop');
    await adding.getByRole('button', { name: 'Create passkey', exact: true }).click();
    await security.dialog('Confirm it is you').waitFor();
    await expectAccessible(page, 'security-reauthentication');
    await security.confirmWithPassword(user.password);
    await security.dialog('Save your recovery codes').waitFor();
    await expectAccessible(page, 'security-recovery-codes');
    const codes = await security.takeRecoveryCodes();
    expect(codes).toHaveLength(10);
    for (const code of codes) expect(code).toMatch(RECOVERY_CODE);
    await security.factor(security.passkeys, 'Test laptop').getByText('Never used').waitFor();
    await page.getByText('10 recovery codes left').waitFor();

    // First factor: no email, no password.
    await signOut(page, user);
    await page.getByRole('button', { name: 'Sign in with a passkey', exact: true }).click();
    await page.waitForURL('**/appLauncher');

    // Second factor, after the password.
    await signOut(page, user);
    await new LoginPage(page).signInAs(user.email, user.password);
    const secondStep = await new SecondStepPage(page).reached();
    await secondStep.usePasskey.click();
    await page.waitForURL('**/appLauncher');

    // A new session: the removal asks again who it is.
    await security.open();
    await security.factor(security.passkeys, 'Test laptop').getByText(/^Last used /).waitFor();
    await security.factor(security.passkeys, 'Test laptop').getByRole('button', { name: 'Remove Test laptop' }).click();
    const removing = security.dialog('Remove Test laptop?');
    await removing.getByText('You will no longer sign in with the passkey “Test laptop”.').waitFor();
    await removing.getByRole('button', { name: 'Remove', exact: true }).click();
    await security.confirmWithPassword(user.password);
    await removing.waitFor({ state: 'detached' });
    await page.getByText('No passkey yet.').waitFor();
    await page.getByText('No recovery codes: they come with your first authenticator app or passkey.').waitFor();

    // Gone on the server too: the password alone signs in again.
    await signOut(page, user);
    await new LoginPage(page).signInAs(user.email, user.password);
    await page.waitForURL('**/appLauncher');
  });

  it('adds an authenticator app with its first code, shows the recovery codes once, renames and removes it', async () => {
    const user = await createAccount(stack, { label: 'authenticator' });
    const page = await signedInPage(user);
    const security = await new SecurityTab(page).open();
    await expectAccessible(page, 'security-empty');

    await security.addAuthenticator.click();
    const adding = security.dialog('Add an authenticator app');
    await adding.getByRole('textbox', { name: 'Name' }).fill('Phone');
    await adding.getByRole('button', { name: 'Next', exact: true }).click();
    await security.confirmWithPassword(user.password);
    await adding.getByRole('img', { name: 'QR code to add “Phone” to an authenticator app' }).waitFor();
    const secret = await adding.getByRole('textbox', { name: 'Key to type by hand' }).inputValue();
    expect(secret.replace(/\s/g, '')).toMatch(/^[A-Z2-7]{16,}$/);
    await expectAccessible(page, 'security-add-authenticator');

    await adding.getByRole('textbox', { name: 'Code from the app' }).fill(totp(secret.replace(/\s/g, ''), Date.now() - 10 * 30_000));
    await adding.getByRole('button', { name: 'Confirm', exact: true }).click();
    // A wrong first code is the field's error; the session stands (no sign-out).
    await adding.getByText('This code is not valid').waitFor();
    expect(await adding.getByRole('textbox', { name: 'Code from the app' }).getAttribute('aria-invalid')).toBe('true');
    await adding.getByRole('textbox', { name: 'Code from the app' }).fill(totp(secret.replace(/\s/g, '')));
    await adding.getByRole('button', { name: 'Confirm', exact: true }).click();
    const codes = await security.takeRecoveryCodes();
    expect(new Set(codes).size).toBe(10);
    await page.getByText('10 recovery codes left').waitFor();

    await security.factor(security.authenticators, 'Phone').getByRole('button', { name: 'Rename Phone' }).click();
    const renaming = security.dialog('Rename Phone');
    await renaming.getByRole('textbox', { name: 'Name' }).fill('Old phone');
    await renaming.getByRole('button', { name: 'Save', exact: true }).click();
    await security.factor(security.authenticators, 'Old phone').waitFor();
    // Read again from the server, not only from the page's memory.
    await page.reload();
    await security.factor(security.authenticators, 'Old phone').waitFor();

    // Within minutes of the re-authentication: no new question.
    await security.factor(security.authenticators, 'Old phone').getByRole('button', { name: 'Remove Old phone' }).click();
    const removing = security.dialog('Remove Old phone?');
    await removing.getByRole('button', { name: 'Remove', exact: true }).click();
    await removing.waitFor({ state: 'detached' });
    await page.getByText('No authenticator app yet.').waitFor();
  });

  it('has no blocking accessibility violation in English and Italian, on a desktop and on a phone', async () => {
    const user = await createAccount(stack, { label: 'security-axe' });
    // With one authenticator app listed, so the list, its buttons and the recovery codes are checked too.
    const { secret, recoveryCodes } = await addAuthenticatorThroughApi(await signedInPage(user), user, 'Phone');
    // The confirmation spent this step's code: the next step's (within the ±1 drift), then a recovery code.
    for (const [locale, tab, add, second] of [
      ['en-US', 'Security', 'Add an authenticator app', { totp: totp(secret, Date.now() + 30_000) }],
      ['it-IT', 'Sicurezza', "Aggiungi un'app di autenticazione", { recovery_code: recoveryCodes[0]! }],
    ] as const) {
      const page = await signedInWithSecondStep(user, locale, second);
      for (const viewport of [{ width: 1280, height: 800 }, PHONE]) {
        await page.setViewportSize(viewport);
        await page.goto('/profile?tab=security');
        await page.getByRole('tab', { name: tab, selected: true }).waitFor();
        await page.getByRole('button', { name: add, exact: true }).waitFor();
        await expectAccessible(page, `security-${locale}-${viewport.width}`);
        // Nothing wider than the screen (the four tabs wrap on a phone).
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
        await page.getByRole('button', { name: add, exact: true }).click();
        await page.getByRole('dialog').waitFor();
        await expectAccessible(page, `security-add-${locale}-${viewport.width}`);
        await page.keyboard.press('Escape');
        await page.getByRole('dialog').waitFor({ state: 'detached' });
      }
    }
  });
});
