// The top bar's parts by role (SPEC §2, §6): SYSADMIN sees the applications icon, Users, Activity
// and Impersonate user; an ordinary user sees none of them. Nobody here is an enterprise administrator.
import { saveScreenshot, useBrowser } from '../src/harness';
import { TopBar } from '../src/pages/top-bar';

const { stack, signedInPage } = useBrowser();
const { admin, reader } = stack.users;

describe('top bar by role', () => {
  it('shows a SYSADMIN the applications icon and Impersonate user', async () => {
    const page = await signedInPage(admin);
    await page.goto('/appLauncher');
    const topBar = new TopBar(page);

    await topBar.root.getByRole('link', { name: 'Applications' }).waitFor();
    expect(await topBar.root.getByRole('link', { name: 'Applications' }).getAttribute('href')).toBe('/applications');
    const items = await topBar.openUserMenu(admin);
    expect(items).toEqual(['Help and support', 'Profile', 'Users', 'Activity', 'Impersonate user', 'Sign out']);
    await saveScreenshot(page, 'user-menu-sysadmin');
  });

  it('shows an ordinary user neither the applications icon nor Impersonate user', async () => {
    const page = await signedInPage(reader);
    await page.goto('/appLauncher');
    const topBar = new TopBar(page);

    const items = await topBar.openUserMenu(reader);
    expect(items).toEqual(['Help and support', 'Profile', 'Sign out']);
    expect(await topBar.root.getByRole('link', { name: 'Applications' }).count()).toBe(0);
  });

  it('sizes the avatar button to the avatar (no blank space beside it)', async () => {
    const page = await signedInPage(reader);
    await page.goto('/appLauncher');
    const button = new TopBar(page).avatarButton(reader);
    const [buttonBox, avatarBox] = [await button.boundingBox(), await button.locator('.fui-Avatar').boundingBox()];
    expect(buttonBox?.width).toBeLessThanOrEqual((avatarBox?.width ?? 0) + 2);
  });

  it('goes home from the logo and to /profile from the menu', async () => {
    const page = await signedInPage(reader);
    await page.goto('/appLauncher');
    const topBar = new TopBar(page);

    await topBar.openUserMenu(reader);
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await page.waitForURL('**/profile');

    await topBar.root.getByRole('link', { name: 'Weather account home' }).click();
    await page.waitForURL('**/appLauncher');
  });
});
