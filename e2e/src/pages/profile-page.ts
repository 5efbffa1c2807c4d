// /profile, Edit profile tab (SPEC §2): located by role and visible English label.
import type { Locator, Page } from 'playwright-core';

export class ProfilePage {
  readonly heading: Locator;
  readonly firstName: Locator;
  readonly lastName: Locator;
  readonly jobTitle: Locator;
  readonly email: Locator;
  readonly phone: Locator;
  readonly timezone: Locator;
  readonly save: Locator;
  readonly cancel: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Profile', level: 1 });
    const field = (name: string) => page.getByRole('textbox', { name, exact: true });
    this.firstName = field('First name');
    this.lastName = field('Last name');
    this.jobTitle = field('Job title');
    this.email = field('Email');
    this.phone = field('Contact phone');
    this.timezone = page.getByRole('combobox', { name: 'Time zone' });
    this.save = page.getByRole('button', { name: 'Save', exact: true });
    this.cancel = page.getByRole('button', { name: 'Cancel', exact: true });
  }

  async open(): Promise<this> {
    await this.page.goto('/profile');
    await this.heading.waitFor();
    await this.firstName.waitFor();
    return this;
  }

  /** Types part of a zone's name into the autocomplete and picks the zone from the list. */
  async chooseTimezone(search: string, name: string): Promise<void> {
    await this.timezone.click();
    await this.timezone.fill(search);
    await this.page.getByRole('option', { name, exact: true }).click();
  }
}
