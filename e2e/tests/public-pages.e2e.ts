// The public pages of issue 3 that need no mailbox (SPEC §2, §8), in English and Italian, against
// the real API: /forgot and its tick, /verify with a link that does not exist, /switch, /app-down,
// /password/update for a visitor and the three message pages. The code modal, the set-password form
// with a mailed link and the forced update are in mailed-sign-in.e2e.ts.
import { saveScreenshot, useBrowser } from '../src/harness';

const { stack, newPage, signedInPage } = useBrowser();
const { reader } = stack.users;

describe('public pages', () => {
  it('/forgot mails a reset link and shows the tick', async () => {
    const page = await newPage();
    await page.goto('/forgot');
    await page.getByRole('heading', { name: 'Forgot password' }).waitFor();
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(reader.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText(`If ${reader.email} has an account, a reset link is on its way.`, { exact: false }).waitFor();
    await page.getByRole('img', { name: 'Sent' }).waitFor();
    await saveScreenshot(page, 'forgot-sent');
    await page.getByRole('link', { name: 'Return to login' }).click();
    await page.waitForURL('**/login');
  });

  it('/verify with an unknown link says it is invalid, in Italian too, with a link back to login', async () => {
    const page = await newPage();
    await page.goto('/verify/no-such-token-0123456789');
    await page.getByRole('alert').filter({ hasText: 'Oops! Seems like the verification link is invalid!' }).waitFor();
    await page.getByRole('link', { name: 'Back to login' }).waitFor();

    const italian = await newPage({ locale: 'it-IT' });
    await italian.goto('/verify/no-such-token-0123456789');
    await italian.getByRole('alert').filter({ hasText: 'Ops! Sembra che il link di verifica non sia valido!' }).waitFor();
    await italian.getByRole('link', { name: "Torna all'accesso" }).click();
    await italian.waitForURL('**/login');
  });

  it('/switch shows both emails and a warning; cancel keeps the session', async () => {
    const page = await signedInPage(reader);
    await page.goto('/switch?email=someone.else%40example.com');
    await page.getByText(`You are signed in as ${reader.email}.`).waitFor();
    await page.getByText('You asked to continue as someone.else@example.com.').waitFor();
    await page.getByRole('note').waitFor();
    await saveScreenshot(page, 'switch');
    await page.getByRole('link', { name: 'Cancel, stay signed in' }).click();
    await page.waitForURL('**/appLauncher');
    await page.getByText(`Welcome, ${reader.first_name} ${reader.last_name}`).waitFor();
  });

  it('/switch and /password/update send a visitor to /login', async () => {
    const page = await newPage();
    await page.goto('/switch?email=someone.else%40example.com');
    await page.waitForURL('**/login?email=someone.else%40example.com');
    await page.goto('/password/update?clientId=forecast&return=%2Fradar');
    await page.waitForURL('**/login?clientId=forecast&return=%2Fradar');
  });

  it('/app-down names the application, in Italian too', async () => {
    const page = await newPage();
    await page.goto('/app-down?name=Radar');
    await page.getByText('Radar is not available right now. We will be back soon.').waitFor();
    await page.getByRole('link', { name: 'Go back to your applications' }).waitFor();

    const italian = await newPage({ locale: 'it-IT' });
    await italian.goto('/app-down?name=Radar');
    await italian.getByText('Radar non è disponibile in questo momento. Torneremo presto.').waitFor();
  });

  it.each([
    ['/maintenance', 'Down for maintenance', 'Manutenzione in corso'],
    ['/logged-out', 'You are signed out', 'Sei uscito'],
    ['/account-created', 'Account created', 'Account creato'],
  ])('%s shows its text in English and Italian', async (path, english, italian) => {
    const page = await newPage();
    await page.goto(path);
    await page.getByRole('heading', { name: english }).waitFor();
    const italianPage = await newPage({ locale: 'it-IT' });
    await italianPage.goto(path);
    await italianPage.getByRole('heading', { name: italian }).waitFor();
  });
});
