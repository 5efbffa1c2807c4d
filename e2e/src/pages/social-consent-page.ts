// The consent page of the suite's stand-in Facebook or LinkedIn (@weather/test-peers), in the pop-up.
import type { Page } from 'playwright-core';

export interface ProviderPerson {
  sub: string;
  email?: string;
  emailVerified?: boolean;
  firstName?: string;
  lastName?: string;
}

export class SocialConsentPage {
  constructor(readonly popup: Page) {}

  async allowAs(person: ProviderPerson): Promise<void> {
    await this.popup.getByLabel('Subject').fill(person.sub);
    await this.popup.getByLabel('Email', { exact: true }).fill(person.email ?? '');
    await this.popup.getByLabel('First name').fill(person.firstName ?? '');
    await this.popup.getByLabel('Last name').fill(person.lastName ?? '');
    await this.popup.getByLabel('Email verified').setChecked(person.emailVerified ?? true);
    await this.popup.getByRole('button', { name: 'Allow' }).click();
  }

  async deny(): Promise<void> {
    await this.popup.getByRole('button', { name: 'Deny' }).click();
  }
}
