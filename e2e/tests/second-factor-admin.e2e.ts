// The enterprise second-factor policy and administrators' resets (issue 29, ADR 0902) through the real
// API and portal: an enterprise administrator requires two-step sign-in, a member is taken through
// enrolment (a passkey on chromium's virtual authenticator) at their next sign-in, the administrator
// resets the member's factors from the users table, and the SYSADMIN resets them from the admin
// remote; axe on each view, in English and Italian.
import { randomBytes } from 'node:crypto';
import { publishTxt } from '@weather/test-peers';
import type { Page } from 'playwright-core';
import { accessibilityViolations, createAccount, saveScreenshot, type TestUser, useBrowser, waitForMail } from '../src/harness';
import { EnterprisePage } from '../src/pages/enterprise-page';
import { ImpersonationPage } from '../src/pages/impersonation-page';
import { LoginPage } from '../src/pages/login-page';
import { notification } from '../src/pages/notifications';

const { stack, newPage, signedInPage } = useBrowser();

/** The record is looked up every second and the Domains tab reloads every 15 s: allow for a busy machine. */
const VERIFIED_WITHIN_MS = 60_000;
const STORY_TIMEOUT_MS = 240_000;

/** A platform authenticator with user verification, as a phone or laptop with a passkey offers (CDP WebAuthn domain). */
async function addVirtualAuthenticator(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
}

/** A row of the users table, whatever the language (the row header is the address). */
function enterpriseRowIn(page: Page, email: string) {
  return page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: email, exact: true }) });
}

async function signInWithPassword(page: Page, user: Pick<TestUser, 'email' | 'password'>): Promise<void> {
  const login = await new LoginPage(page).open();
  await login.email.fill(user.email);
  await login.password.fill(user.password);
  await login.signIn.click();
}

