// Change password on /profile?tab=change_password (SPEC §2, §4, §5, §8) through the real API: the
// spec's messages, the notice that asks for a new login, other sessions ended, and a sign-in with
// the new password.
import { accessibilityViolations, saveScreenshot, signInToApi, useBrowser } from '../src/harness';
import { ChangePasswordTab } from '../src/pages/change-password-tab';
import { LoginPage } from '../src/pages/login-page';
import { notification, settled } from '../src/pages/notifications';

const { stack, newPage, signedInPage } = useBrowser();
const { rekeyer } = stack.users;
const NEW_PASSWORD = 'Hailstone-Orchard-Beacon-2093';
const UPDATED = 'Your password has been successfully updated. Please log in again with your new password.';

describe('change password', () => {
  it('refuses a wrong current password and the same password, then changes it; other sessions end; the new one signs in', async () => {
    const elsewhere = await signInToApi(stack.apiUrl, stack.portalUrl, rekeyer.email, rekeyer.password);
    const page = await signedInPage(rekeyer);
    const tab = await new ChangePasswordTab(page).open();

    await tab.change('Not-The-Password-0000', NEW_PASSWORD);
    await page.getByText('The password entered is invalid').waitFor();
    expect(await tab.current.getAttribute('aria-invalid')).toBe('true');
    expect(await accessibilityViolations(page)).toEqual([]);
    await saveScreenshot(page, 'change-password-invalid');

    await tab.current.fill(rekeyer.password);
    await tab.newPassword.fill(rekeyer.password);
    await tab.confirm.fill(rekeyer.password);
    await tab.submit.click();
    await page.getByText('New password cannot be the same as the current password').waitFor();

    await tab.change(rekeyer.password, NEW_PASSWORD);
    const notice = notification(page, UPDATED);
    await settled(notice);
    await saveScreenshot(page, 'change-password-updated');
    // No click-away: only OK, which ends this session too and reloads: a new login is due.
    expect(await notice.getByRole('button', { name: 'Dismiss' }).count()).toBe(0);
    expect((await elsewhere.request('GET', '/v1/users/me')).status).toBe(401);
    await notice.getByRole('button', { name: 'OK', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/login');

    const freshPage = await newPage();
    const login = await new LoginPage(freshPage).open();
    await login.signInAs(rekeyer.email, NEW_PASSWORD);
    await freshPage.waitForURL('**/appLauncher');
    await expect(signInToApi(stack.apiUrl, stack.portalUrl, rekeyer.email, rekeyer.password)).rejects.toThrow(/answered 401/);
  });
});
