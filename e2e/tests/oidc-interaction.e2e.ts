// The portal finishes an OpenID Connect interaction (issue 28): /login?interaction=<uid>, signed in by
// password, by the mailed code, or signed in already, sends the whole window to the API's
// /oidc/interaction/<uid> instead of the launcher. The test watches the navigation request; what the
// API answers there is the provider's part (its own suites).
import { createAccount, magicCodeOf, useBrowser, waitForMail } from '../src/harness';
import { LoginPage } from '../src/pages/login-page';
import { interactionNavigation } from '../src/pages/oidc-interaction';

const { stack, newPage, signedInPage } = useBrowser();
const { reader } = stack.users;
const uid = 'abc123';

describe('an OpenID Connect interaction finished by the portal', () => {
  it('sends a password sign-in on /login?interaction= to the API interaction route', async () => {
    const page = await newPage();
    const login = await new LoginPage(page).open(`?interaction=${uid}`);
    const navigation = interactionNavigation(page, stack.apiUrl, uid);
    await login.signInAs(reader.email, reader.password);
    const request = await navigation;
    expect(request.method()).toBe('GET');
    expect(new URL(request.url()).pathname).toBe(`/oidc/interaction/${uid}`);
  });

  it('sends a mailed-code sign-in on as well', async () => {
    const ada = await createAccount(stack, { label: 'oidc-code' });
    const page = await newPage();
    const login = await new LoginPage(page).open(`?interaction=${uid}`);
    await login.enterEmail(ada.email);
    await page.getByRole('button', { name: 'Sign in with a magic code' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText(`We sent a 4-character code to ${ada.email}. Enter it to sign in.`).waitFor();
    const code = magicCodeOf(await waitForMail(stack.identity.dataDir, ada.email, 1));
    const navigation = interactionNavigation(page, stack.apiUrl, uid);
    await dialog.getByRole('textbox', { name: /Verification code/ }).fill(code);
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await navigation;
  });

  it('sends someone signed in already on at once, without the sign-in form', async () => {
    const page = await signedInPage(reader);
    const navigation = interactionNavigation(page, stack.apiUrl, uid);
    await page.goto(`/login?interaction=${uid}`, { waitUntil: 'commit' });
    await navigation;
  });

  it('ignores an interaction value of another form: the launcher, as after any sign-in', async () => {
    const page = await newPage();
    const requested: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/oidc/interaction/')) requested.push(request.url());
    });
    const login = await new LoginPage(page).open(`?interaction=${encodeURIComponent('../../v1/users/me')}`);
    await login.signInAs(reader.email, reader.password);
    await page.waitForURL('**/appLauncher');
    expect(requested).toEqual([]);
  });
});
