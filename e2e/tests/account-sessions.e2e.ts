// The Sessions tab of /profile (beyond the spec): the user's browsers, one ended, all others ended,
// each through the real API; an ended session's cookie is refused afterwards.
import { accessibilityViolations, saveScreenshot, useBrowser } from '../src/harness';
import { notification } from '../src/pages/notifications';
import { SessionsTab } from '../src/pages/sessions-tab';

const { stack, signedInPage } = useBrowser();
const { traveller } = stack.users;

const FIREFOX_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI_ON_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** A sign-in from another device: its cookie, to check afterwards whether the session still works. */
async function signInFrom(userAgent: string): Promise<string> {
  const answer = await fetch(`${stack.apiUrl}/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest', Origin: stack.portalUrl, 'User-Agent': userAgent },
    body: JSON.stringify({ email: traveller.email, password: traveller.password }),
  });
  if (answer.status !== 200) throw new Error(`sign-in from ${userAgent} answered ${answer.status}`);
  return answer.headers.getSetCookie().map((header) => header.split(';')[0]).join('; ');
}

async function statusOf(cookie: string): Promise<number> {
  return (await fetch(`${stack.apiUrl}/v1/users/me`, { headers: { Cookie: cookie } })).status;
}

describe('sessions', () => {
  it('lists this device and the others, ends one, then all others', async () => {
    const laptop = await signInFrom(FIREFOX_ON_WINDOWS);
    const phone = await signInFrom(SAFARI_ON_IPHONE);
    const page = await signedInPage(traveller);
    const sessions = await new SessionsTab(page).open();

    const devices = await sessions.list.getByRole('listitem').evaluateAll((items) => items.map((item) => item.getAttribute('aria-label')));
    expect(devices).toHaveLength(3);
    expect(devices[0]).toMatch(/^Chrome \d+ on Linux$/);
    expect(devices.slice(1).sort()).toEqual(['Firefox 133 on Windows 10', 'Safari 17 on iOS 17.5']);
    await sessions.list.getByRole('listitem').first().getByText('This device').waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await saveScreenshot(page, 'sessions');

    await sessions.signOutOf('Firefox 133 on Windows 10').click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Sign out of this session', exact: true }).click();
    await notification(page, 'Session ended').waitFor();
    await sessions.session('Firefox 133 on Windows 10').waitFor({ state: 'detached' });
    expect(await statusOf(laptop)).toBe(401);
    expect(await statusOf(phone)).toBe(200);

    await sessions.signOutOthers.click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Sign out of all other sessions', exact: true }).click();
    await notification(page, 'All other sessions ended').waitFor();
    await page.getByText('You are signed in on this device only.').waitFor();
    expect(await statusOf(phone)).toBe(401);
    // This browser is still signed in.
    await page.reload();
    await sessions.list.waitFor();
    expect(await sessions.list.getByRole('listitem').count()).toBe(1);
  });
});
