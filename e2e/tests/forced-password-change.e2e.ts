// Issue 25 item 6 in chromium: a user signed in with a temporary password is kept on
// /password/update (the portal's pages and the remotes' send them back there) and the API refuses
// the rest of the session (403 PASSWORD_CHANGE_REQUIRED) until the password is changed (ADR 0236).
// The page passes axe (every impact) and the keyboard walk, English and Italian, desktop and phone.
import type { Page } from 'playwright-core';
import { createAccount, useBrowser } from '../src/harness';
import { auditedAtEachViewport } from '../src/harness/page-audit';
import { LoginPage } from '../src/pages/login-page';

const { stack, newPage } = useBrowser();

/** A call the page itself makes with its cookie, as a script of the portal would. */
async function handOffStatus(page: Page): Promise<{ status: number; code: string | null }> {
  return page.evaluate(async (apiUrl) => {
    const response = await fetch(`${apiUrl}/v1/users/me/session?clientId=weather-radar`, { credentials: 'include' });
    const body = (await response.json()) as { code?: string };
    return { status: response.status, code: body.code ?? null };
  }, stack.apiUrl);
}

describe('forced password change', () => {
  it('keeps a user with a temporary password on /password/update, and the API refuses the rest until it is changed', async () => {
    const ada = await createAccount(stack, { label: 'forced-guard', forceResetPassword: true });
    const page = await newPage();
    const login = await new LoginPage(page).open();
    await login.email.fill(ada.email);
    await login.password.fill(ada.password);
    await login.signIn.click();
    await page.waitForURL('**/password/update');

    for (const path of ['/appLauncher', '/profile', '/enterprise']) {
      await page.goto(`${stack.portalUrl}${path}`);
      await page.waitForURL('**/password/update');
    }
    expect(await handOffStatus(page)).toEqual({ status: 403, code: 'PASSWORD_CHANGE_REQUIRED' });

    // Issue 31's sweep where the page stands: axe (every impact) and the keyboard walk, desktop and
    // phone, in English and then in Italian through the language menu (no second sign-in).
    await page.getByRole('heading', { name: 'Update your password' }).waitFor();
    const findings = await auditedAtEachViewport(page, '/password/update en');
    await page.getByRole('button', { name: 'Language: English' }).click();
    await page.getByRole('menuitemradio', { name: 'Italiano' }).click();
    await page.getByRole('heading', { name: 'Aggiorna la password' }).waitFor();
    findings.push(...(await auditedAtEachViewport(page, '/password/update it')));
    expect(findings).toEqual([]);
    await page.getByRole('button', { name: 'Lingua: Italiano' }).click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();

    const newPassword = `${ada.password}-Changed`;
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill(newPassword);
    await page.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Update password' }).click();
    await page.waitForURL('**/appLauncher');
    expect((await handOffStatus(page)).status).toBe(200);
  });
});
