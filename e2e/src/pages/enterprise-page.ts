// The /enterprise screen of the enterprise remote: tabs Domains, Users and Single Sign-On.
import type { Locator, Page } from 'playwright-core';

export class EnterprisePage {
  readonly name: Locator;
  readonly save: Locator;
  readonly domain: Locator;
  readonly addDomain: Locator;
  readonly domainsTable: Locator;
  readonly usersTable: Locator;
  /** The temporary password notice (SPEC §8), with the password as its copy button. */
  readonly temporaryPasswordNotice: Locator;

  constructor(private readonly page: Page) {
    this.name = page.getByRole('textbox', { name: 'Enterprise name', exact: true });
    this.save = page.getByRole('button', { name: 'Save', exact: true });
    this.domain = page.getByRole('textbox', { name: 'Domain', exact: true });
    this.addDomain = page.getByRole('button', { name: 'Add', exact: true });
    this.domainsTable = page.getByRole('table', { name: 'Domains' });
    this.usersTable = page.getByRole('table', { name: 'Users' });
    this.temporaryPasswordNotice = page.getByRole('status').filter({ hasText: 'Temporary password for' });
  }

  async open(): Promise<this> {
    await this.page.goto('/enterprise');
    await this.name.waitFor();
    return this;
  }

  tab(name: 'Domains' | 'Users' | 'Single Sign-On'): Locator {
    return this.page.getByRole('tab', { name, exact: true });
  }

  domainRow(domain: string): Locator {
    return this.domainsTable.getByRole('row').filter({ has: this.page.getByRole('rowheader', { name: domain, exact: true }) });
  }

  userRow(email: string): Locator {
    return this.usersTable.getByRole('row').filter({ has: this.page.getByRole('rowheader', { name: email, exact: true }) });
  }

  /** Opens a user's row menu and picks an item. */
  async userAction(email: string, item: 'Disable user' | 'Enable user' | 'Set temporary password' | 'Force logout'): Promise<void> {
    await this.userRow(email).getByRole('button', { name: `Actions for ${email}`, exact: true }).click();
    await this.page.getByRole('menuitem', { name: item, exact: true }).click();
  }

  /** Answers the open confirmation (issue 31 #7) with its button, e.g. "Disable user" or "Cancel". */
  async answerConfirmation(button: string): Promise<void> {
    const dialog = this.page.getByRole('alertdialog');
    await dialog.getByRole('button', { name: button, exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
  }
}
