// The top bar of the authenticated area and its user menu (SPEC §2).
import type { Locator, Page } from 'playwright-core';
import type { TestUser } from '../harness';

export class TopBar {
  readonly root: Locator;

  constructor(private readonly page: Page) {
    this.root = page.getByRole('banner');
  }

  avatarButton(user: TestUser, label = 'Account menu of'): Locator {
    return this.root.getByRole('button', { name: `${label} ${user.first_name} ${user.last_name}` });
  }

  /** Opens the user menu and returns the names of its items, in order. */
  async openUserMenu(user: TestUser, label?: string): Promise<string[]> {
    await this.avatarButton(user, label).click();
    const menu = this.page.getByRole('menu');
    await menu.waitFor();
    return (await menu.getByRole('menuitem').allInnerTexts()).map((text) => text.trim());
  }
}
