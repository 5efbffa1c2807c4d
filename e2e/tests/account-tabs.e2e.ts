// The account remote's tabs (issue 31 #10): the Change password tab's three fields show and hide
// what was typed like every other password field of the portal, and axe finds nothing, of any
// impact, on every tab: on a desktop in English and on a phone in Italian.
import type { Page } from 'playwright-core';
import { accessibilityViolations, createAccount, useBrowser } from '../src/harness';

const { stack, signedInPage } = useBrowser();
const PHONE = { width: 390, height: 844 };

/** Each tab's name and a part of its content that shows once it has loaded. */
const TABS = {
  en: {
    profile: ['Edit profile', (page: Page) => page.getByRole('textbox', { name: /^First name/ })],
    change_password: ['Change password', (page: Page) => page.getByLabel(/^Current password/)],
    sessions: ['Sessions', (page: Page) => page.getByRole('list', { name: 'Your sessions' })],
    security: ['Security', (page: Page) => page.getByRole('heading', { name: 'Authenticator apps' })],
  },
  it: {
    profile: ['Modifica profilo', (page: Page) => page.getByRole('textbox', { name: /^Nome/ })],
    change_password: ['Cambia password', (page: Page) => page.getByLabel(/^Password attuale/)],
    sessions: ['Sessioni', (page: Page) => page.getByRole('list', { name: 'Le tue sessioni' })],
    security: ['Sicurezza', (page: Page) => page.getByRole('heading', { name: 'App di autenticazione' })],
  },
} as const;

/** Opens each tab by its address and returns axe's findings per tab (an empty list when clean). */
async function violationsPerTab(page: Page, language: keyof typeof TABS): Promise<Record<string, unknown[]>> {
  const found: Record<string, unknown[]> = {};
  for (const [tab, [name, content]] of Object.entries(TABS[language])) {
    await page.goto(tab === 'profile' ? '/profile' : `/profile?tab=${tab}`);
    await page.getByRole('tab', { name, selected: true }).waitFor();
    await content(page).first().waitFor();
    found[tab] = await accessibilityViolations(page);
  }
  return found;
}

describe('the account tabs', () => {
  it('shows and hides each password of the Change password tab; axe clean on every tab (desktop, English)', async () => {
    const ada = await createAccount(stack, { label: 'account-tabs' });
    const page = await signedInPage(ada);
    await page.goto('/profile?tab=change_password');
    const fields = [/^Current password/, /^New password/, /^Confirm new password/].map((label) => page.getByLabel(label));
    await fields[0]!.waitFor();
    expect(await page.getByRole('button', { name: 'Show password', exact: true }).count()).toBe(3);

    for (const [index, field] of fields.entries()) {
      await field.fill(`Typed-${index}`);
      const toggle = page.getByRole('tabpanel').getByRole('button', { name: /^(Show|Hide) password$/ }).nth(index);
      await toggle.click();
      expect([await field.getAttribute('type'), await toggle.getAttribute('aria-label'), await toggle.getAttribute('aria-pressed')]).toEqual(['text', 'Hide password', 'true']);
      await toggle.click();
      expect([await field.getAttribute('type'), await field.inputValue()]).toEqual(['password', `Typed-${index}`]);
    }

    expect(await violationsPerTab(page, 'en')).toEqual({ profile: [], change_password: [], sessions: [], security: [] });
  });

  it('is axe clean on every tab on a phone in Italian, with the toggles named in Italian', async () => {
    const ada = await createAccount(stack, { label: 'account-tabs-it' });
    const page = await signedInPage(ada, { locale: 'it-IT' });
    await page.setViewportSize(PHONE);
    expect(await violationsPerTab(page, 'it')).toEqual({ profile: [], change_password: [], sessions: [], security: [] });
    await page.goto('/profile?tab=change_password');
    await page.getByRole('tab', { name: 'Cambia password', selected: true }).waitFor();
    await page.getByRole('button', { name: 'Mostra password', exact: true }).first().waitFor();
    expect(await page.getByRole('button', { name: 'Mostra password', exact: true }).count()).toBe(3);
  });
});
