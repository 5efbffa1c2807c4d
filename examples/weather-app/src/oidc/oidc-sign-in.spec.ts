import { ExampleApp } from '../example-app';
import type { HandoffClient } from '../handoff-client';
import { LogoutTokenError, type LogoutRequest } from './logout-token';
import type { PendingSignIn } from './pending-sign-ins';
import type { OidcRelyingParty, OidcSignedIn } from './relying-party';

const AUTHORIZE = 'http://id.test/oidc/auth';
const END_SESSION = 'http://id.test/oidc/session/end';

/**
 * The relying party as the routes see it: it records what it was asked and answers as openid-client
 * would for a callback whose state is the pending sign-in's. The protocol itself is tested against
 * the real provider in the e2e suites.
 */
class RecordingRelyingParty implements OidcRelyingParty {
  readonly authorizations: Array<Pick<PendingSignIn, 'codeVerifier' | 'state' | 'nonce'>> = [];
  readonly endSessions: Array<string | null> = [];
  claims: OidcSignedIn['claims'] = { iss: 'http://id.test/oidc', sub: 'user-7', aud: 'weather-forecast', iat: 1, exp: 2, sid: 'sid-1', amr: ['pwd'] };
  userinfo: OidcSignedIn['userinfo'] = { sub: 'user-7', email: 'ada@example.com', name: 'Ada Lovelace' };
  logouts = new Map<string, LogoutRequest>();
  discoveryFails = false;

  async authorizationUrl(signIn: Pick<PendingSignIn, 'codeVerifier' | 'state' | 'nonce'>): Promise<URL> {
    if (this.discoveryFails) throw new Error('connect ECONNREFUSED');
    this.authorizations.push(signIn);
    return new URL(`${AUTHORIZE}?state=${signIn.state}`);
  }

  async finishSignIn(callbackUrl: URL, signIn: PendingSignIn): Promise<OidcSignedIn> {
    if (callbackUrl.searchParams.get('state') !== signIn.state) throw new Error('unexpected "state" response parameter value');
    return { claims: this.claims, userinfo: this.userinfo, idToken: 'id-token-of-ada' };
  }

  async endSessionUrl(idToken: string | null): Promise<URL> {
    this.endSessions.push(idToken);
    return new URL(END_SESSION);
  }

  async verifyLogoutToken(logoutToken: string): Promise<LogoutRequest> {
    const found = this.logouts.get(logoutToken);
    if (!found) throw new LogoutTokenError('The logout token did not verify: signature verification failed');
    return found;
  }
}

const noHandoff: HandoffClient = {
  redeem: () => Promise.reject(new Error('an OpenID Connect application redeems no hand-off token')),
};

let sut: ExampleApp;
let relyingParty: RecordingRelyingParty;
let base: string;

beforeEach(async () => {
  relyingParty = new RecordingRelyingParty();
  sut = new ExampleApp({ clientId: 'weather-forecast', webhookSecret: 'w', authorizationMode: 'allow', handoff: noHandoff, portalUrl: null, oidc: relyingParty });
  base = `http://127.0.0.1:${await sut.listen(0)}`;
});

afterEach(() => sut.close());

const get = (path: string, cookie?: string) => fetch(`${base}${path}`, { redirect: 'manual', headers: cookie ? { cookie } : {} });
const post = (path: string, body: string, cookie?: string) =>
  fetch(`${base}${path}`, { method: 'POST', redirect: 'manual', body, headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) } });
const cookieOf = (response: Response, name: string) => (response.headers.getSetCookie().find((value) => value.startsWith(`${name}=`)) ?? '').split(';')[0];

async function signIn(returnPath = '/week'): Promise<{ session: string; state: string }> {
  const start = await get(`/auth/sign-in?return=${encodeURIComponent(returnPath)}`);
  const state = new URL(start.headers.get('location') ?? '').searchParams.get('state') ?? '';
  const callback = await get(`/auth/oidc/callback?code=c&state=${state}`, cookieOf(start, 'weather-forecast_oidc_sign_in'));
  expect(callback.status).toBe(303);
  return { session: cookieOf(callback, 'weather-forecast_session'), state };
}

