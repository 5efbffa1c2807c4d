// The hand-off to a weather application after sign-in (SPEC §4 steps 3-5), through the real API,
// portal and example application: by GET to the base URL plus the return path, by a form POST to the
// post callback URL, straight on for someone signed in already, after a magic code and after the
// forced password update. A refused return path stays in the portal with a message. These sign-ins
// start at the portal, not at the application, so the application takes each token's unsolicited
// first hand-off back through its own sign-in link before it signs the person in (ADR 0234).
import { createAccount, magicCodeOf, saveScreenshot, useBrowser, waitForMail } from '../src/harness';
import { ExampleAppPage } from '../src/pages/example-app-page';
import { LoginPage } from '../src/pages/login-page';

const { stack, newPage, signedInPage } = useBrowser();
const { reader } = stack.users;
const { radar, forecast, alerts } = stack.exampleApps;

/** A return path per test, so no test depends on another's visit. */
const unique = (name: string) => `/${name}/${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

describe('hand-off to a weather application', () => {
  it('signs in at /login with clientId, return and seq and lands signed in on the return path (GET)', async () => {
    const page = await newPage();
    const returnPath = unique('radar');
    const login = await new LoginPage(page).open(`?clientId=${radar.clientId}&return=${encodeURIComponent(returnPath)}&seq=42`);

    await login.signInAs(reader.email, reader.password);

    await page.waitForURL((url) => url.origin === radar.url && url.pathname === returnPath);
    const app = new ExampleAppPage(page);
    await app.signedInAs(reader.email).waitFor();
    expect(await app.path()).toBe(returnPath);
    expect(await app.seq()).toBe('42');
    // The application took the token off the address once it had redeemed it.
    expect(new URL(page.url()).searchParams.has('token')).toBe(false);
    await saveScreenshot(page, 'hand-off-get');
  });

  it('signs in and lands signed in through the post callback URL (form POST with token and returnPath)', async () => {
    const page = await newPage();
    const returnPath = unique('alerts');
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url() === `${alerts.url}/auth/callback`) posts.push(request.postData() ?? '');
    });
    const login = await new LoginPage(page).open(`?clientId=${alerts.clientId}&return=${encodeURIComponent(returnPath)}`);

    await login.signInAs(reader.email, reader.password);

    await page.waitForURL((url) => url.origin === alerts.url && url.pathname === returnPath);
    await new ExampleAppPage(page).signedInAs(reader.email).waitFor();
    // A sign-in the application did not start comes without its state: the application sends it back
    // through its own sign-in link, and the second post carries the state it keeps (ADR 0234).
    expect(posts).toHaveLength(2);
    const [unsolicited, bound] = posts.map((body) => new URLSearchParams(body));
    expect(unsolicited.get('state')).toBeNull();
    for (const form of [unsolicited, bound]) {
      expect(form.get('returnPath')).toBe(returnPath);
      expect(form.get('token')).toMatch(/^[\w-]{40,}$/);
    }
    expect(bound.get('state')).toMatch(/^[\w-]{43}$/);
    await saveScreenshot(page, 'hand-off-post');
  });

  it('sends someone signed in already straight to the callback URL', async () => {
    const page = await signedInPage(reader);

    await page.goto(`/login?clientId=${forecast.clientId}&seq=7`);

    await page.waitForURL((url) => url.origin === forecast.url && url.pathname === '/');
    const app = new ExampleAppPage(page);
    await app.signedInAs(reader.email).waitFor();
    expect(await app.seq()).toBe('7');
  });

  it('hands off after a magic code sign-in (SPEC §4 step 5)', async () => {
    const ada = await createAccount(stack, { label: 'handoff-code' });
    const page = await newPage();
    const returnPath = unique('forecast');
    const login = await new LoginPage(page).open(`?clientId=${forecast.clientId}&return=${encodeURIComponent(returnPath)}&seq=5`);
    await login.enterEmail(ada.email);
    await page.getByRole('button', { name: 'Sign in with a magic code' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByRole('textbox', { name: /Verification code/ }).fill(magicCodeOf(await waitForMail(stack.identity.dataDir, ada.email, 1)));
    await dialog.getByRole('button', { name: 'Verify' }).click();

    await page.waitForURL((url) => url.origin === forecast.url && url.pathname === returnPath);
    const app = new ExampleAppPage(page);
    await app.signedInAs(ada.email).waitFor();
    expect(await app.seq()).toBe('5');
  });

  it('hands off after the forced password update, with the clientId, return and seq of the sign-in', async () => {
    const ada = await createAccount(stack, { label: 'handoff-forced', forceResetPassword: true });
    const page = await newPage();
    const returnPath = unique('radar');
    const login = await new LoginPage(page).open(`?clientId=${radar.clientId}&return=${encodeURIComponent(returnPath)}&seq=11`);
    await login.signInAs(ada.email, ada.password);
    await page.getByRole('heading', { name: 'Update your password' }).waitFor();
    const newPassword = 'Squall-Lantern-Meridian-8841';
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill(newPassword);
    await page.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Update password' }).click();

    await page.waitForURL((url) => url.origin === radar.url && url.pathname === returnPath);
    const app = new ExampleAppPage(page);
    await app.signedInAs(ada.email).waitFor();
    expect(await app.seq()).toBe('11');
  });

  it.each([
    ['another host', '//evil.example/steal'],
    ['another port', `http://localhost:${Number(new URL(radar.url).port) + 1}/x`],
  ])('refuses a return path to %s and stays in the portal with the reason', async (_case, returnPath) => {
    const page = await newPage();
    const login = await new LoginPage(page).open(`?clientId=${radar.clientId}&return=${encodeURIComponent(returnPath)}`);

    await login.signInAs(reader.email, reader.password);

    await page.getByRole('heading', { name: 'The application could not be opened' }).waitFor();
    await page.getByRole('alert').filter({ hasText: 'This return address is not allowed' }).waitFor();
    expect(new URL(page.url()).origin).toBe(stack.portalUrl);
    await page.getByRole('link', { name: 'Go to your applications' }).click();
    await page.waitForURL('**/appLauncher');
  });
});
