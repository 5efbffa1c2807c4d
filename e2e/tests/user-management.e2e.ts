// User management for system administrators (issue 30, docs/adr/1003) in the browser, through the
// admin remote's /users and /users/{id}: the stack's SYSADMIN finds a user, opens them, disables
// them after a confirmation (the user's own browser is signed out at once), enables them, and forces
// a sign-out everywhere after a confirmation; in English and in Italian, axe clean on each view.
import type { Page } from 'playwright-core';
import { accessibilityViolations, createAccount, saveScreenshot, type TestUser, useBrowser } from '../src/harness';
import { notification } from '../src/pages/notifications';
import { USERS_TEXTS, UserPage, UsersPage, type UsersLanguage } from '../src/pages/users-pages';

const { stack, signedInPage } = useBrowser();

/** The user's own browser: its portal session answers GET /v1/users/me while it lives. */
async function isSignedIn(page: Page): Promise<boolean> {
  const answer = await page.context().request.get(`${stack.apiUrl}/v1/users/me`, { headers: { Origin: stack.portalUrl } });
  return answer.status() === 200;
}

describe.each([
  ['en', 'en-GB'],
  ['it', 'it-IT'],
] as const)('user management (%s)', (language: UsersLanguage, locale) => {
  const texts = USERS_TEXTS[language];
  let user: TestUser;

  beforeAll(async () => {
    user = await createAccount(stack, { label: `managed-${language}` });
  });

  it('finds a user, opens them, and disables them after a confirmation: their other browser is signed out', async () => {
    const usersBrowser = await signedInPage(user);
    expect(await isSignedIn(usersBrowser)).toBe(true);
    const page = await signedInPage(stack.users.admin, { locale });

    const users = await new UsersPage(page, texts).open();
    await users.search.pressSequentially(user.email);
    await users.userLink(user.email).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await saveScreenshot(page, `users-list-${language}`);
    await users.userLink(user.email).click();

    const userPage = new UserPage(page, texts);
    await userPage.sessions.waitFor();
    await page.getByText(user.email, { exact: true }).first().waitFor();
    await page.getByRole('table', { name: texts.activity, exact: true }).or(page.getByRole('alert')).first().waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await saveScreenshot(page, `user-page-${language}`);

    await userPage.action(texts.disable).click();
    const name = `${user.first_name} ${user.last_name}`;
    const dialog = userPage.dialog(texts.disableTitle(name));
    await dialog.getByText(user.email, { exact: false }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await saveScreenshot(page, `user-disable-dialog-${language}`);
    await dialog.getByRole('button', { name: texts.disable, exact: true }).click();

    await notification(page, texts.disabled(user.email)).waitFor();
    await userPage.action(texts.enable).waitFor();
    await page.getByText(texts.noSessions, { exact: true }).waitFor();
    expect(await isSignedIn(usersBrowser)).toBe(false);
    await usersBrowser.goto('/profile');
    await usersBrowser.waitForURL((url) => url.pathname === '/login');

    // Enabled again, for the next test.
    await userPage.action(texts.enable).click();
    await page.getByRole('alertdialog').getByRole('button', { name: texts.enable, exact: true }).click();
    await userPage.action(texts.disable).waitFor();
  });

  it('forces a sign-out everywhere after a confirmation', async () => {
    const first = await signedInPage(user);
    const second = await signedInPage(user);
    const page = await signedInPage(stack.users.admin, { locale });
    const users = await new UsersPage(page, texts).open();
    await users.search.pressSequentially(user.email);
    await users.userLink(user.email).click();
    const userPage = new UserPage(page, texts);
    // Both browsers are listed.
    await userPage.sessions.getByRole('row').nth(2).waitFor();

    await userPage.action(texts.signOut).click();
    const dialog = userPage.dialog(texts.signOutTitle(`${user.first_name} ${user.last_name}`));
    await dialog.waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: texts.signOutConfirm, exact: true }).click();

    await notification(page, texts.signedOut(user.email)).waitFor();
    await page.getByText(texts.noSessions, { exact: true }).waitFor();
    expect(await isSignedIn(first)).toBe(false);
    expect(await isSignedIn(second)).toBe(false);
    expect(await isSignedIn(page)).toBe(true);
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});
