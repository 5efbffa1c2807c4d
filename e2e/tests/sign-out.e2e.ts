// Sign out (SPEC §2, §4): the menu item ends the session on the server, the portal goes back to
// /login, and the authenticated area sends the visitor to /login again.
import { useBrowser } from '../src/harness';
import { TopBar } from '../src/pages/top-bar';

const { stack, signedInPage } = useBrowser();
const { leaver } = stack.users;

describe('sign out', () => {
  it('ends the session and keeps the authenticated area closed', async () => {
    const page = await signedInPage(leaver);
    await page.goto('/appLauncher');
    const sessionCookies = (await page.context().cookies(stack.apiUrl)).map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
    expect(sessionCookies).not.toBe('');

    await new TopBar(page).openUserMenu(leaver);
    await page.getByRole('menuitem', { name: 'Sign out' }).click();

    await page.waitForURL('**/login');
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    // The old cookie is void on the server, not only forgotten by the browser.
    const replayed = await fetch(`${stack.apiUrl}/v1/users/me`, { headers: { Cookie: sessionCookies } });
    expect(replayed.status).toBe(401);

    await page.goto('/profile');
    await page.waitForURL('**/login');
    await page.goto('/appLauncher');
    await page.waitForURL('**/login');
  });
});
