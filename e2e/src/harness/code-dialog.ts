// The dialog that asks for the emailed code (a sign-in with a code, an unverified address, a sign-up;
// SPEC §2), as a person uses it, in English or Italian.
import type { Locator, Page } from 'playwright-core';
import { LoginPage } from '../pages/login-page';
import { magicCodeOf, waitForMail } from './outbox';

export class CodeDialog {
  readonly dialog: Locator;
  readonly code: Locator;
  readonly verify: Locator;

  constructor(page: Page) {
    this.dialog = page.getByRole('alertdialog');
    this.code = this.dialog.getByRole('textbox', { name: /Verification code|Codice di verifica/ });
    this.verify = this.dialog.getByRole('button', { name: /^(Verify|Verifica)$/ });
  }

  /** Types the code of the `nth` mail the service sent to `email` (its outbox in `dataDir`) and verifies it. */
  async enterMailedCode(dataDir: string, email: string, nth = 1): Promise<void> {
    await this.code.fill(magicCodeOf(await waitForMail(dataDir, email, nth)));
    await this.verify.click();
  }
}

/** On /login in English: the email, then "Sign in with a magic code"; the dialog that asks for the mailed code. */
export async function askForSignInCode(page: Page, email: string): Promise<CodeDialog> {
  const login = await new LoginPage(page).open();
  await login.enterEmail(email);
  await page.getByRole('button', { name: 'Sign in with a magic code' }).click();
  return new CodeDialog(page);
}
