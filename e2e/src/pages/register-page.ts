// The /register screen as a person sees it: located by role and visible English label.
import type { Locator, Page } from 'playwright-core';

export interface SignUpDetails {
  firstName: string;
  lastName: string;
  email: string;
  phone?: string;
  password: string;
}

export class RegisterPage {
  readonly firstName: Locator;
  readonly lastName: Locator;
  readonly email: Locator;
  readonly phone: Locator;
  readonly password: Locator;
  readonly passwordConfirmation: Locator;
  readonly createAccount: Locator;
  /** The altcha widget's checkbox: checked once the proof of work is solved. */
  readonly captchaSolved: Locator;

  constructor(private readonly page: Page) {
    this.firstName = page.getByRole('textbox', { name: 'First name' });
    this.lastName = page.getByRole('textbox', { name: 'Last name' });
    this.email = page.getByRole('textbox', { name: 'Email' });
    this.phone = page.getByRole('textbox', { name: /^Mobile phone/ });
    this.password = page.getByRole('textbox', { name: 'Password', exact: true });
    this.passwordConfirmation = page.getByRole('textbox', { name: 'Confirm password' });
    this.createAccount = page.getByRole('button', { name: 'Create account' });
    this.captchaSolved = page.locator('altcha-widget input[type="checkbox"]:checked');
  }

  async open(query = ''): Promise<this> {
    await this.page.goto(`/register${query}`);
    await this.page.getByRole('heading', { name: 'Create your weather account' }).waitFor();
    return this;
  }

  async fill(details: SignUpDetails): Promise<void> {
    await this.firstName.fill(details.firstName);
    await this.lastName.fill(details.lastName);
    await this.email.fill(details.email);
    if (details.phone) await this.phone.fill(details.phone);
    await this.password.fill(details.password);
    await this.passwordConfirmation.fill(details.password);
  }
}
