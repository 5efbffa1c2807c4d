// Clickjacking and the Content-Security-Policy of the portal (issue 25, item 3; docs/adr/0232).
// A page of another origin frames the portal: a signed-in /profile or /appLauncher must not render
// in it, whichever site it is; /embeddedregister renders only for the configured site
// (PORTAL_FRAME_ANCESTORS, here http://127.0.0.1:* as the suite starts the portal). And the main
// pages, while they work, break no rule of their policy: every violation the browser reports
// (securitypolicyviolation, listened to before any script of the page) fails the test.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Frame, Page, Response } from 'playwright-core';
import { useBrowser } from '../src/harness';
import { drawPng, AvatarDialog } from '../src/pages/avatar-dialog';
import { ApplicationsListPage } from '../src/pages/applications-pages';
import { EnterprisePage } from '../src/pages/enterprise-page';
import { LauncherPage } from '../src/pages/launcher-page';
import { LoginPage } from '../src/pages/login-page';
import { ProfilePage } from '../src/pages/profile-page';
import { RegisterPage } from '../src/pages/register-page';

const { stack, newPage, signedInPage } = useBrowser();
const { admin, reader } = stack.users;
const portalHost = new URL(stack.portalUrl).hostname;

/** A page on another origin whose only content is an iframe of the portal's `path`. */
async function framingSite(host: string): Promise<{ url: string; close: () => Promise<void>; framing: (path: string) => string }> {
  const server = http.createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://framing.invalid').searchParams.get('path') ?? '/';
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(`<!doctype html><html><head><title>Another site</title></head><body>
<iframe id="portal" title="portal" src="${stack.portalUrl}${path}" style="width: 1000px; height: 700px"></iframe></body></html>`);
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const url = `http://${host}:${(server.address() as AddressInfo).port}`;
  return { url, close: () => new Promise((resolve) => server.close(() => resolve())), framing: (path) => `${url}/?path=${encodeURIComponent(path)}` };
}

/**
 * Opens the framing page and returns its iframe once the iframe has committed a document: the
 * portal's page, or chromium's error page when the portal refused the frame. (A cross-site frame's
 * URL reaches Playwright on its own, after the parent's load: hence the event, not page.frames().)
 */
async function framedPortal(page: Page, framingUrl: string): Promise<Frame> {
  const committed = page.waitForEvent('framenavigated', { predicate: (frame) => frame.parentFrame() === page.mainFrame() && frame.url() !== '' && frame.url() !== 'about:blank' });
  await page.goto(framingUrl);
  return committed;
}

const REFUSED_FRAME = 'chrome-error://chromewebdata/';

describe('framing of the portal', () => {
  // 127.0.0.1 is the site allowed to frame /embeddedregister; localhost on another port is a
  // sibling origin of the portal (the same site, so the session cookie is sent to its frames).
  const hosts = ['127.0.0.1', portalHost];
  const sites: Awaited<ReturnType<typeof framingSite>>[] = [];

  beforeAll(async () => {
    for (const host of hosts) sites.push(await framingSite(host));
  });

  afterAll(async () => {
    await Promise.all(sites.map((site) => site.close()));
  });

  it.each([
    ['/profile', 0],
    ['/profile', 1],
    ['/appLauncher', 0],
    ['/appLauncher', 1],
    ['/login', 0],
  ])('a signed-in %s refuses to render in a frame of another origin (site %i)', async (path, site) => {
    const page = await signedInPage(reader);
    const frame = await framedPortal(page, sites[site]!.framing(path));
    expect(frame.url()).toBe(REFUSED_FRAME);

    // The same page opens on its own, and says DENY to older browsers too.
    const own = await page.goto(path);
    expect(own?.headers()['x-frame-options']).toBe('DENY');
  });

  it('shows /embeddedregister in a frame of the configured site and of no other', async () => {
    const page = await newPage();
    const allowed = await framedPortal(page, sites[0]!.framing('/embeddedregister?clientId=weather-radar'));
    expect(allowed.url()).toBe(`${stack.portalUrl}/embeddedregister?clientId=weather-radar`);
    await page.frameLocator('#portal').getByRole('button', { name: 'Sign up' }).waitFor();

    const other = await framedPortal(page, sites[1]!.framing('/embeddedregister?clientId=weather-radar'));
    expect(other.url()).toBe(REFUSED_FRAME);
  });
});