describe('the OpenID Connect mode of the example application', () => {
  it("starts a sign-in at the provider's authorization endpoint with fresh PKCE, state and nonce, kept for this browser", async () => {
    const response = await get('/auth/sign-in?return=%2Fweek');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toMatch(new RegExp(`^${AUTHORIZE}\\?state=`));
    expect(response.headers.getSetCookie().join()).toMatch(/weather-forecast_oidc_sign_in=[\w-]{43}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=600/);
    await get('/auth/sign-in');
    const [first, second] = relyingParty.authorizations;
    expect(first.codeVerifier).toMatch(/^[\w-]{43,128}$/);
    expect(new Set([first.codeVerifier, second.codeVerifier]).size).toBe(2);
    expect(new Set([first.state, second.state, first.nonce, second.nonce]).size).toBe(4);
  });

  it("signs the person in with the ID token's claims and goes to the return path", async () => {
    const start = await get('/auth/sign-in?return=%2Fweek');
    const state = new URL(start.headers.get('location') ?? '').searchParams.get('state') ?? '';
    const callback = await get(`/auth/oidc/callback?code=c&state=${state}`, cookieOf(start, 'weather-forecast_oidc_sign_in'));
    expect(callback.status).toBe(303);
    expect(callback.headers.get('location')).toBe('/week');
    expect(callback.headers.getSetCookie().join()).toContain('weather-forecast_oidc_sign_in=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0');
    const page = await (await get('/week', cookieOf(callback, 'weather-forecast_session'))).text();
    expect(page).toContain('Signed in as <strong>ada@example.com</strong>');
    expect(page).toContain('<dd data-testid="claim-sub">user-7</dd>');
    expect(page).toContain('<dd data-testid="claim-amr">[&#34;pwd&#34;]</dd>');
    expect(page).toContain('<dd data-testid="userinfo-name">Ada Lovelace</dd>');
    expect(page).toContain('<form method="post" action="/auth/sign-out">');
  });

  it('refuses a callback this browser did not start, and the same callback twice', async () => {
    const start = await get('/auth/sign-in');
    const cookie = cookieOf(start, 'weather-forecast_oidc_sign_in');
    const state = new URL(start.headers.get('location') ?? '').searchParams.get('state') ?? '';
    expect((await get(`/auth/oidc/callback?code=c&state=${state}`)).status).toBe(403);
    expect((await get(`/auth/oidc/callback?code=c&state=${state}`, cookie)).status).toBe(303);
    const replay = await get(`/auth/oidc/callback?code=c&state=${state}`, cookie);
    expect(replay.status).toBe(403);
    expect(await replay.text()).toContain('not started in this browser');
  });

  it("shows the library's refusal (another state) and opens no session", async () => {
    const start = await get('/auth/sign-in');
    const callback = await get('/auth/oidc/callback?code=c&state=planted', cookieOf(start, 'weather-forecast_oidc_sign_in'));
    expect(callback.status).toBe(401);
    expect(await callback.text()).toContain('Sign-in failed: unexpected &#34;state&#34;');
    expect(cookieOf(callback, 'weather-forecast_session')).toBe('');
  });

  it('says so when the provider cannot be reached', async () => {
    relyingParty.discoveryFails = true;
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await get('/auth/sign-in');
    expect(response.status).toBe(502);
    expect(await response.text()).toContain('the identity service cannot be reached');
  });

  it('signs out: the session ends here, then RP-initiated logout with the ID token as hint', async () => {
    const { session } = await signIn();
    const response = await post('/auth/sign-out', '', session);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(END_SESSION);
    expect(relyingParty.endSessions).toEqual(['id-token-of-ada']);
    expect(await (await get('/', session)).text()).toContain('You are not signed in.');
  });

  it("ends the sessions of the provider's session on a back-channel logout, and refuses the same token twice", async () => {
    const { session } = await signIn();
    relyingParty.claims = { ...relyingParty.claims, sid: 'sid-2' };
    const other = await signIn();
    relyingParty.logouts.set('logout-1', { sub: 'user-7', sid: 'sid-1', jti: 'j1', exp: Math.floor(Date.now() / 1000) + 120 });

    const response = await post('/auth/oidc/backchannel-logout', 'logout_token=logout-1');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await (await get('/', session)).text()).toContain('You are not signed in.');
    expect(await (await get('/', other.session)).text()).toContain('Signed in as');

    const replay = await post('/auth/oidc/backchannel-logout', 'logout_token=logout-1');
    expect(replay.status).toBe(400);
    expect(await replay.json()).toEqual({ error: 'invalid_request', error_description: 'The logout token was used before' });
  });

  it('ends every session of the subject for a logout token without a sid', async () => {
    const first = await signIn();
    const second = await signIn();
    relyingParty.logouts.set('logout-sub', { sub: 'user-7', sid: null, jti: 'j2', exp: Math.floor(Date.now() / 1000) + 120 });
    expect((await post('/auth/oidc/backchannel-logout', 'logout_token=logout-sub')).status).toBe(200);
    for (const { session } of [first, second]) expect(await (await get('/', session)).text()).toContain('You are not signed in.');
  });

  it('refuses a logout token that does not verify, or none, with the protocol error', async () => {
    const { session } = await signIn();
    const forged = await post('/auth/oidc/backchannel-logout', 'logout_token=forged');
    expect(forged.status).toBe(400);
    expect(await forged.json()).toMatchObject({ error: 'invalid_request' });
    expect((await post('/auth/oidc/backchannel-logout', '')).status).toBe(400);
    expect(await (await get('/', session)).text()).toContain('Signed in as');
  });

  it("sends a hand-off token from the portal's launcher through its own OpenID Connect sign-in, unredeemed", async () => {
    const response = await get('/auth/callback?token=launcher-token');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/auth/sign-in?return=%2F');
  });

  it('offers its own sign-in link on the signed-out page, with no portal address needed', async () => {
    expect(await (await get('/week')).text()).toContain('href="/auth/sign-in?return=%2Fweek"');
  });
});
