// The /login screen as a person sees it: located by role and visible English label.
import type { Locator, Page } from 'playwright-core';

export class LoginPage {
  readonly email: Locator;
  readonly password: Locator;
  readonly signIn: Locator;

  /** `language` is the browser's: the button reads Sign in or Accedi; the field labels are the same. */
  constructor(
    private readonly page: Page,
    language: 'en' | 'it' = 'en',
  ) {
    // By accessible name: a label's text also holds the required marker (*).
    this.email = page.getByRole('textbox', { name: 'Email', exact: true });
    this.password = page.getByRole('textbox', { name: 'Password', exact: true });
    this.signIn = page.getByRole('button', { name: language === 'en' ? 'Sign in' : 'Accedi', exact: true });
  }

  async open(query = ''): Promise<this> {
    await this.page.goto(`/login${query}`);
    await this.signIn.waitFor();
    return this;
  }

  /**
   * Types an email and waits for the screen to settle: the password field appears once the provider
   * check answered LOCAL. A click that straddles that moment is lost (the link under the pointer
   * moves down between press and release), so tests click the links below the field after this.
   */
  async enterEmail(email: string): Promise<void> {
    await this.email.fill(email);
    await this.password.waitFor();
  }

  async signInAs(email: string, password: string): Promise<void> {
    await this.email.fill(email);
    await this.password.fill(password);
    await this.signIn.click();
  }
}
