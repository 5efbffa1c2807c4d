// Tables on phones (issue 31 #5) and the enterprise tabs' accessibility (#10): at 390 px the
// enterprise's domains and users, the application catalogue and the activity rows are stacked cards,
// each value labelled with its column, nothing cut and nothing scrolling sideways; at 1366 px they
// are tables with their column headers. axe finds nothing, of any impact, on every enterprise tab at
// both sizes. Phone in English, desktop in Italian; the catalogue on a phone in Italian.
import type { Page } from 'playwright-core';
import { accessibilityViolations, saveScreenshot, useBrowser } from '../src/harness';
import { verifiedEnterprise } from '../src/harness/enterprise-setup';

const { stack, signedInPage } = useBrowser();
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 768 };

interface Layout {
  /** How far the page scrolls sideways. */
  pageOverflow: number;
  /** Whether the table's own box scrolls sideways (a hidden part of a row). */
  tableScrolls: boolean;
  rows: number;
  /** Cells (or cards) that end outside the viewport or are cut by their own box. */
  clipped: string[];
  /** Cells with text that is not shown. */
  hidden: string[];
  /** Each row's cells as "label: text", the label being what the card shows beside the value. */
  cards: string[][];
  headersShown: boolean;
}

/** Where a table's rows and cells lie, and what each card shows. */
function layoutOf(page: Page, tableName: string): Promise<Layout> {
  return page.getByRole('table', { name: tableName, exact: true }).evaluate((table) => {
    const width = document.documentElement.clientWidth;
    const clipped: string[] = [];
    const hidden: string[] = [];
    const rows = [...table.querySelectorAll('tbody tr')];
    const cards = rows.map((row) => {
      const box = row.getBoundingClientRect();
      if (box.left < 0 || box.right > width + 0.5) clipped.push(`row ${row.textContent?.slice(0, 30)}: ${box.left}-${box.right}`);
      return [...row.querySelectorAll('th, td')].map((cell) => {
        const text = (cell as HTMLElement).innerText.trim();
        const cellBox = cell.getBoundingClientRect();
        if (cellBox.right > width + 0.5 || cell.scrollWidth > cell.clientWidth + 1) clipped.push(`cell ${text.slice(0, 30)}: ${cellBox.right}, ${cell.scrollWidth}/${cell.clientWidth}`);
        if (text && !(cell as HTMLElement).checkVisibility()) hidden.push(text);
        const label = getComputedStyle(cell, '::before').content;
        return `${label === 'none' || label === 'normal' ? '' : label.replace(/^"|"$/g, '')}: ${text.replace(/\s+/g, ' ')}`;
      });
    });
    const header = table.querySelector('thead');
    return {
      pageOverflow: document.documentElement.scrollWidth - width,
      tableScrolls: table.parentElement !== null && table.parentElement.scrollWidth > table.parentElement.clientWidth + 1,
      rows: rows.length,
      clipped,
      hidden,
      cards,
      headersShown: header !== null && header.getBoundingClientRect().width > 1,
    };
  });
}