interface Violation {
  directive: string;
  blocked: string;
  sample: string;
}

/** Records the policy violations a page reports, from before its first script. */
async function recordViolations(page: Page): Promise<() => Promise<Violation[]>> {
  await page.addInitScript(() => {
    const seen: Violation[] = [];
    (window as unknown as { cspViolations: Violation[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push({ directive: event.effectiveDirective, blocked: event.blockedURI, sample: event.sample }), true);
  });
  const consoleReports: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) consoleReports.push(message.text());
  });
  return async () => {
    const reported = await page.evaluate(() => (window as unknown as { cspViolations: Violation[] }).cspViolations);
    return [...reported, ...consoleReports.map((text) => ({ directive: 'console', blocked: '', sample: text }))];
  };
}

/** The policy the page was served with, directive by directive. */
function policyOf(response: Response | null): Map<string, string[]> {
  const header = response?.headers()['content-security-policy'] ?? '';
  return new Map(
    header
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );
}

describe('the Content-Security-Policy of the main pages', () => {
  /** Opens `path` on a page that records violations, checks the policy it came with, runs `works`, then expects no violation. */
  async function expectNoViolation(page: Page, path: string, works: () => Promise<unknown>): Promise<void> {
    const violations = await recordViolations(page);
    const response = await page.goto(path);
    const policy = policyOf(response);
    expect(policy.get('script-src')).toEqual(expect.arrayContaining(["'self'"]));
    expect(policy.get('script-src')).not.toEqual(expect.arrayContaining(["'unsafe-inline'"]));
    expect(policy.get('script-src')).not.toEqual(expect.arrayContaining(["'unsafe-eval'"]));
    expect(policy.get('connect-src')).toEqual(expect.arrayContaining([new URL(stack.apiUrl).origin]));
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    await works();
    expect(await violations()).toEqual([]);
  }

  it('login: the email, then the password field', async () => {
    const page = await newPage();
    const login = new LoginPage(page);
    await expectNoViolation(page, '/login', async () => {
      await login.signIn.waitFor();
      await login.enterEmail(reader.email);
    });
  });

  it('register: the captcha solves its proof of work', async () => {
    const page = await newPage();
    const register = new RegisterPage(page);
    await expectNoViolation(page, '/register', async () => {
      await page.getByRole('heading', { name: 'Create your weather account' }).waitFor();
      await register.captchaSolved.waitFor({ timeout: 30_000 });
    });
  });

  it('launcher: the cards and their checks', async () => {
    const page = await signedInPage(reader);
    const launcher = new LauncherPage(page);
    await expectNoViolation(page, '/appLauncher', async () => {
      await page.getByRole('heading', { name: 'Applications', level: 1 }).waitFor();
      await launcher.card('Radar').waitFor();
      await launcher.checking.waitFor({ state: 'hidden' });
    });
  });

  it('profile: the form and the avatar editor with a chosen image', async () => {
    const page = await signedInPage(reader);
    const profile = new ProfilePage(page);
    await expectNoViolation(page, '/profile', async () => {
      await profile.heading.waitFor();
      await profile.firstName.waitFor();
      const avatar = await new AvatarDialog(page).open();
      await avatar.choose(await drawPng(page, 400, 300));
      await avatar.cropArea.waitFor();
      await avatar.cancel.click();
    });
  });

  it('enterprise: the enterprise manager', async () => {
    const page = await signedInPage(reader);
    const enterprise = new EnterprisePage(page);
    await expectNoViolation(page, '/enterprise', async () => {
      await enterprise.name.waitFor();
    });
  });

  it('admin applications: the catalogue', async () => {
    const page = await signedInPage(admin);
    const list = new ApplicationsListPage(page);
    await expectNoViolation(page, '/applications', async () => {
      await list.table.waitFor();
      await list.row('Radar').waitFor();
    });
  });
});
