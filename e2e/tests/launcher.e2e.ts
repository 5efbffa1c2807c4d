// The launcher (SPEC §2, §4) with the example applications answering the identity service's
// authorization checks: one allowed, one not authorized (403) and one down (503); and one that does
// not answer at all, which the service's timeout turns into down.
import { appendFileSync } from 'node:fs';
import { join } from 'node:path';
import { accessibilityViolations, identityCommand, saveScreenshot, useBrowser } from '../src/harness';
import { setAuthorizationMode } from '../src/harness/example-apps';
import { logsDir } from '../src/harness/paths';
import { ExampleAppPage } from '../src/pages/example-app-page';
import { LauncherPage } from '../src/pages/launcher-page';

const { stack, signedInPage } = useBrowser();
const { reader, admin } = stack.users;
const { radar, forecast, alerts } = stack.exampleApps;

describe('the application launcher', () => {
  beforeAll(async () => {
    await setAuthorizationMode(radar, 'allow');
    await setAuthorizationMode(forecast, 'deny');
    await setAuthorizationMode(alerts, 'down');
  });

  afterAll(async () => {
    // The applications are shared by the whole suite.
    await Promise.all([radar, forecast, alerts].map((app) => setAuthorizationMode(app, 'allow')));
  });

  it('shows one application allowed, one not authorized and one down, with the help and Enterprise Manager cards', async () => {
    const page = await signedInPage(reader);
    const launcher = await new LauncherPage(page).open();

    await launcher.launch('Radar').waitFor();
    await launcher.learnMore('Forecast').waitFor();
    await launcher.backSoon('Alerts').waitFor();
    await launcher.checking.waitFor({ state: 'hidden' });

    // Other tests add applications to the shared catalogue (admin-applications): the seeded cards
    // and the fixed ones must be there, in this order, whatever else is.
    const expected = ['Radar', 'Forecast', 'Alerts', 'Help and support', 'Enterprise Manager'];
    expect((await launcher.titles()).filter((title) => expected.includes(title))).toEqual(expected);
    expect(await launcher.card('Forecast').getAttribute('aria-disabled')).toBe('true');
    expect(await launcher.learnMore('Forecast').getAttribute('href')).toMatch(/^https:\/\//);
    await launcher.card('Alerts').getByText('This application is down for maintenance. We will be back soon.').waitFor();
    expect(await launcher.card('Enterprise Manager').getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/enterprise');
    expect(await launcher.card('Radar').locator('img').getAttribute('src')).toBe(`${radar.url}/logo.svg`);
    await saveScreenshot(page, 'app-launcher-cards');
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  it("asks for the list ahead once, then at each opening from the top bar's logo sends the checks without waiting for it", async () => {
    const page = await signedInPage(reader);
    const events: string[] = [];
    const launcherCall = (url: string) => {
      const { pathname } = new URL(url);
      return pathname === '/v1/siteapplications' ? 'list' : pathname.startsWith('/v1/users/me/authorization/') ? `check ${pathname.split('/').pop()}` : null;
    };
    page.on('request', (request) => {
      const call = request.method() === 'GET' ? launcherCall(request.url()) : null;
      if (call) events.push(`asked ${call}`);
    });
    page.on('response', (response) => {
      const call = response.request().method() === 'GET' ? launcherCall(response.url()) : null;
      if (call === 'list') events.push('answered list');
    });
    const launcher = new LauncherPage(page);
    const lists = () => events.filter((event) => event === 'asked list').length;
    const checksAsked = () => events.filter((event) => event.startsWith('asked check'));
    const openFromLogo = async () => {
      const from = events.length;
      await page.getByRole('link', { name: 'Weather account home', exact: true }).click();
      await page.waitForURL('**/appLauncher');
      await launcher.launch('Radar').waitFor();
      await launcher.checking.waitFor({ state: 'hidden' });
      return events.slice(from);
    };
    const prefetched = page.waitForResponse((response) => launcherCall(response.url()) === 'list');
    await page.goto('/profile');
    await page.getByRole('heading', { name: 'Profile', level: 1 }).waitFor();
    // The authenticated area asks for the list once the page is idle; no check is asked ahead.
    await prefetched;
    expect(lists()).toBe(1);
    expect(checksAsked()).toEqual([]);

    const opening = await openFromLogo();
    expect(lists()).toBe(2);
    // One check per application of the (shared) catalogue, each asked before the list answered again.
    const checks = opening.filter((event) => event.startsWith('asked check'));
    expect(checks.length).toBeGreaterThanOrEqual(3);
    expect(new Set(checks).size).toBe(checks.length);
    expect(opening.indexOf('answered list')).toBeGreaterThan(opening.indexOf(checks[checks.length - 1]));

    await page.goBack();
    await page.getByRole('heading', { name: 'Profile', level: 1 }).waitFor();
    const second = await openFromLogo();
    expect(lists()).toBe(3);
    expect(second.filter((event) => event.startsWith('asked check'))).toEqual(checks);
  });

  it('opens without a CORS preflight: its reads are simple requests, while a call with the CSRF header is preflighted', async () => {
    const page = await signedInPage(reader);
    // Preflights are the browser's own requests: the DevTools protocol shows them, page events do not.
    const devtools = await page.context().newCDPSession(page);
    await devtools.send('Network.enable');
    const sent: string[] = [];
    devtools.on('Network.requestWillBeSent', ({ request }) => {
      if (request.url.startsWith(stack.apiUrl)) sent.push(`${request.method} ${new URL(request.url).pathname}`);
    });
    const readHeaders: Record<string, string>[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(stack.apiUrl) && request.method() === 'GET') readHeaders.push(request.headers());
    });

    const launcher = await new LauncherPage(page).open();
    await launcher.launch('Radar').waitFor();
    await launcher.checking.waitFor({ state: 'hidden' });

    expect(sent).toEqual(expect.arrayContaining(['GET /auth/session', 'GET /v1/siteapplications', `GET /v1/users/me/authorization/${radar.clientId}`]));
    expect(sent.filter((line) => line.startsWith('OPTIONS'))).toEqual([]);
    expect(readHeaders.filter((headers) => 'x-requested-with' in headers)).toEqual([]);

    // The control: the same read with the CSRF header is preflighted, so the lines above could show one.
    const status = await page.evaluate(
      (url) => fetch(url, { credentials: 'include', headers: { 'X-Requested-With': 'XMLHttpRequest' } }).then((answer) => answer.status),
      `${stack.apiUrl}/v1/users/me?preflight=control`,
    );
    expect(status).toBe(200);
    expect(sent).toContain('OPTIONS /v1/users/me');
  });

  it('launches the allowed application, which signs the person in', async () => {
    const page = await signedInPage(reader);
    const launcher = await new LauncherPage(page).open();

    await launcher.launch('Radar').click();

    await page.waitForURL((url) => url.origin === radar.url);
    await new ExampleAppPage(page).signedInAs(reader.email).waitFor();
  });

  it('takes the card of a down application to /app-down with its name', async () => {
    const page = await signedInPage(reader);
    const launcher = await new LauncherPage(page).open();

    await launcher.backSoon('Alerts').click();

    await page.waitForURL('**/app-down?name=Alerts');
    await page.getByText('Alerts is not available right now. We will be back soon.').waitFor();
  });

  it('shows the sys-admin button to a SYSADMIN only on the allowed application that has a sysadmin_url', async () => {
    await identityCommand(stack.identity, ['update-application', '--client-id', radar.clientId, '--sysadmin-url', `${radar.url}/admin`]);
    try {
      const adminPage = await signedInPage(admin);
      const launcher = await new LauncherPage(adminPage).open();
      const administration = launcher.card('Radar').getByRole('link', { name: 'Administration', exact: true });
      await administration.waitFor();
      expect(await administration.getAttribute('href')).toBe(`${radar.url}/admin`);
      await launcher.checking.waitFor({ state: 'hidden' });
      expect(await adminPage.getByRole('link', { name: 'Administration', exact: true }).count()).toBe(1);

      // The application says isSysAdmin for a SYSADMIN only: an ordinary user sees no button.
      const readerLauncher = await new LauncherPage(await signedInPage(reader)).open();
      await readerLauncher.launch('Radar').waitFor();
      expect(await readerLauncher.card('Radar').getByRole('link', { name: 'Administration' }).count()).toBe(0);
    } finally {
      await identityCommand(stack.identity, ['update-application', '--client-id', radar.clientId, '--sysadmin-url', '']);
    }
  });

  it('settles a card whose application never answers as down once the service gives up, the others first', async () => {
    await setAuthorizationMode(forecast, 'silent');
    try {
      const page = await signedInPage(reader);
      const started = Date.now();
      const launcher = await new LauncherPage(page).open();

      await launcher.launch('Radar').waitFor();
      // The silent application's check is still open while the others have settled.
      const forecastStillChecking = await launcher.card('Forecast').getByText('Checking access…').isVisible();
      await launcher.backSoon('Forecast').waitFor({ timeout: 30_000 });
      await launcher.checking.waitFor({ state: 'hidden' });
      const settledAfterMs = Date.now() - started;

      // For the closing note; the figure depends on the machine, so it is recorded, not asserted.
      appendFileSync(join(logsDir, 'launcher-settle.log'), `silent application: launcher settled after ${settledAfterMs} ms (radar first: ${forecastStillChecking})\n`);
      expect(await launcher.card('Forecast').getAttribute('aria-disabled')).toBeNull();
    } finally {
      await setAuthorizationMode(forecast, 'deny');
    }
  });
});
