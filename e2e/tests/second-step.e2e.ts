// The second step of a sign-in (issue 29) through the real API and portal: an authenticator code
// after the password (a wrong one refused), after an emailed code, a recovery code that works
// once, the enrolment an enterprise's policy forces, the hand-off to an application after the
// second step, and axe (every impact) with the keyboard walk on the page in English and Italian,
// desktop and phone (issue 31's sweep). Authenticator codes are computed in the test with
// node:crypto (src/harness/second-factors.ts), not by otplib.
import type { Page } from 'playwright-core';
import { accessibilityViolations, createAccount, magicCodeOf, saveScreenshot, type TestUser, useBrowser, waitForMail } from '../src/harness';
import { auditedAtEachViewport } from '../src/harness/page-audit';
import { enrolTotp, nextTotpCode, requireSecondFactorOf, totpCode } from '../src/harness/second-factors';
import { ExampleAppPage } from '../src/pages/example-app-page';
import { LoginPage } from '../src/pages/login-page';
import { SecondStepPage } from '../src/pages/second-step-page';

const { stack, newPage } = useBrowser();
const { radar } = stack.exampleApps;

async function passwordFirstStep(page: Page, user: TestUser, language: 'en' | 'it' = 'en', query = ''): Promise<SecondStepPage> {
  const login = await new LoginPage(page, language).open(query);
  await login.signInAs(user.email, user.password);
  return new SecondStepPage(page, language).reached();
}

async function launcherOf(page: Page, user: TestUser): Promise<void> {
  await page.waitForURL('**/appLauncher');
  await page.getByText(`Welcome, ${user.first_name} ${user.last_name}`).waitFor();
}

