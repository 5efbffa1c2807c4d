// Password sign-in on /login (SPEC §2, §4, §5): the happy path into the authenticated area, the
// refusal message, the client-side rules, the prefilled email and the redirect when signed in.
import { saveScreenshot, useBrowser } from '../src/harness';
import { LoginPage } from '../src/pages/login-page';

const { stack, newPage, signedInPage } = useBrowser();
const { reader } = stack.users;

describe('sign-in with email and password', () => {
  it('lands on /appLauncher with the 48 px top bar, the user name and the avatar initial', async () => {
    const page = await newPage();
    const login = await new LoginPage(page).open();
    await saveScreenshot(page, 'login');

    await login.signInAs(reader.email, reader.password);

    await page.waitForURL('**/appLauncher');
    const topBar = page.getByRole('banner');
    await topBar.waitFor();
    expect((await topBar.boundingBox())?.height).toBe(48);
    await page.getByText(`Welcome, ${reader.first_name} ${reader.last_name}`).waitFor();
    const avatarButton = topBar.getByRole('button', { name: `Account menu of ${reader.first_name} ${reader.last_name}` });
    expect((await avatarButton.innerText()).trim()).toBe(reader.first_name[0]);
    await saveScreenshot(page, 'app-launcher');
  });

  it('shows "Incorrect email or password" for a wrong password and stays on /login', async () => {
    const page = await newPage();
    const login = await new LoginPage(page).open();

    await login.signInAs(reader.email, 'Not-the-right-password-1');

    await page.getByRole('alert').filter({ hasText: 'Incorrect email or password' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    await saveScreenshot(page, 'login-incorrect-password');
  });

  it('disables the button while the email is not valid and names the rule', async () => {
    const page = await newPage();
    const login = await new LoginPage(page).open();

    await login.email.fill('zoe.reader@example');
    await login.email.press('Tab');
    expect(await login.signIn.isDisabled()).toBe(true);
    await page.getByText("That's not a valid email address").waitFor();
    // No provider to ask for an invalid email, so no password field (SPEC §2: only for LOCAL).
    expect(await login.password.count()).toBe(0);

    await login.email.fill(reader.email);
    await login.password.waitFor();
    expect(await login.signIn.isEnabled()).toBe(true);
    expect(await page.getByText("That's not a valid email address").count()).toBe(0);
  });

  it('says "Password cannot be blank" when the password is empty', async () => {
    const page = await newPage();
    const login = await new LoginPage(page).open();

    await login.email.fill(reader.email);
    await login.signIn.click();

    await page.getByText('Password cannot be blank').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  it('prefills the email of the query read-only and signs in with it', async () => {
    const page = await newPage();
    const login = await new LoginPage(page).open(`?email=${encodeURIComponent(reader.email)}`);

    expect(await login.email.inputValue()).toBe(reader.email);
    expect(await login.email.getAttribute('readonly')).not.toBeNull();
    await login.email.pressSequentially('x');
    expect(await login.email.inputValue()).toBe(reader.email);

    await login.password.fill(reader.password);
    await login.signIn.click();
    await page.waitForURL('**/appLauncher');
  });

  it('sends a signed-in user from /login to /appLauncher', async () => {
    const page = await signedInPage(reader);

    await page.goto('/login');

    await page.waitForURL('**/appLauncher');
    await page.getByRole('banner').waitFor();
  });
});
