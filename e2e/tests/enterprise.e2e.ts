// The enterprise manager (issue 7) through the real API, portal and a real DNS server: an enterprise
// is created, its domain verified by a published TXT record, its users claimed, then disabled, given
// a temporary password and logged out from the row menu.
import { randomBytes } from 'node:crypto';
import { publishTxt } from '@weather/test-peers';
import type { Page } from 'playwright-core';
import { accessibilityViolations, createAccount, saveScreenshot, type TestUser, useBrowser, waitForMail } from '../src/harness';
import { EnterprisePage } from '../src/pages/enterprise-page';
import { LoginPage } from '../src/pages/login-page';
import { notification } from '../src/pages/notifications';
import { TopBar } from '../src/pages/top-bar';

const { stack, newPage, signedInPage } = useBrowser();

/** The record is looked up every second and the Domains tab reloads every 15 s: allow for a busy machine. */
const VERIFIED_WITHIN_MS = 60_000;
/** The whole story: six accounts, five browser pages and the wait for the Domains tab's reload. */
const STORY_TIMEOUT_MS = 240_000;

async function signInWithPassword(page: Page, user: Pick<TestUser, 'email' | 'password'>): Promise<LoginPage> {
  const login = await new LoginPage(page).open();
  await login.email.fill(user.email);
  await login.password.fill(user.password);
  await login.signIn.click();
  return login;
}

describe('the enterprise manager', () => {
  it('creates an enterprise, verifies a domain, claims its users and manages them', async () => {
    const domain = `clouds-${randomBytes(4).toString('hex')}.test`;
    const admin = await createAccount(stack, { label: 'enterprise-admin' });
    const [alice, bob, carol] = await Promise.all(['alice', 'bob', 'carol'].map((label) => createAccount(stack, { label, domain })));
    const outsider = await createAccount(stack, { label: 'outsider' });
    const carolsPage = await signedInPage(carol);
    await carolsPage.goto('/profile');
    await carolsPage.getByRole('heading', { name: 'Profile' }).waitFor();

    const page = await signedInPage(admin);
    const enterprise = await new EnterprisePage(page).open();

    // No enterprise yet: the name alone, Save disabled while it is empty.
    expect(await enterprise.save.isDisabled()).toBe(true);
    await enterprise.name.fill('Bureau of Clouds');
    await enterprise.save.click();
    await notification(page, 'Enterprise added successfully').waitFor();
    await enterprise.tab('Users').waitFor();
    // The shell's user menu now offers Enterprise.
    expect(await new TopBar(page).openUserMenu(admin)).toContain('Enterprise');
    await page.keyboard.press('Escape');

    await enterprise.domain.fill('gmail.com');
    await enterprise.addDomain.click();
    await notification(page, 'Error: Public email domains such as gmail.com cannot be added').waitFor();
    await enterprise.domain.fill(domain);
    await enterprise.addDomain.click();
    await notification(page, 'Domain added successfully').waitFor();
    const row = enterprise.domainRow(domain);
    await row.getByText('Verifying', { exact: true }).waitFor();
    const record = await row.getByText(/^weather-identity-verification=/).textContent();
    expect(record).toMatch(/^weather-identity-verification=[A-Za-z0-9_-]{43}$/);

    publishTxt(stack.dnsZoneDir, domain, ['v=spf1 -all', record ?? '']);
    await row.getByText('Verified', { exact: true }).waitFor({ timeout: VERIFIED_WITHIN_MS });
    expect(await accessibilityViolations(page)).toEqual([]);
    await saveScreenshot(page, 'enterprise-domains');

    await row.getByRole('button', { name: 'Claim Users', exact: true }).click();
    await notification(page, 'Users claimed: 3').waitFor();
    const mail = await waitForMail(stack.identity.dataDir, alice.email);
    expect(mail.subject).toBe('Your Weather account is now managed by Bureau of Clouds');

    await enterprise.tab('Users').click();
    await enterprise.userRow(alice.email).waitFor();
    const emails = await enterprise.usersTable.getByRole('rowheader').allTextContents();
    expect(emails.sort()).toEqual([admin.email, alice.email, bob.email, carol.email].sort());
    expect(emails).not.toContain(outsider.email);
    // No row menu on one's own row.
    expect(await enterprise.userRow(admin.email).getByRole('button').count()).toBe(0);
    expect(await accessibilityViolations(page)).toEqual([]);

    // Disabled: alice cannot sign in.
    await enterprise.userAction(alice.email, 'Disable user');
    await enterprise.answerConfirmation('Disable user');
    await notification(page, 'User disabled').waitFor();
    await enterprise.userRow(alice.email).getByText('Verified · Disabled').waitFor();
    const alicesPage = await newPage();
    await signInWithPassword(alicesPage, alice);
    await alicesPage.getByText('This account is disabled').waitFor();
    expect(new URL(alicesPage.url()).pathname).toBe('/login');

    // A temporary password: bob signs in with it and must choose a new one.
    await enterprise.userAction(bob.email, 'Set temporary password');
    await enterprise.answerConfirmation('Set temporary password');
    await notification(page, 'Temporary password set').waitFor();
    const temporaryPassword = (await enterprise.temporaryPasswordNotice.getByRole('button', { name: /^\S{5}-\S{5}-\S{5}$/ }).textContent()) ?? '';
    await saveScreenshot(page, 'enterprise-temporary-password');
    const bobsPage = await newPage();
    await signInWithPassword(bobsPage, { email: bob.email, password: temporaryPassword });
    await bobsPage.waitForURL('**/password/update');

    // Force logout: carol's open page loses its session.
    await enterprise.userAction(carol.email, 'Force logout');
    await enterprise.answerConfirmation('Force logout');
    await notification(page, 'User logged out').waitFor();
    await carolsPage.reload();
    await carolsPage.waitForURL('**/login**');
  }, STORY_TIMEOUT_MS);
});
