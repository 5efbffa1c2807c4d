// The admin remote's /applications list and its create and edit form (SPEC §2, §5).
import type { Locator, Page } from 'playwright-core';

/** The form's fields by their labels, in the spec's payload order. */
export interface ApplicationFields {
  name: string;
  clientId: string;
  description: string;
  imageUrl: string;
  baseUrl: string;
  callbackUrl: string;
  webhookUrl: string;
  sysadminUrl?: string;
  orderingNumber: '1' | '2' | '3';
}

export class ApplicationsListPage {
  readonly table: Locator;
  readonly create: Locator;

  constructor(private readonly page: Page) {
    this.table = page.getByRole('table', { name: 'Site applications' });
    this.create = page.getByRole('button', { name: 'Create application', exact: true });
  }

  async open(): Promise<this> {
    await this.page.goto('/applications');
    await this.table.waitFor();
    return this;
  }

  row(name: string): Locator {
    return this.table.getByRole('row').filter({ has: this.page.getByRole('rowheader', { name, exact: true }) });
  }

  /** Names in list order. */
  names(): Promise<string[]> {
    return this.table.getByRole('rowheader').allInnerTexts();
  }
}

export class ApplicationFormPage {
  readonly add: Locator;
  readonly save: Locator;
  readonly secrets: Locator;

  constructor(private readonly page: Page) {
    this.add = page.getByRole('button', { name: 'Add application', exact: true });
    this.save = page.getByRole('button', { name: 'Save', exact: true });
    this.secrets = page.getByRole('region', { name: 'Copy the secrets now: they are shown only this once.' });
  }

  async openCreate(): Promise<this> {
    await this.page.goto('/applications/create');
    await this.page.getByRole('heading', { name: 'Create application', level: 1 }).waitFor();
    return this;
  }

  /** A field by its label; required fields carry Fluent's asterisk after the label text. */
  field(label: string): Locator {
    return this.page.getByRole(label === 'Ordering number' ? 'combobox' : 'textbox', { name: new RegExp(`^${label}( \\*)?$`) });
  }

  /** The message under a field (Fluent links it with aria-describedby). */
  async errorUnder(label: string): Promise<string> {
    const ids = (await this.field(label).getAttribute('aria-describedby')) ?? '';
    const texts = await Promise.all(ids.split(' ').filter(Boolean).map((id) => this.page.locator(`[id="${id}"]`).innerText()));
    return texts.join(' ');
  }

  async fill(fields: ApplicationFields): Promise<void> {
    await this.field('Name').fill(fields.name);
    await this.field('Client id').fill(fields.clientId);
    await this.field('Image url').fill(fields.imageUrl);
    await this.field('Base url').fill(fields.baseUrl);
    await this.field('Callback url').fill(fields.callbackUrl);
    await this.field('Webhook url').fill(fields.webhookUrl);
    await this.field('Sysadmin url').fill(fields.sysadminUrl ?? '');
    // A Fluent dropdown: opened, then its option chosen.
    await this.field('Ordering number').click();
    await this.page.getByRole('option', { name: fields.orderingNumber, exact: true }).click();
    await this.field('Description').fill(fields.description);
  }

  secretValue(label: 'Client id' | 'Client secret' | 'Webhook secret'): Promise<string> {
    return this.secrets.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]').innerText();
  }
}
