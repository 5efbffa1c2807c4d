// The sign-in flows that go through the user's mailbox (SPEC §2, §4, §8), in English and Italian:
// the magic code modal with a code read from the mail the service sent, a resent code superseding
// the first, an unverified account confirming its email, a reset link setting a new password (and
// refused once used), and the forced password update. Each test makes its own account.
import type { Page } from 'playwright-core';
import { createAccount, magicCodeOf, saveScreenshot, useBrowser, verifyLinkOf, waitForMail } from '../src/harness';
import { askForSignInCode, CodeDialog } from '../src/harness/code-dialog';
import { LoginPage } from '../src/pages/login-page';

const { stack, newPage } = useBrowser();
const dataDir = stack.identity.dataDir;

async function signInWithPassword(page: Page, email: string, password: string, language: 'en' | 'it' = 'en'): Promise<void> {
  const login = await new LoginPage(page, language).open();
  await login.email.fill(email);
  // The password field appears once the provider check answered LOCAL.
  await login.password.fill(password);
  await login.signIn.click();
}

describe('sign-in through the mailbox', () => {
  it('signs in with the magic code from the mail; a wrong code and a superseded code are refused', async () => {
    const ada = await createAccount(stack, { label: 'code' });
    const page = await newPage();
    const modal = await askForSignInCode(page, ada.email);
    await modal.dialog.getByText(`We sent a 4-character code to ${ada.email}. Enter it to sign in.`).waitFor();
    const first = magicCodeOf(await waitForMail(dataDir, ada.email, 1));
    expect((await waitForMail(dataDir, ada.email, 1)).subject).toBe(`Your Weather account code: ${first}`);

    // A code that cannot be the mailed one: the alphabet has no 0, 1, I or O.
    await modal.code.fill('0I1O');
    await modal.verify.click();
    await modal.dialog.getByText('Invalid verification code').waitFor();

    await modal.dialog.getByRole('button', { name: 'Request new code' }).click();
    await modal.dialog.getByText('A new code is on its way. Only the newest code works.').waitFor();
    const second = magicCodeOf(await waitForMail(dataDir, ada.email, 2));
    if (second !== first) {
      await modal.code.fill(first.toLowerCase());
      await modal.verify.click();
      await modal.dialog.getByText('Invalid verification code').waitFor();
    }
    await saveScreenshot(page, 'magic-code-modal');

    // Typed as a person might: lower case with spaces around; the portal trims and uppercases.
    await modal.code.fill(` ${second.toLowerCase()} `);
    await modal.verify.click();
    await page.waitForURL('**/appLauncher');
    await page.getByText(`Welcome, ${ada.first_name} ${ada.last_name}`).waitFor();
  });

  it('in Italian: an unverified account confirms its email with the mailed code after its password', async () => {
    const ada = await createAccount(stack, { label: 'unverified', unverified: true });
    const page = await newPage({ locale: 'it-IT' });
    await signInWithPassword(page, ada.email, ada.password, 'it');
    const modal = new CodeDialog(page);
    await modal.dialog.getByText(`La tua email non è ancora verificata. Abbiamo inviato un codice di 4 caratteri a ${ada.email}.`).waitFor();
    const mail = await waitForMail(dataDir, ada.email, 1);
    const code = magicCodeOf(mail);
    expect(mail.subject).toBe(`Il codice del tuo account Weather: ${code}`);

    await modal.code.fill(code);
    await modal.verify.click();
    await page.waitForURL('**/appLauncher');

    // Verified now: the next sign-in needs no code.
    const again = await newPage({ locale: 'it-IT' });
    await signInWithPassword(again, ada.email, ada.password, 'it');
    await again.waitForURL('**/appLauncher');
  });

  it('sets a new password from the mailed reset link, then the used link is no longer valid', async () => {
    const ada = await createAccount(stack, { label: 'reset' });
    const page = await newPage();
    await page.goto('/forgot');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(ada.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByRole('img', { name: 'Sent' }).waitFor();
    const link = verifyLinkOf(await waitForMail(dataDir, ada.email, 1));
    expect(new URL(link).origin).toBe(stack.portalUrl);

    await page.goto(link);
    await page.getByText(`Choose a password for ${ada.email}.`).waitFor();
    const newPassword = `${ada.password}-Renewed`;
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill(newPassword);
    await page.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill(newPassword);
    await saveScreenshot(page, 'set-password');
    await page.getByRole('button', { name: 'Set password' }).click();
    await page.waitForURL('**/login');

    await signInWithPassword(page, ada.email, newPassword);
    await page.waitForURL('**/appLauncher');

    const reused = await newPage();
    await reused.goto(link);
    await reused.getByRole('alert').filter({ hasText: 'The link you have clicked is no longer valid' }).waitFor();
    await reused.getByRole('link', { name: 'Back to login' }).waitFor();
  });

  it('in Italian: the reset link sets a password, and says when it is no longer valid', async () => {
    const ada = await createAccount(stack, { label: 'reset-it' });
    const page = await newPage({ locale: 'it-IT' });
    await page.goto('/forgot');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(ada.email);
    await page.getByRole('button', { name: 'Invia link di reimpostazione' }).click();
    await page.getByRole('img', { name: 'Inviato' }).waitFor();
    const link = verifyLinkOf(await waitForMail(dataDir, ada.email, 1));

    await page.goto(link);
    await page.getByText(`Scegli una password per ${ada.email}.`).waitFor();
    const newPassword = `${ada.password}-Rinnovata`;
    await page.getByRole('textbox', { name: 'Nuova password', exact: true }).fill(newPassword);
    await page.getByRole('textbox', { name: 'Conferma la nuova password', exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Imposta password' }).click();
    await page.waitForURL('**/login');

    await page.goto(link);
    await page.getByRole('alert').filter({ hasText: 'Il link su cui hai cliccato non è più valido' }).waitFor();
  });

  it('sends a user flagged for a new password to /password/update, then on to the launcher', async () => {
    const ada = await createAccount(stack, { label: 'forced', forceResetPassword: true });
    const page = await newPage();
    await signInWithPassword(page, ada.email, ada.password);
    await page.waitForURL('**/password/update');
    await page.getByText('Your password must be changed before you continue. Choose a new one.').waitFor();
    const newPassword = `${ada.password}-Changed`;
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill(newPassword);
    await page.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill(newPassword);
    await saveScreenshot(page, 'password-update');
    await page.getByRole('button', { name: 'Update password' }).click();
    await page.waitForURL('**/appLauncher');

    const again = await newPage();
    await signInWithPassword(again, ada.email, newPassword);
    await again.waitForURL('**/appLauncher');
  });

  it('in Italian: the forced update asks for a new password and keeps the clientId and return', async () => {
    const ada = await createAccount(stack, { label: 'forced-it', forceResetPassword: true });
    const page = await newPage({ locale: 'it-IT' });
    const login = await new LoginPage(page, 'it').open('?clientId=weather-forecast&return=%2Fplaces');
    await login.email.fill(ada.email);
    await login.password.fill(ada.password);
    await login.signIn.click();
    await page.waitForURL('**/password/update?clientId=weather-forecast&return=%2Fplaces');
    await page.getByText('Devi cambiare la password prima di continuare. Scegline una nuova.').waitFor();
    const newPassword = `${ada.password}-Cambiata`;
    await page.getByRole('textbox', { name: 'Nuova password', exact: true }).fill(newPassword);
    await page.getByRole('textbox', { name: 'Conferma la nuova password', exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Aggiorna password' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/password/update'));
  });
});
