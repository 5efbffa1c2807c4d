// The full sign-up (SPEC §2 /register, §4 registration): a visitor fills the form, the altcha widget
// really solves the API's proof of work in chromium, the account is created unverified, the code
// mailed by the service verifies it in the code modal, and the new user lands signed in on the
// launcher. A second test sends a solved captcha twice: the replay is refused with a notification
// and a fresh captcha. Each test registers its own address.
import { randomBytes } from 'node:crypto';
import { accessibilityViolations, magicCodeOf, saveScreenshot, useBrowser, waitForMail } from '../src/harness';
import { notification } from '../src/pages/notifications';
import { RegisterPage } from '../src/pages/register-page';

const { stack, newPage } = useBrowser();
const dataDir = stack.identity.dataDir;
const PASSWORD = 'violet kangaroo orbit 42';

const newAddress = (label: string) => `${label}.${randomBytes(4).toString('hex')}@e2e.example.com`;

describe('/register', () => {
  it('signs up, verifies the email with the mailed code and arrives signed in on the launcher', async () => {
    const email = newAddress('sign-up');
    const page = await newPage();
    const register = await new RegisterPage(page).open('?lead=e2e-campaign');
    await page.getByRole('heading', { name: 'Free account for Australia' }).waitFor();

    await register.fill({ firstName: 'Grace', lastName: 'Hopper', email, phone: '0412 345 678', password: PASSWORD });
    // The widget solves the proof of work by itself once it has loaded (a few thousand hashes here).
    await register.captchaSolved.waitFor({ timeout: 30_000 });
    await saveScreenshot(page, 'register-filled');
    await register.createAccount.click();

    const dialog = page.getByRole('alertdialog');
    await dialog.getByText(new RegExp(email.replace(/[.+]/g, '\\$&'))).waitFor({ timeout: 20_000 });
    const code = magicCodeOf(await waitForMail(dataDir, email, 1));
    await dialog.getByRole('textbox', { name: /Verification code/ }).fill(code);
    await dialog.getByRole('button', { name: 'Verify' }).click();

    await page.waitForURL('**/appLauncher', { timeout: 20_000 });
    await page.getByText('Welcome, Grace Hopper').waitFor();
    const me = await page.evaluate(async (apiUrl) => {
      const response = await fetch(`${apiUrl}/v1/users/me`, { credentials: 'include' });
      return (await response.json()) as { email: string; is_verified: boolean; mobile_number: string };
    }, stack.apiUrl);
    expect(me).toEqual(expect.objectContaining({ email, is_verified: true, mobile_number: '0412345678' }));
  });

  it('has no accessibility violations, with its messages and the solved captcha', async () => {
    const page = await newPage();
    const register = await new RegisterPage(page).open();
    await register.fill({ firstName: 'Ada=', lastName: 'Lovelace', email: 'ada@example', password: 'short', phone: '12' });
    await page.getByText('Please enter a correct email').waitFor();
    await register.captchaSolved.waitFor({ timeout: 30_000 });

    expect(await accessibilityViolations(page)).toEqual([]);
  });

  it('refuses a replayed captcha solution with a notification and hands out a fresh captcha', async () => {
    const page = await newPage();
    const register = await new RegisterPage(page).open();
    const firstEmail = newAddress('replay-first');
    let solved: string | null = null;
    // Remember the solution the first sign-up sends, then send it again with a second sign-up.
    await page.route('**/v1/users', async (route) => {
      const body = route.request().postDataJSON() as { recaptcha: string; email: string };
      if (solved === null) solved = body.recaptcha;
      else if (body.email !== firstEmail) return route.continue({ postData: JSON.stringify({ ...body, recaptcha: solved }) });
      return route.continue();
    });

    await register.fill({ firstName: 'Ada', lastName: 'Lovelace', email: firstEmail, password: PASSWORD });
    await register.captchaSolved.waitFor({ timeout: 30_000 });
    await register.createAccount.click();
    await page.getByRole('alertdialog').waitFor({ timeout: 20_000 });
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('alertdialog').waitFor({ state: 'detached' });

    await register.email.fill(newAddress('replay-second'));
    await register.captchaSolved.waitFor({ timeout: 30_000 });
    await register.createAccount.click();

    await notification(page, 'Your account could not be created: Some fields are not valid').waitFor({ timeout: 20_000 });
    await page.getByText('The captcha has expired or was already used. Please solve it again').waitFor();
    // A fresh challenge is solved again; the page can be submitted once more.
    await page.getByRole('button', { name: 'Create account', disabled: false }).waitFor({ timeout: 30_000 });
  });
});