describe('the second-factor policy and resets by administrators', () => {
  it('requires two-step sign-in, takes a member through enrolment, and resets the member from the users table', async () => {
    const domain = `fog-${randomBytes(4).toString('hex')}.test`;
    const enterpriseAdmin = await createAccount(stack, { label: 'policy-admin' });
    const member = await createAccount(stack, { label: 'policy-member', domain });

    const page = await signedInPage(enterpriseAdmin);
    const enterprise = await new EnterprisePage(page).open();
    await enterprise.name.fill('Office of Fog');
    await enterprise.save.click();
    await notification(page, 'Enterprise added successfully').waitFor();
    await enterprise.domain.fill(domain);
    await enterprise.addDomain.click();
    const row = enterprise.domainRow(domain);
    const record = await row.getByText(/^weather-identity-verification=/).textContent();
    publishTxt(stack.dnsZoneDir, domain, [record ?? '']);
    await row.getByText('Verified', { exact: true }).waitFor({ timeout: VERIFIED_WITHIN_MS });
    await row.getByRole('button', { name: 'Claim Users', exact: true }).click();
    await notification(page, 'Users claimed: 1').waitFor();
    // Signed in before the policy is on: it holds the administrator too (they have no factor), and it
    // acts at the next sign-in, not on open sessions.
    const italianPage = await signedInPage(enterpriseAdmin, { locale: 'it-IT' });

    // The policy, on the Single Sign-On tab.
    await enterprise.tab('Single Sign-On').click();
    const policySwitch = page.getByRole('switch', { name: 'Require two-step sign-in', exact: true });
    expect(await policySwitch.isChecked()).toBe(false);
    await policySwitch.click();
    await notification(page, 'Two-step sign-in is now required').waitFor();
    expect(await policySwitch.isChecked()).toBe(true);
    expect(await accessibilityViolations(page)).toEqual([]);
    await saveScreenshot(page, 'enterprise-second-factor-policy');
    await italianPage.goto('/enterprise?tab=sso');
    const italianSwitch = italianPage.getByRole('switch', { name: 'Richiedi l’accesso in due passaggi', exact: true });
    await italianSwitch.waitFor();
    expect(await italianSwitch.isChecked()).toBe(true);
    expect(await accessibilityViolations(italianPage)).toEqual([]);
    await italianPage.goto('/enterprise?tab=users');
    await enterpriseRowIn(italianPage, member.email).getByText('Non attivo', { exact: true }).waitFor();
    expect(await accessibilityViolations(italianPage)).toEqual([]);

    // The member's next sign-in is an enrolment: a passkey, then the recovery codes, then the launcher.
    const membersPage = await newPage();
    await addVirtualAuthenticator(membersPage);
    await signInWithPassword(membersPage, member);
    await membersPage.waitForURL((url) => url.pathname === '/login/second-step');
    await membersPage.getByText('Your organisation requires two-step sign-in. Add a second way to sign in to continue.').waitFor();
    await membersPage.getByRole('button', { name: 'Add a passkey', exact: true }).click();
    await membersPage.getByRole('textbox', { name: 'Passkey name' }).fill('Work laptop');
    await membersPage.getByRole('button', { name: 'Create passkey', exact: true }).click();
    await membersPage.getByRole('heading', { name: 'Save your recovery codes' }).waitFor();
    await membersPage.getByRole('checkbox', { name: 'I have saved these codes' }).check();
    await membersPage.getByRole('button', { name: 'Continue', exact: true }).click();
    await membersPage.waitForURL((url) => url.pathname === '/appLauncher');

    // The users table shows it; the reset asks first, naming the user.
    await enterprise.tab('Users').click();
    await page.reload();
    const memberRow = enterprise.userRow(member.email);
    await memberRow.getByText('On', { exact: true }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await memberRow.getByRole('button', { name: `Actions for ${member.email}`, exact: true }).click();
    await page.getByRole('menuitem', { name: 'Reset two-step sign-in', exact: true }).click();
    const dialog = page.getByRole('alertdialog', { name: `Reset two-step sign-in for ${member.first_name} ${member.last_name}?` });
    await dialog.getByText(`(${member.email})`, { exact: false }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await saveScreenshot(page, 'enterprise-reset-second-factors');
    await dialog.getByRole('button', { name: 'Reset', exact: true }).click();
    await notification(page, `Two-step sign-in reset for ${member.email}`).waitFor();
    await memberRow.getByText('Off', { exact: true }).waitFor();
    // The first mail told the member of the claim; the second is the notice.
    const mail = await waitForMail(stack.identity.dataDir, member.email, 2);
    expect(mail.subject).toBe('Your two-step sign-in methods were removed');
  }, STORY_TIMEOUT_MS);

  it('lets the SYSADMIN reset a user from the admin remote, in Italian', async () => {
    const user = await createAccount(stack, { label: 'policy-reset' });
    const page = await signedInPage(stack.users.admin, { locale: 'it-IT' });
    await page.goto('/impersonateUser');
    await page.getByRole('combobox', { name: 'Cerca utenti' }).pressSequentially(user.email);
    await new ImpersonationPage(page).user(user.email).click();
    await page.getByRole('button', { name: 'Reimposta l’accesso in due passaggi', exact: true }).click();
    const dialog = page.getByRole('alertdialog', { name: `Reimpostare l’accesso in due passaggi di ${user.first_name} ${user.last_name}?` });
    await dialog.getByText(`(${user.email})`, { exact: false }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await saveScreenshot(page, 'admin-reset-second-factors-it');
    await dialog.getByRole('button', { name: 'Reimposta', exact: true }).click();
    await notification(page, `Accesso in due passaggi reimpostato per ${user.email}`).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    // The notice follows the administrator's language.
    const mail = await waitForMail(stack.identity.dataDir, user.email);
    expect(mail.subject).toBe('I tuoi metodi di accesso in due passaggi sono stati rimossi');
  }, STORY_TIMEOUT_MS);
});
