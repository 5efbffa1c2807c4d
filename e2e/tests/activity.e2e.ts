// The audit viewer (issue 30, docs/adr/1002) in the browser: the stack's SYSADMIN filters the admin
// remote's /activity page, opens a row's drawer and exports the filtered rows as a CSV file read back
// from the download; an enterprise administrator's Activity tab shows their enterprise's rows and
// exports them, never another enterprise's. In English and in Italian, axe clean on each view.
import { randomBytes } from 'node:crypto';
import { accessibilityViolations, createAccount, saveScreenshot, type TestUser, useBrowser } from '../src/harness';
import { ACTIVITY_TEXTS, ActivityPage, type ActivityLanguage, EnterpriseActivityTab } from '../src/pages/activity-pages';
import { notification } from '../src/pages/notifications';

const { stack, signedInPage } = useBrowser();

const CSV_HEADER = ['id', 'created_at', 'event', 'actor_id', 'actor_email', 'actor_name', 'subject_id', 'subject_email', 'subject_name', 'ip', 'enterprise_id', 'details'];

interface Enterprise {
  owner: TestUser;
  id: number;
  domain: string;
}

/** An account that creates an enterprise and adds a domain through the API, as the Enterprise page would. */
async function enterpriseOf(label: string, locale: string): Promise<Enterprise> {
  const owner = await createAccount(stack, { label });
  const page = await signedInPage(owner, { locale });
  const headers = { 'X-Requested-With': 'XMLHttpRequest', Origin: stack.portalUrl };
  const created = await page.context().request.post(`${stack.apiUrl}/v1/enterprises`, { headers, data: { name: `Activity ${label}` } });
  if (created.status() !== 201) throw new Error(`enterprise of ${label}: ${created.status()} ${await created.text()}`);
  const { id } = (await created.json()) as { id: number };
  const domain = `${label}-${randomBytes(4).toString('hex')}.test`;
  const added = await page.context().request.post(`${stack.apiUrl}/v1/enterprises/${id}/domains`, { headers, data: { name: domain } });
  if (added.status() !== 201) throw new Error(`domain of ${label}: ${added.status()} ${await added.text()}`);
  return { owner, id, domain };
}

describe.each([
  ['en', 'en-GB'],
  ['it', 'it-IT'],
] as const)('the audit viewer (%s)', (language: ActivityLanguage, locale) => {
  const texts = ACTIVITY_TEXTS[language];
  let a: Enterprise;
  let b: Enterprise;

  beforeAll(async () => {
    a = await enterpriseOf(`activity-a-${language}`, locale);
    b = await enterpriseOf(`activity-b-${language}`, locale);
  });

  it('filters the Activity page, shows a row in the drawer and exports the filtered rows', async () => {
    const page = await signedInPage(stack.users.admin, { locale });
    const activity = await new ActivityPage(page, texts).open();
    expect(await accessibilityViolations(page)).toEqual([]);

    await activity.actor.fill(a.owner.email);
    await activity.chooseEvent(texts.domainAdded);
    await activity.apply.click();

    // One row: A's domain, added by A's owner; B's never.
    await page.getByRole('status').filter({ hasText: /^1 / }).waitFor();
    expect(await activity.events()).toEqual([texts.domainAdded]);
    expect(await activity.rows().first().textContent()).toContain(a.owner.email);
    expect(await activity.table.textContent()).not.toContain(b.owner.email);
    expect(await accessibilityViolations(page)).toEqual([]);
    await saveScreenshot(page, `activity-filtered-${language}`);

    const drawer = await activity.openDetails(texts.domainAdded);
    await drawer.getByText('ENTERPRISE_DOMAIN_ADDED', { exact: true }).waitFor();
    await drawer.getByText(`"domain": "${a.domain}"`, { exact: false }).waitFor();
    expect(await drawer.textContent()).toContain(a.owner.email);
    expect(await accessibilityViolations(page)).toEqual([]);
    await saveScreenshot(page, `activity-drawer-${language}`);
    await drawer.getByRole('button', { name: texts.close, exact: true }).click();
    await drawer.waitFor({ state: 'hidden' });

    const { filename, rows } = await activity.download();
    expect(filename).toMatch(/^audit-\d{4}-\d{2}-\d{2}\.csv$/);
    await notification(page, texts.exported(filename)).waitFor();
    const [header, ...entries] = rows;
    expect(header).toEqual(CSV_HEADER);
    expect(entries).toHaveLength(1);
    expect(entries[0]?.[2]).toBe('ENTERPRISE_DOMAIN_ADDED');
    expect(entries[0]?.[4]).toBe(a.owner.email);
    expect(entries[0]?.[10]).toBe(String(a.id));
    expect(JSON.parse(entries[0]?.[11] ?? '{}')).toMatchObject({ enterpriseId: a.id, domain: a.domain });
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  it("shows an enterprise administrator their enterprise's rows in the Activity tab, and exports only those", async () => {
    // Signed in again, now as the enterprise's administrator: this sign-in is the enterprise's row too.
    const page = await signedInPage(a.owner, { locale });
    const tab = await new EnterpriseActivityTab(page, texts).open();

    await tab.table.getByRole('rowheader', { name: texts.domainAdded, exact: true }).waitFor();
    await tab.table.getByRole('rowheader', { name: texts.enterpriseCreated, exact: true }).waitFor();
    await tab.table.getByRole('rowheader', { name: texts.signedIn, exact: true }).first().waitFor();
    expect(await tab.table.textContent()).not.toContain(b.owner.email);
    expect(await accessibilityViolations(page)).toEqual([]);
    await saveScreenshot(page, `enterprise-activity-${language}`);

    const drawer = await tab.openDetails(texts.domainAdded);
    await drawer.getByText(`"domain": "${a.domain}"`, { exact: false }).waitFor();
    await drawer.getByRole('button', { name: texts.close, exact: true }).click();
    await drawer.waitFor({ state: 'hidden' });

    const { rows } = await tab.download();
    const [header, ...entries] = rows;
    expect(header).toEqual(CSV_HEADER);
    expect(entries.map((entry) => entry[2])).toEqual(expect.arrayContaining(['ENTERPRISE_CREATED', 'ENTERPRISE_DOMAIN_ADDED', 'LOGIN_SUCCEEDED']));
    expect(entries.every((entry) => entry[10] === String(a.id))).toBe(true);
    expect(entries.some((entry) => entry.join(',').includes(b.domain) || entry.join(',').includes(b.owner.email))).toBe(false);
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});
