// The embedded collaboration sign-up (SPEC §2 /embeddedregister, §4) inside an iframe of a page
// served from another site: the parent is on 127.0.0.1, the portal and the API on localhost. The
// visitor fills the form, the widget solves the proof of work, accepts the terms, types the mailed
// code, and the frame goes on to the application signed in (the partitioned session cookie). The
// parent page records the window messages it receives, which must come in the flow's order. The
// reference flow (docs/embedded-sign-up.md, ADR 1006) frames the example application's
// /embedded-sign-up, which binds a state and ends with the framed application signed in.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { accessibilityViolations, magicCodeOf, saveScreenshot, useBrowser, waitForMail } from '../src/harness';
import { signInToApi } from '../src/harness/api-session';
import { verifiedEnterprise } from '../src/harness/enterprise-setup';
import { totpCode } from '../src/harness/second-factors';
import { EmbeddedRegisterFrame } from '../src/pages/embedded-register-frame';

const { stack, newPage } = useBrowser();
const dataDir = stack.identity.dataDir;
const PASSWORD = 'violet kangaroo orbit 42';

/**
 * The collaboration application's page: the sign-up in an iframe and a log of its messages. Like a
 * real site it has a banner and a main of its own, which axe weighs with the framed page's.
 */
function collaborationPage(src: string): string {
  return `<!doctype html><html lang="en"><head><title>Collaboration</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head><body style="margin: 0">
<header><h1>Collaboration site</h1></header>
<main><iframe id="signup" title="Create your weather account" src="${src}" style="width: 100%; max-width: 640px; height: 1100px; border: 0"></iframe></main>
<script>
  window.received = [];
  window.addEventListener('message', (event) => {
    if (event.source === document.getElementById('signup').contentWindow) window.received.push(event.data && event.data.type);
  });
</script></body></html>`;
}

/** The form filled and sent, the terms accepted, the mailed code typed and Verify pressed. */
async function signUpAndVerify(signUp: EmbeddedRegisterFrame, person: { firstName: string; lastName: string; email: string }): Promise<void> {
  await signUp.fill({ ...person, password: PASSWORD });
  await signUp.captchaSolved.waitFor({ timeout: 30_000 });
  await signUp.signUp.click();
  await signUp.terms.getByRole('button', { name: 'Accept' }).click({ timeout: 20_000 });
  await signUp.codeModal.waitFor({ timeout: 20_000 });
  await signUp.codeModal.getByRole('textbox', { name: /Verification code/ }).fill(magicCodeOf(await waitForMail(dataDir, person.email, 1)));
  await signUp.codeModal.getByRole('button', { name: 'Verify' }).click();
}

