// The audit viewer (issue 30, docs/adr/1002): the admin remote's /activity page and the enterprise's
// Activity tab, which share their filters, table, drawer and export.
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';

export type ActivityLanguage = 'en' | 'it';

/** The texts the tests read, in each language, written out: a changed text is a changed product. */
export const ACTIVITY_TEXTS = {
  en: {
    title: 'Activity',
    tab: 'Activity',
    table: 'Audit log',
    actor: 'Actor',
    event: 'Event',
    from: 'From',
    apply: 'Apply filters',
    export: 'Export CSV',
    exported: (filename: string) => `Exported ${filename}`,
    drawer: 'Event details',
    close: 'Close',
    details: 'Details',
    domainAdded: 'Domain added',
    enterpriseCreated: 'Enterprise created',
    signedIn: 'Signed in',
    detailsOf: (event: string) => new RegExp(`^Details of “${event}” at `),
  },
  it: {
    title: 'Attività',
    tab: 'Attività',
    table: 'Registro di controllo',
    actor: 'Autore',
    event: 'Evento',
    from: 'Dal',
    apply: 'Applica i filtri',
    export: 'Esporta CSV',
    exported: (filename: string) => `Esportato ${filename}`,
    drawer: "Dettagli dell'evento",
    close: 'Chiudi',
    details: 'Dettagli',
    domainAdded: 'Dominio aggiunto',
    enterpriseCreated: 'Azienda creata',
    signedIn: 'Accesso eseguito',
    detailsOf: (event: string) => new RegExp(`^Dettagli di “${event}” alle `),
  },
} as const;

export type ActivityTexts = (typeof ACTIVITY_TEXTS)[ActivityLanguage];

/** RFC 4180 rows of a downloaded CSV (quoted fields may hold commas, quotes and line breaks). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\r' && text[index + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      index += 1;
    } else field += char;
  }
  if (field !== '' || row.length > 0) throw new Error('The CSV does not end with CRLF');
  return rows;
}

/** What both views offer: filters, the table, the drawer and the export. */
export class ActivityView {
  readonly table: Locator;
  readonly actor: Locator;
  readonly event: Locator;
  readonly from: Locator;
  readonly apply: Locator;
  readonly export: Locator;

  constructor(
    readonly page: Page,
    readonly texts: ActivityTexts,
  ) {
    this.table = page.getByRole('table', { name: texts.table, exact: true });
    this.actor = page.getByRole('textbox', { name: new RegExp(`^${texts.actor}`) });
    this.event = page.getByRole('combobox', { name: texts.event, exact: true });
    this.from = page.getByLabel(texts.from, { exact: true });
    this.apply = page.getByRole('button', { name: texts.apply, exact: true });
    this.export = page.getByRole('button', { name: texts.export, exact: true });
  }

  /** The readable event name of each row, top to bottom. */
  events(): Promise<string[]> {
    return this.table.getByRole('rowheader').allTextContents();
  }

  rows(): Locator {
    return this.table.locator('tbody tr');
  }

  async chooseEvent(name: string): Promise<void> {
    await this.event.click();
    await this.page.getByRole('option', { name, exact: true }).click();
  }

  /** Opens the drawer of the first row of this event. */
  async openDetails(event: string): Promise<Locator> {
    await this.table.getByRole('button', { name: this.texts.detailsOf(event) }).first().click();
    const drawer = this.page.getByRole('dialog', { name: this.texts.drawer, exact: true });
    await drawer.waitFor();
    return drawer;
  }

  /** Clicks Export CSV and reads the file the browser saved, with its suggested name. */
  async download(): Promise<{ filename: string; rows: string[][] }> {
    const [download] = await Promise.all([this.page.waitForEvent('download'), this.export.click()]);
    const path = await download.path();
    return { filename: download.suggestedFilename(), rows: parseCsv(await readFile(path, 'utf8')) };
  }
}

/** /activity of the admin remote (SYSADMIN). */
export class ActivityPage extends ActivityView {
  async open(): Promise<this> {
    await this.page.goto('/activity');
    await this.page.getByRole('heading', { name: this.texts.title, exact: true }).waitFor();
    await this.table.waitFor();
    return this;
  }
}

/** The Activity tab of /enterprise. */
export class EnterpriseActivityTab extends ActivityView {
  async open(): Promise<this> {
    await this.page.goto('/enterprise?tab=activity');
    await this.page.getByRole('tab', { name: this.texts.tab, exact: true, selected: true }).waitFor();
    await this.table.waitFor();
    return this;
  }
}
