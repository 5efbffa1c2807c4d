// Login CSRF in the hand-off (issue 25 item 5, ADR 0234): an attacker who obtains a session token for
// their own account and sends the link to a victim must not sign the victim in to the application as
// the attacker. The example application binds each hand-off to the browser that started it with a
// state kept in a cookie; its own sign-in link still signs a person in through the portal.
import { createAccount, signInToApi, useBrowser } from '../src/harness';
import { ExampleAppPage } from '../src/pages/example-app-page';
import { LoginPage } from '../src/pages/login-page';

const { stack, newPage } = useBrowser();
const { reader } = stack.users;
const { radar, alerts } = stack.exampleApps;

/** A return path per test, so no test depends on another's visit. */
const unique = (name: string) => `/${name}/${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/**
 * The link an attacker sends: a hand-off for the attacker's own account, fetched through the API as
 * the portal would, with the attacker's own state (or none).
 */
async function attackersLink(clientId: string, query: Record<string, string>): Promise<{ url: string; email: string }> {
  const mallory = await createAccount(stack, { label: 'mallory' });
  const api = await signInToApi(stack.apiUrl, stack.portalUrl, mallory.email, mallory.password);
  const answer = await api.request('GET', `/v1/users/me/session?${new URLSearchParams({ clientId, ...query }).toString()}`);
  if (answer.status !== 200) throw new Error(`GET /v1/users/me/session answered ${answer.status}: ${await answer.text()}`);
  const { redirect } = (await answer.json()) as { redirect: { method: string; url: string } };
  return { url: redirect.url, email: mallory.email };
}

describe('hand-off bound to the browser that started it (login CSRF)', () => {
  it("refuses a token minted for the attacker's state in the victim's browser: the victim is not signed in as the attacker", async () => {
    const attacker = await attackersLink(radar.clientId, { return: '/inbox', state: 'mallory-state-0123456789abcdef' });
    const victim = await newPage();

    const answer = await victim.goto(attacker.url);

    expect(answer?.status()).toBe(403);
    await victim.getByRole('alert').filter({ hasText: 'Sign-in refused: this sign-in was not started in this browser' }).waitFor();
    await victim.goto(`${radar.url}/inbox`);
    await victim.getByText('You are not signed in.').waitFor();
    expect(await new ExampleAppPage(victim).signedInAs(attacker.email).count()).toBe(0);
  });

  it("sends a token whose state was cut off back through the application's sign-in, unredeemed: the victim lands on the portal's sign-in", async () => {
    const attacker = await attackersLink(radar.clientId, {});
    const victim = await newPage();

    await victim.goto(attacker.url);

    await victim.waitForURL((url) => url.origin === stack.portalUrl && url.pathname === '/login');
    const login = new URL(victim.url());
    expect(login.searchParams.get('clientId')).toBe(radar.clientId);
    expect(login.searchParams.get('state')).toMatch(/^[\w-]{43}$/);
    await victim.goto(`${radar.url}/`);
    await victim.getByText('You are not signed in.').waitFor();
    expect(await new ExampleAppPage(victim).signedInAs(attacker.email).count()).toBe(0);
  });

  it("signs in through the application's own sign-in link: its state goes through the portal and comes back with the token (GET)", async () => {
    const page = await newPage();
    const returnPath = unique('radar');
    await page.goto(`${radar.url}${returnPath}`);
    await page.getByText('You are not signed in.').waitFor();

    await page.getByRole('link', { name: 'Sign in with your weather account' }).click();
    await page.waitForURL((url) => url.origin === stack.portalUrl && url.pathname === '/login');
    const state = new URL(page.url()).searchParams.get('state');
    expect(state).toMatch(/^[\w-]{43}$/);
    const sessions: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(`${stack.apiUrl}/v1/users/me/session?`)) sessions.push(request.url());
    });
    await new LoginPage(page).signInAs(reader.email, reader.password);

    await page.waitForURL((url) => url.origin === radar.url && url.pathname === returnPath);
    await new ExampleAppPage(page).signedInAs(reader.email).waitFor();
    // One hand-off, asked for with the application's state: no bounce was needed.
    expect(sessions.map((url) => new URL(url).searchParams.get('state'))).toEqual([state]);
    expect([...new URL(page.url()).searchParams.keys()].filter((name) => name === 'token' || name === 'state')).toEqual([]);
  });

  it("signs in through the application's sign-in link with a post callback URL (the state posted beside the token)", async () => {
    const page = await newPage();
    const returnPath = unique('alerts');
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url() === `${alerts.url}/auth/callback`) posts.push(request.postData() ?? '');
    });
    await page.goto(`${alerts.url}${returnPath}`);
    await page.getByRole('link', { name: 'Sign in with your weather account' }).click();
    await page.waitForURL((url) => url.origin === stack.portalUrl && url.pathname === '/login');
    const state = new URL(page.url()).searchParams.get('state');

    await new LoginPage(page).signInAs(reader.email, reader.password);

    await page.waitForURL((url) => url.origin === alerts.url && url.pathname === returnPath);
    await new ExampleAppPage(page).signedInAs(reader.email).waitFor();
    expect(posts.map((body) => new URLSearchParams(body).get('state'))).toEqual([state]);
  });
});
