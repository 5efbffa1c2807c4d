// The Security tab of /profile (issue 29): authenticator apps, passkeys, recovery codes, and the
// dialogs that add, rename and remove them, with the re-authentication the API asks for.
import type { Locator, Page } from 'playwright-core';

export class SecurityTab {
  readonly tab: Locator;
  readonly authenticators: Locator;
  readonly passkeys: Locator;
  readonly addAuthenticator: Locator;
  readonly addPasskey: Locator;

  constructor(private readonly page: Page) {
    this.tab = page.getByRole('tab', { name: 'Security', selected: true });
    this.authenticators = page.getByRole('list', { name: 'Your authenticator apps' });
    this.passkeys = page.getByRole('list', { name: 'Your passkeys' });
    this.addAuthenticator = page.getByRole('button', { name: 'Add an authenticator app', exact: true });
    this.addPasskey = page.getByRole('button', { name: 'Add a passkey', exact: true });
  }

  async open(): Promise<this> {
    await this.page.goto('/profile?tab=security');
    await this.tab.waitFor();
    await this.addAuthenticator.waitFor();
    return this;
  }

  dialog(name: string): Locator {
    return this.page.getByRole('dialog', { name, exact: true });
  }

  /** The "Confirm it is you" dialog: the current password, then Confirm. */
  async confirmWithPassword(password: string): Promise<void> {
    const dialog = this.dialog('Confirm it is you');
    await dialog.getByRole('textbox', { name: 'Current password' }).fill(password);
    await dialog.getByRole('button', { name: 'Confirm', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
  }

  /** The ten codes of the "Save your recovery codes" dialog, which it then closes. */
  async takeRecoveryCodes(): Promise<string[]> {
    const dialog = this.dialog('Save your recovery codes');
    const list = dialog.getByRole('list', { name: 'Your recovery codes' });
    // allInnerTexts() does not wait: under load it read the list before the dialog came (0 codes).
    await list.waitFor();
    const codes = await list.getByRole('listitem').allInnerTexts();
    await dialog.getByRole('button', { name: 'I have saved these codes', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    return codes.map((code) => code.trim());
  }

  factor(list: Locator, name: string): Locator {
    return list.getByRole('listitem', { name, exact: true });
  }
}
