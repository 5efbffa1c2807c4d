// Module Federation at run time (DESIGN §3): a remote is fetched only when one of its routes
// opens, and a remote that cannot load shows the retry message inside the frame, never a blank page.
import type { Page } from 'playwright-core';
import { saveScreenshot, useBrowser } from '../src/harness';
import { ProfilePage } from '../src/pages/profile-page';
import { TopBar } from '../src/pages/top-bar';

const { stack, signedInPage } = useBrowser();
const { reader } = stack.users;

/** Every URL the page requests from now on. */
function requestsOf(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

const fromAccountRemote = (url: string) => new URL(url).pathname.startsWith('/remotes/account/');

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
});
