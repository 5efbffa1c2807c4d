// The catalogue's texts in the reader's language (issue 31 #6, docs/adr/1005): the launcher shows an
// application's Italian name and description to an Italian reader (by the browser's language or by
// the profile's) and the English ones to an English reader, falling back to English text by text; a
// SYSADMIN writes the Italian texts in the application form; the hand-off page names the application
// in Italian too (the consent page's Italian name: oidc-consent.e2e.ts). And the launcher's
// load-failure line (issue 31 #10): its two sentences apart, its Retry button clear of them, at 1366
// and 390 px.
import { randomBytes } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { accessibilityViolations, saveScreenshot, useBrowser } from '../src/harness';
import { signInToApi } from '../src/harness/api-session';
import { createAccount } from '../src/harness/new-account';
import { ApplicationFormPage } from '../src/pages/applications-pages';
import { LauncherPage } from '../src/pages/launcher-page';
import { notification } from '../src/pages/notifications';

const { stack, signedInPage } = useBrowser();
const { admin, reader } = stack.users;
const { radar } = stack.exampleApps;

const DESKTOP = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };

/** The seeded applications' texts (services/identity site-applications.seed.ts); Radar is Radar in Italian too. */
const SEEDED = {
  en: [
    { name: 'Radar', description: 'Live rain radar and lightning over your area.' },
    { name: 'Forecast', description: 'Seven-day forecasts for the places you follow.' },
    { name: 'Alerts', description: 'Severe weather warnings, sent where you are.' },
  ],
  it: [
    { name: 'Radar', description: 'Radar della pioggia e fulmini in tempo reale sulla tua zona.' },
    { name: 'Previsioni', description: 'Previsioni a sette giorni per i luoghi che segui.' },
    { name: 'Allerte', description: 'Avvisi di maltempo, inviati dove ti trovi.' },
  ],
};

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('the element has no box: it is not shown');
  return box;
}

const inside = (inner: Box, outer: Box) =>
  inner.x >= outer.x - 0.5 && inner.y >= outer.y - 0.5 && inner.x + inner.width <= outer.x + outer.width + 0.5 && inner.y + inner.height <= outer.y + outer.height + 0.5;

/** The gap between two boxes, the larger of the horizontal and vertical one; 0 or less when they touch or overlap. */
const gapBetween = (a: Box, b: Box) => Math.max(b.x - (a.x + a.width), a.x - (b.x + b.width), b.y - (a.y + a.height), a.y - (b.y + b.height));

/** Each application's card shows its name as its heading and its description inside it, at the page's current width. */
async function expectCards(page: Page, texts: ReadonlyArray<{ name: string; description: string }>): Promise<void> {
  const launcher = new LauncherPage(page);
  for (const { name, description } of texts) {
    const card = launcher.card(name);
    const text = card.getByText(description, { exact: true });
    await text.waitFor();
    expect(inside(await boxOf(text), await boxOf(card))).toBe(true);
  }
}

