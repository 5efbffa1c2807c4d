// A page of the example weather application (examples/weather-app) after the hand-off.
import type { Locator, Page } from 'playwright-core';

export class ExampleAppPage {
  constructor(private readonly page: Page) {}

  /** "Signed in as <email>": the application redeemed the token and verified the JWT. */
  signedInAs(email: string): Locator {
    return this.page.getByText(`Signed in as ${email}`, { exact: true });
  }

  /** The path the application shows the person on. */
  path(): Promise<string> {
    return this.page.getByTestId('path').innerText();
  }

  /** The seq that came with the token. */
  seq(): Promise<string> {
    return this.page.getByTestId('seq').innerText();
  }
}
