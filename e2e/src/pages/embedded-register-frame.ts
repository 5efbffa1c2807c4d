// /embeddedregister inside the collaboration site's iframe, located by role and English label.
import type { FrameLocator, Locator } from 'playwright-core';
import type { SignUpDetails } from './register-page';

export class EmbeddedRegisterFrame {
  readonly signUp: Locator;
  /** The altcha widget's checkbox: checked once the proof of work is solved. */
  readonly captchaSolved: Locator;
  readonly terms: Locator;
  readonly codeModal: Locator;

  constructor(private readonly frame: FrameLocator) {
    this.signUp = frame.getByRole('button', { name: 'Sign up' });
    this.captchaSolved = frame.locator('altcha-widget input[type="checkbox"]:checked');
    this.terms = frame.getByRole('alertdialog', { name: 'Terms of use' });
    this.codeModal = frame.getByRole('alertdialog', { name: 'Enter your verification code' });
  }

  async fill(details: Omit<SignUpDetails, 'phone'>): Promise<void> {
    await this.frame.getByRole('textbox', { name: 'First name' }).fill(details.firstName);
    await this.frame.getByRole('textbox', { name: 'Last name' }).fill(details.lastName);
    await this.frame.getByRole('textbox', { name: 'Email' }).fill(details.email);
    await this.frame.getByRole('textbox', { name: 'Password', exact: true }).fill(details.password);
    await this.frame.getByRole('textbox', { name: 'Confirm password' }).fill(details.password);
  }
}