describe('catalogue texts in the reader\'s language', () => {
  it('shows an Italian reader the seeded applications in Italian and an English reader in English, on a desktop and a phone', async () => {
    const italian = await signedInPage(reader, { locale: 'it-IT' });
    await italian.setViewportSize(DESKTOP);
    await italian.goto('/appLauncher');
    await italian.getByRole('heading', { name: 'Applicazioni', level: 1 }).waitFor();
    await expectCards(italian, SEEDED.it);
    expect(await italian.getByText(SEEDED.en[1]!.description).count()).toBe(0);
    await italian.setViewportSize(PHONE);
    await expectCards(italian, SEEDED.it);
    await saveScreenshot(italian, 'launcher-catalogue-it-phone');

    const english = await signedInPage(reader, { locale: 'en-US' });
    await english.setViewportSize(PHONE);
    await new LauncherPage(english).open();
    await expectCards(english, SEEDED.en);
    await english.setViewportSize(DESKTOP);
    await expectCards(english, SEEDED.en);
    expect(await english.getByText(SEEDED.it[1]!.description).count()).toBe(0);
  });

  it("names the application in Italian on the hand-off page of an Italian reader", async () => {
    const { forecast } = stack.exampleApps;
    const page = await signedInPage(reader, { locale: 'it-IT' });
    // The application answers 204 No Content: the browser stays on the page that says where it goes.
    await page.route(`${forecast.url}/**`, (route) => route.fulfill({ status: 204 }));
    await page.goto(`/login?clientId=${forecast.clientId}`);
    await page.getByText(`Ti stiamo portando a ${SEEDED.it[1]!.name}…`).waitFor();
    expect(await page.getByText(SEEDED.en[1]!.name, { exact: false }).count()).toBe(0);
  });

  it('follows the language stored in the profile, in a browser set to English', async () => {
    const person = await createAccount(stack, { label: 'catalogue-it' });
    const api = await signInToApi(stack.apiUrl, stack.portalUrl, person.email, person.password);
    const me = (await (await api.request('GET', '/v1/users/me')).json()) as { first_name: string; last_name: string };
    const saved = await api.request('PUT', '/v1/users/me', { first_name: me.first_name, last_name: me.last_name, locale: 'it' });
    expect(saved.status).toBe(200);

    const page = await signedInPage(person, { locale: 'en-US' });
    await page.goto('/appLauncher');
    await page.getByRole('heading', { name: 'Applicazioni', level: 1 }).waitFor();
    await expectCards(page, SEEDED.it);
  });

  it('lets a SYSADMIN write an application\'s Italian texts in the form, shown on an Italian launcher and English on an English one', async () => {
    const tag = randomBytes(3).toString('hex');
    const english = { name: `Tides ${tag}`, description: 'High and low water along the coast.' };
    const italianTexts = { name: `Maree ${tag}`, description: 'Alta e bassa marea lungo la costa.' };
    const page = await signedInPage(admin);
    const form = await new ApplicationFormPage(page).openCreate();
    await form.fill({
      ...english,
      clientId: `weather-tides-${tag}`,
      imageUrl: `${radar.url}/logo.svg`,
      baseUrl: radar.url,
      callbackUrl: `${radar.url}/auth/callback`,
      webhookUrl: `${radar.url}/webhooks/identity`,
      orderingNumber: '3',
    });
    const italianName = page.getByRole('textbox', { name: 'Italian name (optional)', exact: true });
    const italianDescription = page.getByRole('textbox', { name: 'Italian description (optional)', exact: true });
    // Optional, and under the English name's rule once written.
    await italianName.fill('n'.repeat(31));
    expect(await form.errorUnder('Italian name \\(optional\\)')).toContain('Maximum 30 characters');
    await italianName.fill(italianTexts.name);
    await italianDescription.fill(italianTexts.description);
    await form.add.click();
    await notification(page, 'Application Added!').waitFor();

    const italian = await signedInPage(reader, { locale: 'it-IT' });
    await italian.setViewportSize(PHONE);
    await italian.goto('/appLauncher');
    await italian.getByRole('heading', { name: 'Applicazioni', level: 1 }).waitFor();
    await expectCards(italian, [italianTexts]);
    expect(await italian.getByRole('heading', { name: english.name }).count()).toBe(0);
    await italian.setViewportSize(DESKTOP);
    await expectCards(italian, [italianTexts]);

    const englishReader = await signedInPage(reader, { locale: 'en-US' });
    await new LauncherPage(englishReader).open();
    await expectCards(englishReader, [english]);
  });

  it('shows the load failure as two sentences apart, with the Retry button clear of them, in English and Italian on a desktop and a phone', async () => {
    const cases = [
      { locale: 'en-US', viewport: DESKTOP, failed: 'Your applications could not be loaded.', retry: 'Retry' },
      { locale: 'it-IT', viewport: PHONE, failed: 'Non è stato possibile caricare le tue applicazioni.', retry: 'Riprova' },
    ];
    for (const { locale, viewport, failed, retry } of cases) {
      const page = await signedInPage(reader, { locale });
      await page.setViewportSize(viewport);
      // The catalogue is out of reach: the request fails as on a dropped connection.
      await page.route(`${stack.apiUrl}/v1/siteapplications`, (route) => route.abort('connectionrefused'));
      await page.goto('/appLauncher');
      const alert = page.getByRole('alert').filter({ hasText: failed });
      await alert.waitFor();
      const sentences = alert.locator('p');
      const button = alert.getByRole('button', { name: retry, exact: true });

      // One sentence under the other, not "loaded.The server…" on one line; the button below both, not touching.
      const [first, second, retryBox] = [await boxOf(sentences.nth(0)), await boxOf(sentences.nth(1)), await boxOf(button)];
      expect(gapBetween(first, second)).toBeGreaterThanOrEqual(4);
      expect(second.y).toBeGreaterThanOrEqual(first.y + first.height);
      expect(gapBetween(second, retryBox)).toBeGreaterThanOrEqual(4);
      expect(gapBetween(first, retryBox)).toBeGreaterThanOrEqual(4);
      expect(inside(retryBox, { x: 0, y: 0, ...viewport })).toBe(true);
      await saveScreenshot(page, `launcher-load-failure-${locale}`);
      expect(await accessibilityViolations(page)).toEqual([]);

      await page.unroute(`${stack.apiUrl}/v1/siteapplications`);
      await button.click();
      await expectCards(page, locale === 'it-IT' ? SEEDED.it : SEEDED.en);
      expect(await alert.count()).toBe(0);
    }
  });
});