describe('/embeddedregister in another site’s iframe', () => {
  let parent: http.Server;
  let parentUrl: string;

  beforeAll(async () => {
    // / frames the portal directly; /reference frames the example application's /embedded-sign-up.
    parent = http.createServer((request, response) => {
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      const src = request.url === '/reference' ? `${stack.exampleApps.radar.url}/embedded-sign-up` : `${stack.portalUrl}/embeddedregister?clientId=weather-radar`;
      response.end(collaborationPage(src));
    });
    await new Promise<void>((resolve) => parent.listen(0, '127.0.0.1', resolve));
    parentUrl = `http://127.0.0.1:${(parent.address() as AddressInfo).port}/`;
  });

  afterAll(async () => {
    await new Promise((resolve) => parent.close(resolve));
  });

  it('signs up, accepts the terms, verifies the code and completes, telling the parent each step in order', async () => {
    const email = `embedded.${randomBytes(4).toString('hex')}@e2e.example.com`;
    const page = await newPage();
    await page.goto(parentUrl);
    const signUp = new EmbeddedRegisterFrame(page.frameLocator('#signup'));

    await signUp.fill({ firstName: 'Grace', lastName: 'Hopper', email, password: PASSWORD });
    await signUp.captchaSolved.waitFor({ timeout: 30_000 });
    await signUp.signUp.click();

    await signUp.terms.waitFor({ timeout: 20_000 });
    await saveScreenshot(page, 'embedded-register-terms');
    await signUp.terms.getByRole('button', { name: 'Accept' }).click();

    await signUp.codeModal.waitFor({ timeout: 20_000 });
    const code = magicCodeOf(await waitForMail(dataDir, email, 1));
    await signUp.codeModal.getByRole('textbox', { name: /Verification code/ }).fill(code);
    const radar = new URL(stack.exampleApps.radar.url).origin;
    const toRadar = page.waitForRequest((request) => request.isNavigationRequest() && request.url().startsWith(`${radar}/`), { timeout: 30_000 });
    await signUp.codeModal.getByRole('button', { name: 'Verify' }).click();

    await page.waitForFunction(() => (window as unknown as { received: string[] }).received.includes('weather-sso:completed'), undefined, { timeout: 30_000 });
    const received = await page.evaluate(() => (window as unknown as { received: string[] }).received);
    expect(received).toEqual([
      'weather-sso:terms-open',
      'weather-sso:terms-close',
      'weather-sso:code-verification-open',
      'weather-sso:code-verification-close',
      'weather-sso:completed',
    ]);

    // The frame's session (a partitioned cookie) got the session token: the frame went on to the
    // radar application's callback with it. (What the application then does inside a frame is its
    // matter; the portal's other pages, a sign-in it may send the frame to, refuse any frame: ADR 0232.)
    const callback = new URL((await toRadar).url());
    expect(callback.searchParams.get('token')).toMatch(/^\S{16,}$/);
  });

  it('takes a new user of a domain whose enterprise requires a second factor through enrolling one in the frame, then completes (ADR 0903)', async () => {
    const enterprise = await verifiedEnterprise(stack, 'embedded-2fa', []);
    const admin = await signInToApi(stack.apiUrl, new URL(stack.portalUrl).origin, enterprise.admin.email, enterprise.admin.password);
    const policy = await admin.request('PUT', `/v1/enterprises/${enterprise.id}/second-factor-policy`, { require_second_factor: true });
    expect(policy.status).toBe(200);
    const email = `embedded.${randomBytes(4).toString('hex')}@${enterprise.domain}`;
    const page = await newPage();
    await page.goto(parentUrl);
    const frame = page.frameLocator('#signup');
    const signUp = new EmbeddedRegisterFrame(frame);
    await signUpAndVerify(signUp, { firstName: 'Mary', lastName: 'Jackson', email });

    // No session before the second step: the frame stays on the sign-up and asks for a factor.
    await frame.getByText('Your organisation requires two-step sign-in. Add a second way to sign in to continue.').waitFor({ timeout: 20_000 });
    await frame.getByRole('button', { name: 'Set up an authenticator app' }).click();
    const secret = await frame.getByRole('textbox', { name: 'Secret' }).inputValue();
    await frame.getByRole('textbox', { name: 'Code from the app' }).fill(totpCode(secret));
    const radar = new URL(stack.exampleApps.radar.url).origin;
    const toRadar = page.waitForRequest((request) => request.isNavigationRequest() && request.url().startsWith(`${radar}/`), { timeout: 30_000 });
    await frame.getByRole('button', { name: 'Confirm and sign in' }).click();
    await frame.getByRole('list', { name: 'Your recovery codes' }).waitFor();
    await frame.getByRole('checkbox', { name: 'I have saved these codes' }).check();
    await frame.getByRole('button', { name: 'Continue', exact: true }).click();

    await page.waitForFunction(() => (window as unknown as { received: string[] }).received.includes('weather-sso:completed'), undefined, { timeout: 30_000 });
    expect(await page.evaluate(() => (window as unknown as { received: string[] }).received)).toEqual([
      'weather-sso:terms-open',
      'weather-sso:terms-close',
      'weather-sso:code-verification-open',
      'weather-sso:code-verification-close',
      'weather-sso:completed',
    ]);
    expect(new URL((await toRadar).url()).searchParams.get('token')).toMatch(/^\S{16,}$/);
  });

  it('ends with the framed example application signed in, on a desktop and on a phone (reference flow)', async () => {
    const page = await newPage();
    for (const viewport of [{ width: 1366, height: 768 }, { width: 390, height: 844 }]) {
      await page.setViewportSize(viewport);
      await page.goto(`${parentUrl}reference`);
      const email = `embedded.${viewport.width}.${randomBytes(4).toString('hex')}@e2e.example.com`;
      const frame = page.frameLocator('#signup');
      const signUp = new EmbeddedRegisterFrame(frame);
      await signUpAndVerify(signUp, { firstName: 'Katherine', lastName: 'Johnson', email });

      // The example application's own signed-in text, inside the frame of the other site.
      await frame.getByText(`Signed in as ${email}`).waitFor({ timeout: 30_000 });
      expect(await frame.getByText('You are not signed in.').count()).toBe(0);
      if (viewport.width === 390) await saveScreenshot(page, 'embedded-register-signed-in-phone');
    }
  });

  it('has no accessibility violation of any impact framed in the example application, English and Italian, desktop and phone', async () => {
    // axe checks the framed page with its parent: the portal's landmarks must not repeat the site's.
    const findings: string[] = [];
    for (const locale of ['en-US', 'it-IT']) {
      // One load per language; the viewport is resized, the frame lays itself out again.
      const page = await newPage({ locale });
      await page.goto(`${parentUrl}reference`);
      const frame = page.frameLocator('#signup');
      await frame.locator('altcha-widget').waitFor();
      await frame.locator('h1').waitFor();
      for (const viewport of [{ name: 'desktop', width: 1366, height: 768 }, { name: 'phone', width: 390, height: 844 }]) {
        await page.setViewportSize(viewport);
        for (const violation of await accessibilityViolations(page)) {
          findings.push(`${locale} ${viewport.name}: ${violation.id} (${violation.impact}) at ${violation.targets.join(', ')}`);
        }
      }
    }
    expect(findings).toEqual([]);
  });

  it('sends an address that already has an account to sign-in inside the frame and posts login', async () => {
    const page = await newPage();
    await page.goto(parentUrl);
    const signUp = new EmbeddedRegisterFrame(page.frameLocator('#signup'));

    await signUp.fill({ firstName: 'Reader', lastName: 'Known', email: stack.users.reader.email, password: PASSWORD });
    await signUp.captchaSolved.waitFor({ timeout: 30_000 });
    await signUp.signUp.click();

    await page.frameLocator('#signup').getByRole('button', { name: 'Sign in', exact: true }).waitFor({ timeout: 20_000 });
    expect(await page.evaluate(() => (window as unknown as { received: string[] }).received)).toEqual(['weather-sso:login']);
  });
});
