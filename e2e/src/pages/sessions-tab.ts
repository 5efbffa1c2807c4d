// The Sessions tab of /profile (beyond the spec): the user's signed-in browsers.
import type { Locator, Page } from 'playwright-core';

export class SessionsTab {
  readonly tab: Locator;
  readonly list: Locator;
  readonly signOutOthers: Locator;

  constructor(private readonly page: Page) {
    this.tab = page.getByRole('tab', { name: 'Sessions', selected: true });
    this.list = page.getByRole('list', { name: 'Your sessions' });
    this.signOutOthers = page.getByRole('button', { name: 'Sign out of all other sessions', exact: true });
  }

  async open(): Promise<this> {
    await this.page.goto('/profile?tab=sessions');
    await this.tab.waitFor();
    await this.list.waitFor();
    return this;
  }

  /** A session by its device line, e.g. "Firefox 133 on Windows 10". */
  session(device: string): Locator {
    return this.list.getByRole('listitem', { name: device, exact: true });
  }

  signOutOf(device: string): Locator {
    return this.session(device).getByRole('button', { name: `Sign out of ${device}`, exact: true });
  }
}