describe('tables on phones and the enterprise tabs', () => {
  it('shows the enterprise tabs as cards at 390 px (English) and tables at 1366 px (Italian), axe clean at both', async () => {
    const { admin, domain, users } = await verifiedEnterprise(stack, 'cards', ['mary-anne-longname']);
    const member = users[0]!;
    const page = await signedInPage(admin);
    await page.setViewportSize(PHONE);

    await page.goto('/enterprise');
    await page.getByRole('table', { name: 'Domains' }).getByText('Verified', { exact: true }).waitFor();
    const domains = await layoutOf(page, 'Domains');
    expect(domains).toMatchObject({ pageOverflow: 0, tableScrolls: false, rows: 1, clipped: [], hidden: [], headersShown: false });
    expect(domains.cards[0]?.[0]).toBe(`Domain: ${domain}`);
    expect(domains.cards[0]?.map((cell) => cell.split(':')[0])).toEqual(['Domain', 'TXT key', 'Status', 'Actions']);
    expect(domains.cards[0]?.[2]).toBe('Status: Verified');
    expect(await accessibilityViolations(page)).toEqual([]);
    await saveScreenshot(page, 'phone-enterprise-domains');

    await page.getByRole('tab', { name: 'Users', exact: true }).click();
    await page.getByRole('table', { name: 'Users' }).getByText(member.email).waitFor();
    const people = await layoutOf(page, 'Users');
    expect(people).toMatchObject({ pageOverflow: 0, tableScrolls: false, rows: 2, clipped: [], hidden: [], headersShown: false });
    const card = people.cards.find((cells) => cells.includes(`Email: ${member.email}`));
    expect(card).toEqual(['First name: Ada', 'Last name: Lovelace', `Email: ${member.email}`, 'Status: Verified · Enabled', 'Two-step: Off', 'Actions: ']);
    expect(await accessibilityViolations(page)).toEqual([]);
    await saveScreenshot(page, 'phone-enterprise-users');

    await page.getByRole('tab', { name: 'Single Sign-On', exact: true }).click();
    await page.getByRole('region', { name: domain }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    expect(await accessibilityViolations(page)).toEqual([]);
    await saveScreenshot(page, 'phone-enterprise-sso');

    await page.getByRole('tab', { name: 'Activity', exact: true }).click();
    const activity = page.getByRole('table', { name: 'Audit log', exact: true });
    await activity.getByRole('rowheader').first().waitFor();
    const rows = await layoutOf(page, 'Audit log');
    expect(rows).toMatchObject({ pageOverflow: 0, tableScrolls: false, clipped: [], hidden: [], headersShown: false });
    expect(rows.rows).toBeGreaterThan(0);
    expect(await accessibilityViolations(page)).toEqual([]);

    // A desktop in Italian: real tables with their headers, still axe clean.
    const desktop = await signedInPage(admin, { locale: 'it-IT' });
    await desktop.setViewportSize(DESKTOP);
    await desktop.goto('/enterprise');
    await desktop.getByRole('table', { name: 'Domini' }).getByText('Verificato', { exact: true }).waitFor();
    expect(await layoutOf(desktop, 'Domini')).toMatchObject({ pageOverflow: 0, tableScrolls: false, clipped: [], hidden: [], headersShown: true });
    expect(await accessibilityViolations(desktop)).toEqual([]);
    for (const [tab, ready] of [
      ['Utenti', desktop.getByRole('table', { name: 'Utenti' }).getByText(member.email)],
      ['Single Sign-On', desktop.getByRole('region', { name: domain })],
      ['Attività', desktop.getByRole('table', { name: 'Registro di controllo' }).getByRole('rowheader').first()],
    ] as const) {
      await desktop.getByRole('tab', { name: tab, exact: true }).click();
      await ready.waitFor();
      expect([tab, await accessibilityViolations(desktop)]).toEqual([tab, []]);
    }
    expect(await layoutOf(desktop, 'Registro di controllo')).toMatchObject({ headersShown: true, clipped: [] });
  });

  it('shows the application catalogue as cards on a phone in Italian', async () => {
    const page = await signedInPage(stack.users.admin, { locale: 'it-IT' });
    await page.setViewportSize(PHONE);
    await page.goto('/applications');
    const table = page.getByRole('table');
    await table.getByRole('rowheader').first().waitFor();
    const catalogue = await layoutOf(page, (await table.getAttribute('aria-label')) ?? '');
    expect(catalogue).toMatchObject({ pageOverflow: 0, tableScrolls: false, clipped: [], hidden: [], headersShown: false });
    expect(catalogue.rows).toBeGreaterThanOrEqual(3);
    // Every card labels each of its values.
    expect(catalogue.cards.flat().filter((cell) => cell.startsWith(': '))).toEqual([]);
    expect(await accessibilityViolations(page)).toEqual([]);
    await saveScreenshot(page, 'phone-applications-it');
  });
});
