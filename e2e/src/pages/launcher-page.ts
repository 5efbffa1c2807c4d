// /appLauncher as a person sees it: the cards by their headings, their buttons and links by name.
import type { Locator, Page } from 'playwright-core';

export class LauncherPage {
  /** The page spinner, shown until every authorization check has answered. */
  readonly checking: Locator;

  constructor(private readonly page: Page) {
    this.checking = page.getByText('Checking your applications…');
  }

  async open(): Promise<this> {
    await this.page.goto('/appLauncher');
    await this.page.getByRole('heading', { name: 'Applications', level: 1 }).waitFor();
    return this;
  }

  card(name: string): Locator {
    return this.page.getByRole('group', { name, exact: true });
  }

  launch(name: string): Locator {
    return this.card(name).getByRole('button', { name: 'Launch', exact: true });
  }

  learnMore(name: string): Locator {
    return this.card(name).getByRole('link', { name: 'Learn more', exact: true });
  }

  backSoon(name: string): Locator {
    return this.card(name).getByRole('link', { name: 'Back soon', exact: true });
  }

  /** Card titles in page order (applications, then the help and Enterprise Manager cards). */
  titles(): Promise<string[]> {
    return this.page.getByRole('heading', { level: 2 }).allInnerTexts();
  }
}
