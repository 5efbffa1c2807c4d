// The example weather application in its OpenID Connect mode (examples/weather-app, SIGN_IN_MODE=oidc):
// its sign-in link, the ID token's claims it shows, and its sign-out button.
import type { Locator, Page } from 'playwright-core';

export class OidcExampleAppPage {
  readonly signInLink: Locator;
  readonly signOut: Locator;
  readonly signedOut: Locator;

  constructor(private readonly page: Page) {
    this.signInLink = page.getByRole('link', { name: 'Sign in with your weather account' });
    this.signOut = page.getByRole('button', { name: 'Sign out' });
    this.signedOut = page.getByText('You are not signed in.');
  }

  signedInAs(email: string): Locator {
    return this.page.getByText(`Signed in as ${email}`, { exact: true });
  }

  /** One claim of the ID token, as the application shows it (a string, or JSON for other values). */
  claim(name: string): Promise<string> {
    return this.page.getByTestId(`claim-${name}`).innerText();
  }

  /** One claim of the userinfo endpoint's answer, as the application shows it. */
  userinfo(name: string): Promise<string> {
    return this.page.getByTestId(`userinfo-${name}`).innerText();
  }
}
