// Every dialog gives the page back when it closes (issue 31 #2): after the code dialog of a sign-in
// (it closes by navigating to the launcher), of an unverified email, of a sign-up, and after the
// terms dialog closed by its button and by Escape, #root is no longer hidden from assistive
// technology and the focus is on a visible element, not on the body. English and Italian, desktop
// and phone, spread over the flows.
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { createAccount, useBrowser } from '../src/harness';
import { askForSignInCode, CodeDialog } from '../src/harness/code-dialog';
import { LoginPage } from '../src/pages/login-page';
import { RegisterPage } from '../src/pages/register-page';

const { stack, newPage } = useBrowser();
const dataDir = stack.identity.dataDir;
const PHONE = { width: 390, height: 844 };

interface GivenBack {
  rootHidden: string | null;
  focused: string;
  focusedVisible: boolean;
}

/** What a screen reader gets once the dialog is gone: the root's aria-hidden and where the focus is. */
async function afterDialog(page: Page): Promise<GivenBack> {
  await page.getByRole('alertdialog').waitFor({ state: 'detached' });
  // The page is given back once the dialog is gone from the document; wait for that, then report.
  await page
    .waitForFunction(() => document.getElementById('root')?.getAttribute('aria-hidden') !== 'true' && document.activeElement !== document.body, undefined, {
      timeout: 5000,
    })
    .catch(() => undefined);
  return page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    const box = active?.getBoundingClientRect();
    return {
      rootHidden: document.getElementById('root')?.getAttribute('aria-hidden') ?? null,
      focused: active ? `${active.tagName.toLowerCase()} ${active.textContent?.trim().slice(0, 40) ?? ''}` : 'nothing',
      focusedVisible: !!active && active !== document.body && !!box && box.width > 0 && box.height > 0 && active.checkVisibility(),
    };
  });
}

describe('dialogs give the page back', () => {
  it('after a sign-in with an emailed code, on a desktop in English: the launcher is shown and focused', async () => {
    const ada = await createAccount(stack, { label: 'dialog-code' });
    const page = await newPage();
    const modal = await askForSignInCode(page, ada.email);
    await modal.enterMailedCode(dataDir, ada.email);
    await page.waitForURL('**/appLauncher');

    expect(await afterDialog(page)).toEqual({ rootHidden: null, focused: expect.any(String), focusedVisible: true });
    // Found by role again: the launcher is in the accessibility tree.
    await page.getByRole('heading', { name: 'Applications', level: 1 }).waitFor();
  });

  it('after the unverified-email dialog, on a phone in Italian', async () => {
    const ada = await createAccount(stack, { label: 'dialog-unverified', unverified: true });
    const page = await newPage({ locale: 'it-IT' });
    await page.setViewportSize(PHONE);
    const login = await new LoginPage(page, 'it').open();
    await login.signInAs(ada.email, ada.password);
    await new CodeDialog(page).enterMailedCode(dataDir, ada.email);
    await page.waitForURL('**/appLauncher');

    expect(await afterDialog(page)).toEqual({ rootHidden: null, focused: expect.any(String), focusedVisible: true });
    await page.getByRole('heading', { name: 'Applicazioni', level: 1 }).waitFor();
  });

  it('after the sign-up code dialog, on a phone in English', async () => {
    const page = await newPage();
    await page.setViewportSize(PHONE);
    const register = await new RegisterPage(page).open();
    const email = `dialog-sign-up.${randomBytes(4).toString('hex')}@e2e.example.com`;
    await register.fill({ firstName: 'Grace', lastName: 'Hopper', email, password: 'violet kangaroo orbit 42' });
    await register.captchaSolved.waitFor({ timeout: 30_000 });
    await register.createAccount.click();
    const modal = new CodeDialog(page);
    await modal.dialog.waitFor({ timeout: 20_000 });
    await modal.enterMailedCode(dataDir, email);
    await page.waitForURL('**/appLauncher', { timeout: 20_000 });

    expect(await afterDialog(page)).toEqual({ rootHidden: null, focused: expect.any(String), focusedVisible: true });
    await page.getByRole('heading', { name: 'Applications', level: 1 }).waitFor();
  });

  it('after the terms dialog, declined by its button and by Escape, on a desktop in Italian', async () => {
    const page = await newPage({ locale: 'it-IT' });
    await page.goto('/embeddedregister?clientId=weather-radar');
    await page.getByRole('heading', { name: 'Unisciti alla collaborazione' }).waitFor();
    await page.getByRole('textbox', { name: 'Nome', exact: true }).fill('Grace');
    await page.getByRole('textbox', { name: 'Cognome' }).fill('Hopper');
    await page.getByRole('textbox', { name: 'Email' }).fill(`dialog-terms.${randomBytes(4).toString('hex')}@e2e.example.com`);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('violet kangaroo orbit 42');
    await page.getByRole('textbox', { name: 'Conferma password' }).fill('violet kangaroo orbit 42');
    await page.locator('altcha-widget input[type="checkbox"]:checked').waitFor({ timeout: 30_000 });
    const signUp = page.getByRole('button', { name: 'Registrati' });
    const terms = page.getByRole('alertdialog', { name: 'Termini d’uso' });

    await signUp.click();
    await terms.getByRole('button', { name: 'Rifiuta' }).click({ timeout: 20_000 });
    expect(await afterDialog(page)).toEqual({ rootHidden: null, focused: expect.any(String), focusedVisible: true });

    await signUp.click();
    await terms.waitFor({ timeout: 20_000 });
    await page.keyboard.press('Escape');
    expect(await afterDialog(page)).toEqual({ rootHidden: null, focused: expect.any(String), focusedVisible: true });
    // Escape declined: nothing was registered, the form is there to use again.
    await signUp.waitFor();
  });
});
