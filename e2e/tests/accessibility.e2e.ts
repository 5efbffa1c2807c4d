// axe-core on the main screens (DESIGN §4): no violation of any impact (issue 31).
import { accessibilityViolations, useBrowser } from '../src/harness';
import { LoginPage } from '../src/pages/login-page';
import { ProfilePage } from '../src/pages/profile-page';

const { stack, newPage, signedInPage } = useBrowser();

describe('accessibility', () => {
  it('/login has no accessibility violations', async () => {
    const page = await newPage();
    await new LoginPage(page).open();

    expect(await accessibilityViolations(page)).toEqual([]);
  });

  it('/login with its validation messages has no accessibility violations', async () => {
    const page = await newPage();
    const login = await new LoginPage(page).open();
    await login.email.fill('not an email');
    // No password field for an email whose provider is unknown (SPEC §2): leave the field instead.
    await login.email.press('Tab');
    await page.getByText("That's not a valid email address").waitFor();

    expect(await accessibilityViolations(page)).toEqual([]);
  });

  it('/profile has no accessibility violations', async () => {
    const page = await signedInPage(stack.users.reader);
    await new ProfilePage(page).open();

    expect(await accessibilityViolations(page)).toEqual([]);
  });

  it('/profile in Italian has no accessibility violations', async () => {
    const page = await signedInPage(stack.users.reader, { locale: 'it-IT' });
    await page.goto('/profile');
    await page.getByRole('heading', { name: 'Profilo', level: 1 }).waitFor();

    expect(await accessibilityViolations(page)).toEqual([]);
  });
});