describe('the second step of a sign-in', () => {
  it('asks a user with an authenticator app for its code after the password: a wrong code is refused, the right one opens the launcher', async () => {
    const ada = await createAccount(stack, { label: 'totp' });
    const { secret } = await enrolTotp(stack, ada);
    const page = await newPage();
    const step = await passwordFirstStep(page, ada);

    // No session before the second step: the signed-in area sends the person back to /login.
    const cookies = await page.context().cookies(stack.apiUrl);
    expect(cookies.map((cookie) => cookie.name)).toContain('weather_second_step');
    expect(cookies.filter((cookie) => cookie.name === 'wid_session' && cookie.value !== '')).toEqual([]);

    expect(await step.authenticatorCode.evaluate((input) => input === document.activeElement)).toBe(true);
    const wrong = String((Number(totpCode(secret)) + 500_000) % 1_000_000).padStart(6, '0');
    await step.authenticatorCode.fill(wrong);
    await step.verify.click();
    await step.alert().getByText('This code is not valid').waitFor();
    await saveScreenshot(page, 'second-step-wrong-code');

    // Keyboard only: the field keeps the focus after the refusal, Enter submits.
    await step.authenticatorCode.fill(nextTotpCode(secret));
    await step.authenticatorCode.press('Enter');
    await launcherOf(page, ada);
  });

  it('comes after the emailed code too', async () => {
    const ada = await createAccount(stack, { label: 'totp-code' });
    const { secret } = await enrolTotp(stack, ada);
    const page = await newPage();
    const login = await new LoginPage(page).open();
    await login.enterEmail(ada.email);
    await page.getByRole('button', { name: 'Sign in with a magic code' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByRole('textbox', { name: /Verification code/ }).fill(magicCodeOf(await waitForMail(stack.identity.dataDir, ada.email, 1)));
    await dialog.getByRole('button', { name: 'Verify', exact: true }).click();

    // The code dialog gave the page back (issue 31 #2): the second step is found by its roles.
    const step = await new SecondStepPage(page).reached();
    await step.authenticatorCode.fill(nextTotpCode(secret));
    await step.authenticatorCode.press('Enter');
    await launcherOf(page, ada);
  });

  it('takes a recovery code once, says how many are left, and refuses it the next time', async () => {
    const ada = await createAccount(stack, { label: 'recovery' });
    const { recoveryCodes } = await enrolTotp(stack, ada);
    expect(recoveryCodes).toHaveLength(10);
    const page = await newPage();
    const step = await passwordFirstStep(page, ada);
    await step.useRecoveryCode.click();
    // Typed as a person might copy it: upper case.
    await step.recoveryCode.fill(recoveryCodes[0].toUpperCase());
    await step.recoveryCode.press('Enter');
    await page.getByText('You signed in with a recovery code. You have 9 recovery codes left.').waitFor();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await launcherOf(page, ada);

    const again = await newPage();
    const second = await passwordFirstStep(again, ada);
    await second.useRecoveryCode.click();
    await second.recoveryCode.fill(recoveryCodes[0]);
    await second.verify.click();
    await second.alert().getByText('This code is not valid').waitFor();
  });

  it('takes a user of an enterprise that requires a second factor through enrolling an authenticator app, shows the recovery codes once, then the launcher', async () => {
    const ada = await createAccount(stack, { label: 'policy' });
    await requireSecondFactorOf(stack, ada);
    const page = await newPage();
    await passwordFirstStep(page, ada);
    await page.getByText('Your organisation requires two-step sign-in. Add a second way to sign in to continue.').waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
    await page.getByRole('img', { name: 'QR code that adds your weather account to an authenticator app' }).waitFor();
    const secret = await page.getByRole('textbox', { name: 'Secret' }).inputValue();
    expect(secret).toMatch(/^[A-Z2-7]+=*$/);
    await saveScreenshot(page, 'second-step-enrol-totp');
    await page.getByRole('textbox', { name: 'Code from the app' }).fill(totpCode(secret));
    await page.getByRole('button', { name: 'Confirm and sign in' }).click();

    const codes = page.getByRole('list', { name: 'Your recovery codes' });
    await codes.waitFor();
    const listed = await codes.getByRole('listitem').allTextContents();
    expect(listed).toHaveLength(10);
    for (const code of listed) expect(code).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/);
    expect(await accessibilityViolations(page)).toEqual([]);
    await saveScreenshot(page, 'second-step-recovery-codes');

    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.getByRole('alert').getByText('Confirm that you have saved the codes first').waitFor();
    await page.getByRole('checkbox', { name: 'I have saved these codes' }).check();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await launcherOf(page, ada);
  });

  it('hands a sign-in with a clientId on to the application after the second step', async () => {
    const ada = await createAccount(stack, { label: 'totp-handoff' });
    const { secret } = await enrolTotp(stack, ada);
    const page = await newPage();
    const returnPath = `/radar/${Date.now().toString(36)}`;
    const step = await passwordFirstStep(page, ada, 'en', `?clientId=${radar.clientId}&return=${encodeURIComponent(returnPath)}&seq=9`);
    expect(new URL(page.url()).searchParams.get('clientId')).toBe(radar.clientId);
    await step.authenticatorCode.fill(nextTotpCode(secret));
    await step.verify.click();

    await page.waitForURL((url) => url.origin === radar.url && url.pathname === returnPath);
    const app = new ExampleAppPage(page);
    await app.signedInAs(ada.email).waitFor();
    expect(await app.seq()).toBe('9');
  });

  it('has no accessibility violation of any impact and a visible focus on every tab stop, in English and Italian, on a desktop and a phone', async () => {
    const ada = await createAccount(stack, { label: 'totp-axe' });
    await enrolTotp(stack, ada);
    const findings: string[] = [];
    for (const language of ['en', 'it'] as const) {
      // One sign-in per language; the page is audited at both sizes where it stands.
      const page = await newPage({ locale: language === 'en' ? 'en-US' : 'it-IT' });
      const step = await passwordFirstStep(page, ada, language);
      await step.authenticatorCode.waitFor();
      findings.push(...(await auditedAtEachViewport(page, `/login/second-step ${language}`)));
      await saveScreenshot(page, `second-step-${language}-phone`);
    }
    expect(findings).toEqual([]);
  }, 120_000);
});
