// /impersonateUser of the admin remote (SPEC §2): the search box with its dropdown, Load more,
// No users found and Impersonate User.
import type { Locator, Page } from 'playwright-core';

export class ImpersonationPage {
  readonly search: Locator;
  readonly options: Locator;
  readonly loadMore: Locator;
  readonly impersonate: Locator;
  /** The line under the box: the count of matches, Searching… or No users found. */
  readonly status: Locator;

  constructor(private readonly page: Page) {
    this.search = page.getByRole('combobox', { name: 'Search users' });
    this.options = page.getByRole('option');
    this.loadMore = page.getByRole('option', { name: 'Load more', exact: true });
    this.impersonate = page.getByRole('button', { name: 'Impersonate User', exact: true });
    this.status = page.getByRole('status').filter({ hasText: /users$|No users found|Searching/ });
  }

  async open(): Promise<this> {
    await this.page.goto('/impersonateUser');
    await this.search.waitFor();
    return this;
  }

  /** Types as a person does, a key at a time (the page searches 100 ms after the last key). */
  async type(text: string): Promise<void> {
    await this.search.fill('');
    await this.search.pressSequentially(text);
  }

  user(email: string): Locator {
    return this.page.getByRole('option', { name: new RegExp(`<${email.replace(/[.+]/g, '\\$&')}>`) });
  }
}
