import { createServer, type Server } from 'node:http';
import { codeOf, type SmtpInbox, startSmtpInbox } from '@weather/test-peers';
import { createRemoteJWKSet, decodeJwt, jwtVerify } from 'jose';
import * as client from 'openid-client';
import { BrowserSession } from '../src/auth/sessions/browser-session.entity';
import { OidcSessionExpiry } from '../src/oidc/oidc-session-expiry';
import { User } from '../src/users/user.entity';
import { enterpriseAdmin } from './support/enterprises';
import { basicAuth, createApplication } from './support/hand-off';
import { saveOidcApplication } from './support/oidc-application';
import { OidcBrowser } from './support/oidc-browser';
import { freePort } from './support/processes';
import { CSRF, type TestApp } from './support/test-app';
import { discoverOidcClient, startListeningOidcApp } from './support/listening-oidc-app';
import { authorizeIn } from './support/oidc-authorization';

const PASSWORD = 'a long enough password';
const NEW_PASSWORD = 'Another-Long-Enough-Passw0rd!';
const RP = 'http://rp.weather.example:4400';
const REDIRECT_URI = `${RP}/auth/callback`;
const XHR = { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' };

/**
 * The provider's sessions beside the portal's (docs/adr/0801): amr, sub, and what ending a portal
 * session does to the provider's sessions, refresh tokens and the applications (back-channel logout
 * received by a real HTTP listener), through openid-client as the relying party.
 */
describe('OpenID Connect sessions', () => {
  let t: TestApp;
  let api: string;
  let issuer: string;
  let listener: Server;
  let backchannelUri: string;
  let inbox: SmtpInbox;
  const logoutTokens: string[] = [];

  beforeAll(async () => {
    listener = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        const token = new URLSearchParams(body).get('logout_token');
        if (token) logoutTokens.push(token);
        response.writeHead(200).end();
      });
    });
    const listenerPort = await freePort();
    await new Promise<void>((resolve) => listener.listen(listenerPort, '127.0.0.1', resolve));
    backchannelUri = `http://127.0.0.1:${listenerPort}/backchannel-logout`;
    inbox = await startSmtpInbox();
    ({ t, api, issuer } = await startListeningOidcApp({ OUTBOUND_ALLOWED_HOSTS: '127.0.0.1', SMTP_URL: inbox.url }));
  });

  afterAll(async () => {
    await t?.close();
    await new Promise((resolve) => listener?.close(resolve));
    await inbox?.close();
  });

  async function application(): Promise<client.Configuration> {
    const { clientId, secret } = await saveOidcApplication(t.dataSource, RP, {
      redirectUris: [REDIRECT_URI],
      postLogoutRedirectUris: [],
      grantTypes: ['authorization_code', 'refresh_token'],
      clientType: 'confidential',
      backchannelLogoutUri: backchannelUri,
      firstParty: true,
    });
    return discoverOidcClient(issuer, clientId, secret);
  }

  async function authorize(config: client.Configuration, browser: OidcBrowser, parameters: Record<string, string> = {}): Promise<{ callback: URL; verifier: string; state: string }> {
    const { landed, verifier, state } = await authorizeIn(browser, config, REDIRECT_URI, { scope: 'openid email', ...parameters });
    return { callback: landed, verifier, state };
  }

  async function signIn(config: client.Configuration, fields: Partial<User> = {}): Promise<{ browser: OidcBrowser; user: User; tokens: client.TokenEndpointResponse & client.TokenEndpointResponseHelpers }> {
    const user = await t.createUser({ password: PASSWORD, ...fields });
    const browser = new OidcBrowser(api);
    await browser.signIn(user.email, PASSWORD);
    const { callback, verifier, state } = await authorize(config, browser);
    const tokens = await client.authorizationCodeGrant(config, callback, { pkceCodeVerifier: verifier, expectedState: state });
    return { browser, user, tokens };
  }

  // First: the instances' own timers fire a minute after the start and would take the sweep's lease.
  it('sends a back-channel logout when the portal session expires, from one of two instances', async () => {
    const config = await application();
    const { user, tokens } = await signIn(config);
    const sid = tokens.claims()?.sid;
    logoutTokens.length = 0;
    await t.dataSource.getRepository(BrowserSession).update({ userId: user.id }, { expiresAt: new Date(Date.now() - 1_000) });

    const sibling = await t.sibling();
    try {
      const ran = await Promise.all([t, sibling].map((app) => app.app.get(OidcSessionExpiry).runScheduled()));
      expect(ran.filter(Boolean)).toHaveLength(1);
    } finally {
      await sibling.close();
    }

    expect(logoutTokens.map((token) => decodeJwt(token))).toEqual([expect.objectContaining({ sub: user.uuid, sid })]);
    await expect(client.refreshTokenGrant(config, tokens.refresh_token ?? '')).rejects.toMatchObject({ error: 'invalid_grant' });
  });

  it('sends one back-channel logout when a sign-out and the sweep end the same expired session at once', async () => {
    const config = await application();
    const { browser, user } = await signIn(config);
    logoutTokens.length = 0;
    await t.dataSource.getRepository(BrowserSession).update({ userId: user.id }, { expiresAt: new Date(Date.now() - 1_000) });

    await Promise.all([browser.fetch(`${api}/auth/logout`, { method: 'POST', headers: XHR }), t.app.get(OidcSessionExpiry).sweep(), t.app.get(OidcSessionExpiry).sweep()]);

    expect(logoutTokens).toHaveLength(1);
  });

  it('gives a password session amr ["pwd"], and the user\'s uuid as sub', async () => {
    const config = await application();
    const { user, tokens } = await signIn(config);

    expect(tokens.claims()).toMatchObject({ sub: user.uuid, amr: ['pwd'] });
    expect(tokens.claims()).not.toHaveProperty('act');
    const sessions = await t.dataSource.getRepository(BrowserSession).findBy({ userId: user.id });
    expect(sessions.map((session) => session.signInMethod)).toEqual(['password']);
  });

  it('ends the provider side at portal sign-out: a verified back-channel logout, the refresh token refused, no silent sign-in', async () => {
    const config = await application();
    const { browser, user, tokens } = await signIn(config);
    const sid = tokens.claims()?.sid;
    logoutTokens.length = 0;

    const startedAt = Date.now();
    const logout = await browser.fetch(`${api}/auth/logout`, { method: 'POST', headers: XHR });
    expect(logout.status).toBeLessThan(300);
    expect(Date.now() - startedAt).toBeLessThan(3_500);

    expect(logoutTokens).toHaveLength(1);
    const jwks = createRemoteJWKSet(new URL(`${issuer}/jwks`));
    const { payload } = await jwtVerify(logoutTokens[0], jwks, { issuer, audience: config.clientMetadata().client_id });
    expect(payload).toMatchObject({ sub: user.uuid, sid, events: { 'http://schemas.openid.net/event/backchannel-logout': {} } });
    expect(payload).not.toHaveProperty('nonce');

    await expect(client.refreshTokenGrant(config, tokens.refresh_token ?? '')).rejects.toMatchObject({ error: 'invalid_grant' });
    const silent = await authorize(config, browser, { prompt: 'none' });
    expect(silent.callback.searchParams.get('error')).toBe('login_required');
  });

  it('revokes the refresh tokens at a password change', async () => {
    const config = await application();
    const { browser, tokens } = await signIn(config);

    const change = await browser.fetch(`${api}/v1/users/me`, { method: 'PATCH', headers: XHR, body: JSON.stringify({ oldPassword: PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }) });
    expect(change.status).toBeLessThan(300);

    await expect(client.refreshTokenGrant(config, tokens.refresh_token ?? '')).rejects.toMatchObject({ error: 'invalid_grant' });
  });

  it("refuses the refresh token of a disabled user", async () => {
    const config = await application();
    const { user, tokens } = await signIn(config);

    await t.dataSource.getRepository(User).update({ id: user.id }, { isDisabled: true });

    await expect(client.refreshTokenGrant(config, tokens.refresh_token ?? '')).rejects.toMatchObject({ error: 'invalid_grant' });
    expect(decodeJwt(tokens.id_token ?? '').sub).toBe(user.uuid);
  });
  /** The code of the next mail to `email` (mails to others, of other tests, are passed over). */
  async function codeMailedTo(email: string): Promise<string> {
    for (;;) {
      const mail = await inbox.take();
      if (mail.to && !Array.isArray(mail.to) && mail.to.text === email) return codeOf(mail);
    }
  }

  it('gives an emailed-code session amr ["otp"]', async () => {
    const config = await application();
    const user = await t.createUser({ password: PASSWORD });
    const browser = new OidcBrowser(api);
    await browser.fetch(`${api}/v1/users/forgot`, { method: 'POST', headers: XHR, body: JSON.stringify({ email: user.email, resetPassword: false }) });
    const code = await codeMailedTo(user.email);
    const signedIn = await browser.fetch(`${api}/v1/users/${encodeURIComponent(user.email)}`, { method: 'PATCH', headers: XHR, body: JSON.stringify({ email: user.email, magic_code: code }) });
    expect(signedIn.status).toBe(200);

    const { callback, verifier, state } = await authorize(config, browser);
    const tokens = await client.authorizationCodeGrant(config, callback, { pkceCodeVerifier: verifier, expectedState: state });

    expect(tokens.claims()).toMatchObject({ sub: user.uuid, amr: ['otp'] });
  });

  it.each([
    ['force logout', { forceLogout: true }],
    ['disabling', { disableUser: true }],
  ])("sends a back-channel logout and revokes the refresh token at %s through the enterprise's API", async (_, action) => {
    const config = await application();
    const admin = await enterpriseAdmin(t);
    const { user, tokens } = await signIn(config, { enterpriseId: admin.enterpriseId });
    logoutTokens.length = 0;

    await admin.agent.put(`/v1/enterprises/${admin.enterpriseId}/users/${user.id}`).set(CSRF).send(action).expect(200);

    expect(logoutTokens.map((token) => decodeJwt(token))).toEqual([expect.objectContaining({ sub: user.uuid, sid: tokens.claims()?.sid })]);
    await expect(client.refreshTokenGrant(config, tokens.refresh_token ?? '')).rejects.toMatchObject({ error: 'invalid_grant' });
  });

  it("gives the hand-off's JWT the ID token's sub for the same user (docs/hand-off-contract.md)", async () => {
    const config = await application();
    const { browser, user, tokens } = await signIn(config);
    const { application: handOff, credentials } = await createApplication(t);

    const session = await browser.fetch(`${api}/v1/users/me/session?clientId=${encodeURIComponent(handOff.clientId)}`);
    expect(session.status).toBe(200);
    const { token } = (await session.json()) as { token: string };
    const redeemed = await t.agent().post('/v1/handoff/redeem').set('Authorization', basicAuth(credentials.client_id, credentials.client_secret)).send({ token }).expect(200);

    expect(decodeJwt((redeemed.body as { jwt: string }).jwt).sub).toBe(tokens.claims()?.sub);
    expect(tokens.claims()?.sub).toBe(user.uuid);
  });
});
