// The shell's public pages as one family (issue 31 #10): a visitor's /login asks for the session
// without a failed request or a console error; every public page of the sign-in layout shows the
// logo; a long email address stays inside its card on a phone (/forgot's confirmation, /switch).
import { randomBytes } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { useBrowser } from '../src/harness';

const { stack, newPage, signedInPage } = useBrowser();
const PHONE_WIDTHS = [320, 390];

/** A 60+ character address the email rule accepts, with no place where a line would break by itself. */
const longAddress = () => `weather.forecaster.with.a.rather.long.mailbox.${randomBytes(4).toString('hex')}@e2e.example.com`;

/** How far the element, or the text in it, reaches past its card's right edge (0 or less: inside). */
function overflowPastCard(element: Locator): Promise<number> {
  return element.evaluate((node) => {
    const card = node.closest('.fui-Card');
    if (!card) throw new Error('the element is not in a card');
    // A box may stay in the card while its text runs out of it: the text's own boxes count too.
    const text = document.createRange();
    text.selectNodeContents(node);
    const rights = [node.getBoundingClientRect().right, ...Array.from(text.getClientRects(), (box) => box.right)];
    return Math.max(...rights) - card.getBoundingClientRect().right;
  });
}

async function insideCardAtPhoneWidths(page: Page, elements: Locator[]): Promise<Record<string, number>> {
  const overflow: Record<string, number> = {};
  for (const width of PHONE_WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    for (const [index, element] of elements.entries()) overflow[`${width}px #${index}`] = Math.max(0, await overflowPastCard(element));
  }
  return overflow;
}

describe('the public pages of the shell', () => {
  it("loads a visitor's /login without a failed request or a console error", async () => {
    const page = await newPage();
    const failures: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') failures.push(`console: ${message.text()}`);
    });
    page.on('response', (response) => {
      if (response.status() >= 400) failures.push(`${response.status()} ${response.request().method()} ${response.url()}`);
    });
    page.on('requestfailed', (request) => failures.push(`failed ${request.method()} ${request.url()}`));

    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(failures).toEqual([]);
  });

  it('shows the logo above the title on every public page of the sign-in layout', async () => {
    const page = await newPage();
    const pages: Array<[string, string]> = [
      ['/login', 'Sign in'],
      ['/register', 'Create your weather account'],
      ['/forgot', 'Forgot password'],
      ['/verify/not-a-real-token', 'Set your password'],
      ['/embeddedregister?clientId=weather-radar', 'Join the collaboration'],
      ['/error', '403 forbidden'],
      ['/app-down?name=Radar', 'Application unavailable'],
      ['/maintenance', 'Down for maintenance'],
      ['/logged-out', 'You are signed out'],
      ['/account-created', 'Account created'],
    ];
    const withoutLogo: string[] = [];
    for (const [path, title] of pages) {
      await page.goto(path);
      const card = page.locator('.fui-Card').filter({ has: page.getByRole('heading', { name: title, level: 1 }) });
      await card.waitFor();
      if ((await card.locator('svg[width="40"]').count()) !== 1) withoutLogo.push(path);
    }
    expect(withoutLogo).toEqual([]);
  });

  it("keeps a long address inside /forgot's confirmation card at 320 and 390 px", async () => {
    const page = await newPage();
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/forgot');
    const address = longAddress();
    expect(address.length).toBeGreaterThanOrEqual(60);
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(address);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    const sent = page.getByRole('status').filter({ hasText: address });
    await sent.waitFor();

    expect(await insideCardAtPhoneWidths(page, [sent, page.getByRole('textbox', { name: 'Email', exact: true })])).toEqual({
      '320px #0': 0,
      '320px #1': 0,
      '390px #0': 0,
      '390px #1': 0,
    });
  });

  it('keeps a long address inside the /switch card at 320 and 390 px, in Italian', async () => {
    const page = await signedInPage(stack.users.reader, { locale: 'it-IT' });
    const address = longAddress();
    await page.goto(`/switch?email=${encodeURIComponent(address)}`);
    const asked = page.getByText(`Hai chiesto di continuare come ${address}.`);
    await asked.waitFor();

    expect(await insideCardAtPhoneWidths(page, [asked])).toEqual({ '320px #0': 0, '390px #0': 0 });
    await page.locator('.fui-Card svg[width="40"]').waitFor();
  });
});
