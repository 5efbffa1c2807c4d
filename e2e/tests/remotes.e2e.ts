// Module Federation at run time (DESIGN §3): a remote is fetched only when one of its routes
// opens, and a remote that cannot load shows the retry message inside the frame, never a blank page.
import type { Page } from 'playwright-core';
import { saveScreenshot, useBrowser } from '../src/harness';
import { ProfilePage } from '../src/pages/profile-page';
import { TopBar } from '../src/pages/top-bar';

const { stack, newPage, signedInPage } = useBrowser();
const { reader } = stack.users;

/** Every URL the page requests from now on. */
function requestsOf(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

const fromAccountRemote = (url: string) => new URL(url).pathname.startsWith('/remotes/account/');

/** What issue 31 allows: 3 tries of a remote (its manifest and entry) before the message, never a storm. */
const MOST_REQUESTS_TO_A_FAILING_REMOTE = 5;
/**
 * How long a wait for the message may take before the test calls it missing: room for a loaded CI
 * machine, not the 5 s the person is promised. That promise is the retry schedule's, checked in
 * frontends/shell/src/chunks/with-retries.spec.ts (no timings in tests).
 */
const MESSAGE_MISSING_AFTER_MS = 20_000;

describe('remotes', () => {
  it('fetches the account remote only when /profile opens', async () => {
    const page = await signedInPage(reader);
    const requests = requestsOf(page);

    await page.goto('/appLauncher', { waitUntil: 'networkidle' });
    await new TopBar(page).root.waitFor();
    expect(requests.filter(fromAccountRemote)).toEqual([]);

    await new TopBar(page).openUserMenu(reader);
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await new ProfilePage(page).heading.waitFor();
    expect(requests.filter(fromAccountRemote).length).toBeGreaterThan(0);
  });

  it('shows the retry message inside the frame when the account remote cannot load', async () => {
    const page = await signedInPage(reader, { portalUrl: stack.brokenRemotePortalUrl });

    await page.goto('/profile');

    const message = page.getByRole('alert').filter({ hasText: 'This page could not be loaded' });
    await message.waitFor();
    await message.getByRole('button', { name: 'Retry' }).waitFor();
    // Inside the frame: the top bar and its menu still work around the message.
    const topBar = new TopBar(page);
    await topBar.avatarButton(reader).waitFor();
    expect((await topBar.root.boundingBox())?.height).toBe(48);
    await saveScreenshot(page, 'remote-unavailable');

    // Retry asks again; the remote is still down, so the message comes back rather than a blank page.
    await message.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('alert').filter({ hasText: 'This page could not be loaded' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Profile', level: 1 }).count()).toBe(0);

    // The rest of the portal is unaffected.
    await topBar.root.getByRole('link', { name: 'Weather account home' }).click();
    await page.waitForURL('**/appLauncher');
    await page.getByText(`Welcome, ${reader.first_name} ${reader.last_name}`).waitFor();
  });

  it('tries a remote whose server answers errors at most 5 times, then shows Retry and asks no more', async () => {
    const page = await signedInPage(reader);
    const failing: string[] = [];
    const accountRemote = (url: URL) => fromAccountRemote(url.href);
    await page.route(
      accountRemote,
      (route) => {
        failing.push(route.request().url());
        return route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' });
      },
    );

    await page.goto('/appLauncher');
    await new TopBar(page).openUserMenu(reader);
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    const message = page.getByRole('alert').filter({ hasText: 'This page could not be loaded' });
    await message.waitFor({ timeout: MESSAGE_MISSING_AFTER_MS });
    // Long enough for a storm to show (it made 167 requests a second).
    await page.waitForTimeout(2000);
    expect(failing.length).toBeGreaterThan(0);
    expect(failing.length).toBeLessThanOrEqual(MOST_REQUESTS_TO_A_FAILING_REMOTE);

    // The rest of the portal works, and once the server is back Retry brings the page.
    await page.unroute(accountRemote);
    await message.getByRole('button', { name: 'Retry' }).click();
    await new ProfilePage(page).heading.waitFor();
  });

  it("tries a shell page whose code does not arrive 3 times, then shows Retry, in Italian too", async () => {
    for (const [locale, link, title, retry, heading] of [
      ['en-GB', 'Forgot password?', 'This page could not be loaded', 'Retry', 'Forgot password'],
      ['it-IT', 'Password dimenticata?', 'Non è stato possibile caricare questa pagina', 'Riprova', 'Password dimenticata'],
    ] as const) {
      const page = await newPage({ locale });
      await page.goto('/login');
      await page.getByRole('link', { name: link }).waitFor();
      // From now on no script arrives: the /forgot page's chunk is not on the page yet.
      const failing = new Map<string, number>();
      const scripts = (url: URL) => url.pathname.endsWith('.js');
      await page.route(scripts, (route) => {
        const url = route.request().url();
        failing.set(url, (failing.get(url) ?? 0) + 1);
        return route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' });
      });

      await page.getByRole('link', { name: link }).click();
      const message = page.getByRole('alert').filter({ hasText: title });
      await message.waitFor({ timeout: MESSAGE_MISSING_AFTER_MS });
      await page.waitForTimeout(1000);
      expect(failing.size).toBeGreaterThan(0);
      expect(Math.max(...failing.values())).toBeLessThanOrEqual(3);

      await page.unroute(scripts);
      await message.getByRole('button', { name: retry }).click();
      await page.getByRole('heading', { name: heading }).waitFor();
    }
  });
});
