// /login's first paint (docs/adr/0424): the page draws with React and Fluent UI only, fetches the
// shell once the person acts, and the shell takes over without losing a keystroke, a click or the focus.
import type { Page, Route } from 'playwright-core';
import { useBrowser } from '../src/harness';
import { LoginPage } from '../src/pages/login-page';

const { stack, newPage } = useBrowser();
const { reader } = stack.users;

const FIRST_PAINT = '[data-login-first-paint]';

/** The scripts index.html names: the first paint needs nothing else. */
async function indexScripts(page: Page): Promise<string[]> {
  const html = await (await page.request.get('/login')).text();
  return [...html.matchAll(/<script[^>]*src="([^"]+)"/g)].map(([, src]) => new URL(src ?? '', page.url()).pathname).sort();
}

/** Holds the shell's chunk until `release` is called, so the tests decide when the hand-over happens. */
async function holdShell(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/shell\.[0-9a-f]+\.js$/, async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}

describe('/login first paint', () => {
  it('fetches only the scripts of index.html until the page is touched, then the shell', async () => {
    const page = await newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    const login = await new LoginPage(page).open();
    await page.locator(FIRST_PAINT).waitFor();
    // The page is at rest: a shell fetched by itself would have been asked for by now.
    await page.waitForLoadState('networkidle');
    expect([...scripts].sort()).toEqual(await indexScripts(page));
    expect(await login.signIn.isDisabled()).toBe(true);

    await login.email.fill(reader.email);
    await login.password.waitFor();
    expect(scripts.some((path) => /^\/shell\.[0-9a-f]+\.js$/.test(path))).toBe(true);
    expect(await page.locator(FIRST_PAINT).count()).toBe(0);
    expect(await login.email.inputValue()).toBe(reader.email);
  });

  it('keeps every key typed while the shell takes over, and the caret where it was', async () => {
    const page = await newPage();
    const release = await holdShell(page);
    const login = await new LoginPage(page).open();
    await page.locator(FIRST_PAINT).waitFor();

    const [head, tail] = [reader.email.slice(0, 6), reader.email.slice(6)];
    await login.email.pressSequentially(head, { delay: 20 });
    release();
    // Typing goes on, one key every 25 ms, through the moment the shell's form replaces the first paint.
    await page.keyboard.type(tail, { delay: 25 });
    await page.locator(FIRST_PAINT).waitFor({ state: 'detached' });
    expect(await login.email.inputValue()).toBe(reader.email);
    expect(await login.email.evaluate((input) => input === document.activeElement)).toBe(true);

    // The caret stayed at the end: more typing appends, and the password field follows as usual.
    await page.keyboard.press('Backspace');
    await page.keyboard.type(reader.email.slice(-1));
    await login.password.waitFor();
    expect(await login.email.inputValue()).toBe(reader.email);
    await login.password.fill(reader.password);
    await login.signIn.click();
    await page.waitForURL('**/appLauncher');
  });

  it('makes a click on "Forgot password?" again once the shell is in', async () => {
    const page = await newPage();
    const release = await holdShell(page);
    await new LoginPage(page).open();
    await page.locator(FIRST_PAINT).waitFor();

    await page.getByRole('link', { name: 'Forgot password?' }).click();
    // Nothing happens before the shell is there: no page load, no navigation.
    expect(new URL(page.url()).pathname).toBe('/login');
    release();
    await page.waitForURL('**/forgot');
    await page.getByRole('heading', { name: 'Forgot password' }).waitFor();
  });

  it('opens the language menu clicked on the first paint, and switches', async () => {
    const page = await newPage();
    const release = await holdShell(page);
    await new LoginPage(page).open();
    await page.locator(FIRST_PAINT).waitFor();

    await page.getByRole('button', { name: 'Language: English' }).click();
    release();
    await page.getByRole('menuitemradio', { name: 'Italiano' }).click();
    await page.getByRole('heading', { name: 'Accedi' }).waitFor();
  });

  it('shows the email rule on the shell\'s form for an address left unfinished on the first paint', async () => {
    const page = await newPage();
    const release = await holdShell(page);
    const login = await new LoginPage(page).open();
    await page.locator(FIRST_PAINT).waitFor();

    await login.email.fill('zoe.reader@example');
    await login.email.press('Tab');
    release();
    await page.locator(FIRST_PAINT).waitFor({ state: 'detached' });
    await page.getByText("That's not a valid email address").waitFor();
    expect(await login.email.inputValue()).toBe('zoe.reader@example');
  });

  it('starts the whole shell at once for a person who reads Italian, or with a query that changes the page', async () => {
    const italian = await newPage({ locale: 'it-IT' });
    await italian.goto('/login');
    await italian.getByRole('heading', { name: 'Accedi' }).waitFor();
    expect(await italian.locator(FIRST_PAINT).count()).toBe(0);

    const refused = await newPage();
    await refused.goto('/login?error=ACCOUNT_DISABLED');
    await refused.getByRole('alert').filter({ hasText: 'disabled' }).waitFor();
    expect(await refused.locator(FIRST_PAINT).count()).toBe(0);
  });
});
