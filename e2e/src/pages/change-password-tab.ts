// The Change password tab of /profile (SPEC §2, §5, §8), opened by its address as the spec says.
import type { Locator, Page } from 'playwright-core';

export class ChangePasswordTab {
  readonly tab: Locator;
  readonly current: Locator;
  readonly newPassword: Locator;
  readonly confirm: Locator;
  readonly submit: Locator;
  readonly strength: Locator;

  constructor(private readonly page: Page) {
    this.tab = page.getByRole('tab', { name: 'Change password', selected: true });
    // Password inputs have no textbox role; the label (without Fluent's required asterisk) names them.
    this.current = page.getByLabel(/^Current password/);
    this.newPassword = page.getByLabel(/^New password/);
    this.confirm = page.getByLabel(/^Confirm new password/);
    this.submit = page.getByRole('button', { name: 'Update password', exact: true });
    this.strength = page.getByRole('progressbar');
  }

  async open(): Promise<this> {
    await this.page.goto('/profile?tab=change_password');
    await this.tab.waitFor();
    await this.current.waitFor();
    return this;
  }

  async change(current: string, next: string, confirm = next): Promise<void> {
    await this.current.fill(current);
    await this.newPassword.fill(next);
    // The strength module loads on first use; the meter shows once the full rule is in place.
    await this.strength.waitFor();
    await this.confirm.fill(confirm);
    await this.submit.click();
  }
}
