import { createHmac } from 'node:crypto';
import * as client from 'openid-client';
import { OidcPayload } from '../src/oidc/oidc-payload.entity';
import { SigningKeysService } from '../src/site-applications/signing-keys/signing-keys.service';
import type { OidcClientSettings } from '../src/site-applications/catalogue/oidc-client-settings';
import { saveOidcApplication } from './support/oidc-application';
import { OidcBrowser } from './support/oidc-browser';
import { type TestApp } from './support/test-app';
import { discoverOidcClient, startListeningOidcApp } from './support/listening-oidc-app';
import { authorizeIn } from './support/oidc-authorization';

const PASSWORD = 'a long enough password';
const RP = 'http://rp.weather.example:4400';
const REDIRECT_URI = `${RP}/auth/callback`;
const POST_LOGOUT_URI = `${RP}/signed-out`;

/**
 * The OpenID Connect provider (docs/adr/0801) through openid-client as the relying party, against
 * the real app listening on a port, with a session made by the real sign-in.
 */
describe('OpenID Connect provider', () => {
  let t: TestApp;
  let api: string;
  let issuer: string;

  beforeAll(async () => {
    ({ t, api, issuer } = await startListeningOidcApp());
  });

  afterAll(async () => {
    await t?.close();
  });

  function application(settings: Partial<OidcClientSettings> = {}): Promise<{ clientId: string; secret: string }> {
    return saveOidcApplication(t.dataSource, RP, {
      redirectUris: [REDIRECT_URI],
      postLogoutRedirectUris: [POST_LOGOUT_URI],
      grantTypes: ['authorization_code', 'refresh_token', 'client_credentials'],
      clientType: 'confidential',
      backchannelLogoutUri: null,
      firstParty: true,
      ...settings,
    });
  }

  function discover(clientId: string, secret: string | null): Promise<client.Configuration> {
    return discoverOidcClient(issuer, clientId, secret);
  }

  async function signedInBrowser(): Promise<{ browser: OidcBrowser; subject: string; email: string }> {
    const user = await t.createUser({ password: PASSWORD, firstName: 'Grace', lastName: 'Hopper' });
    const browser = new OidcBrowser(api);
    await browser.signIn(user.email, PASSWORD);
    return { browser, subject: user.uuid, email: user.email };
  }

  /** Authorization with PKCE through the browser; answers the callback URL the application receives. */
  async function authorize(config: client.Configuration, browser: OidcBrowser, parameters: Record<string, string> = {}): Promise<{ callback: URL; verifier: string; state: string }> {
    const { landed, verifier, state } = await authorizeIn(browser, config, REDIRECT_URI, { scope: 'openid email profile role', ...parameters });
    return { callback: landed, verifier, state };
  }

  async function signInThroughOidc(config: client.Configuration): Promise<{ tokens: client.TokenEndpointResponse & client.TokenEndpointResponseHelpers; subject: string; email: string; browser: OidcBrowser }> {
    const { browser, subject, email } = await signedInBrowser();
    const { callback, verifier, state } = await authorize(config, browser);
    const tokens = await client.authorizationCodeGrant(config, callback, { pkceCodeVerifier: verifier, expectedState: state });
    return { tokens, subject, email, browser };
  }

  it('publishes discovery under /oidc and at the root, with ES256 only and the JWKS of the signing keys', async () => {
    const below = (await (await fetch(`${issuer}/.well-known/openid-configuration`)).json()) as Record<string, unknown>;
    const root = (await (await fetch(`${api}/.well-known/openid-configuration`)).json()) as Record<string, unknown>;

    expect(below.issuer).toBe(issuer);
    expect(root).toEqual(below);
    expect(below.id_token_signing_alg_values_supported).toEqual(['ES256']);
    expect(below.code_challenge_methods_supported).toEqual(['S256']);
    expect(below.token_endpoint).toBe(`${issuer}/token`);
    const providerJwks = (await (await fetch(below.jwks_uri as string)).json()) as { keys: { kid: string }[] };
    const handOffJwks = (await (await fetch(`${api}/.well-known/jwks.json`)).json()) as { keys: { kid: string }[] };
    expect(providerJwks.keys.map((key) => key.kid).sort()).toEqual(handOffJwks.keys.map((key) => key.kid).sort());
    expect(JSON.stringify(providerJwks)).not.toContain('"d"');
  });

  it('signs in a portal user with code + PKCE, and answers the claims at userinfo', async () => {
    const { clientId, secret } = await application();
    const config = await discover(clientId, secret);

    const { tokens, subject, email } = await signInThroughOidc(config);
    const claims = tokens.claims();
    const userinfo = await client.fetchUserInfo(config, tokens.access_token, subject);

    expect(claims?.sub).toBe(subject);
    expect(claims?.aud).toBe(clientId);
    expect(userinfo).toMatchObject({ sub: subject, email, email_verified: true, name: 'Grace Hopper', given_name: 'Grace', family_name: 'Hopper', role: 'USER' });
    expect(tokens.refresh_token).toEqual(expect.any(String));
  });

  it('sends a browser without a portal session to the portal sign-in with the interaction, and finishes once signed in', async () => {
    const { clientId, secret } = await application();
    const config = await discover(clientId, secret);
    const user = await t.createUser({ password: PASSWORD });
    const browser = new OidcBrowser(api);
    const verifier = client.randomPKCECodeVerifier();
    const url = client.buildAuthorizationUrl(config, { redirect_uri: REDIRECT_URI, scope: 'openid', code_challenge: await client.calculatePKCECodeChallenge(verifier), code_challenge_method: 'S256' });

    const portal = await browser.navigate(url.href);
    expect(`${portal.origin}${portal.pathname}`).toBe(new URL('/login', t.config.portalUrl).href);
    const uid = portal.searchParams.get('interaction') ?? '';
    expect(uid).not.toBe('');

    await browser.signIn(user.email, PASSWORD);
    const callback = await browser.navigate(`${api}/oidc/interaction/${uid}`);
    const tokens = await client.authorizationCodeGrant(config, callback, { pkceCodeVerifier: verifier });
    expect(tokens.claims()?.sub).toBe(user.uuid);
  });

  it('sends a user who must change a temporary password to the portal, not on to the application', async () => {
    const { clientId, secret } = await application();
    const config = await discover(clientId, secret);
    const user = await t.createUser({ password: PASSWORD, isForceResetPassword: true });
    const browser = new OidcBrowser(api);
    await browser.signIn(user.email, PASSWORD);

    const { callback } = await authorize(config, browser);

    expect(`${callback.origin}${callback.pathname}`).toBe(new URL('/login', t.config.portalUrl).href);
    expect(callback.searchParams.get('interaction')).not.toBeNull();
  });

  it('rotates the refresh token, and a reused one revokes the whole grant', async () => {
    const { clientId, secret } = await application();
    const config = await discover(clientId, secret);
    const { tokens } = await signInThroughOidc(config);

    const first = await client.refreshTokenGrant(config, tokens.refresh_token ?? '');
    expect(first.refresh_token).toEqual(expect.any(String));
    expect(first.refresh_token).not.toBe(tokens.refresh_token);

    await expect(client.refreshTokenGrant(config, tokens.refresh_token ?? '')).rejects.toMatchObject({ error: 'invalid_grant' });
    // The reuse revoked the grant: the rotated token is refused too.
    await expect(client.refreshTokenGrant(config, first.refresh_token ?? '')).rejects.toMatchObject({ error: 'invalid_grant' });
  });

  it('gives a confidential client an access token for itself (client credentials)', async () => {
    const { clientId, secret } = await application();
    const config = await discover(clientId, secret);

    const tokens = await client.clientCredentialsGrant(config);

    expect(tokens.access_token).toEqual(expect.any(String));
    expect(tokens.token_type.toLowerCase()).toBe('bearer');
  });

  it('introspects and revokes a confidential client’s own tokens', async () => {
    const { clientId, secret } = await application();
    const config = await discover(clientId, secret);
    const { tokens, subject } = await signInThroughOidc(config);

    const active = await client.tokenIntrospection(config, tokens.access_token);
    expect(active).toMatchObject({ active: true, sub: subject, client_id: clientId });

    await client.tokenRevocation(config, tokens.access_token);
    expect((await client.tokenIntrospection(config, tokens.access_token)).active).toBe(false);
    await expect(client.fetchUserInfo(config, tokens.access_token, subject)).rejects.toBeDefined();

    const other = await application();
    const otherConfig = await discover(other.clientId, other.secret);
    const { tokens: othersTokens } = await signInThroughOidc(otherConfig);
    expect((await client.tokenIntrospection(config, othersTokens.access_token)).active).toBe(false);
  });

  it('ends the session at end_session and sends the browser to the registered post-logout URI', async () => {
    const { clientId, secret } = await application();
    const config = await discover(clientId, secret);
    const { tokens, browser } = await signInThroughOidc(config);

    const endUrl = client.buildEndSessionUrl(config, { id_token_hint: tokens.id_token ?? '', post_logout_redirect_uri: POST_LOGOUT_URI, state: 'bye' });
    const page = await browser.fetch(endUrl.href);
    expect(page.status).toBe(200);
    const html = await page.text();
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1] ?? '';
    expect(xsrf).not.toBe('');
    const confirmed = await browser.fetch(`${issuer}/session/end/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ xsrf, logout: 'yes' }).toString(),
    });
    const landing = await browser.navigate(new URL(confirmed.headers.get('location') ?? '', issuer).href);

    expect(`${landing.origin}${landing.pathname}`).toBe(POST_LOGOUT_URI);
    expect(landing.searchParams.get('state')).toBe('bye');
  });

  it('follows a key rotation: the new key is in the provider\'s JWKS at once, as in the hand-off\'s', async () => {
    const rotated = await t.app.get(SigningKeysService).rotate();

    const providerJwks = (await (await fetch(`${issuer}/jwks`)).json()) as { keys: { kid: string }[] };

    expect(providerJwks.keys.map((key) => key.kid)).toContain(rotated.kid);
  });

  describe('refusals', () => {
    let clientId: string;
    let secret: string;
    let config: client.Configuration;

    beforeAll(async () => {
      ({ clientId, secret } = await application());
      config = await discover(clientId, secret);
    });

    it.each([
      ['a trailing slash', `${REDIRECT_URI}/`],
      ['another port', 'http://rp.weather.example:4401/auth/callback'],
      ['a path suffix', `${REDIRECT_URI}/more`],
      ['an added query', `${REDIRECT_URI}?next=/`],
      ['another host', 'http://evil.example/auth/callback'],
    ])('refuses a redirect_uri not registered: %s', async (_case, redirectUri) => {
      const { browser } = await signedInBrowser();
      const verifier = client.randomPKCECodeVerifier();
      const url = client.buildAuthorizationUrl(config, { redirect_uri: redirectUri, scope: 'openid', code_challenge: await client.calculatePKCECodeChallenge(verifier), code_challenge_method: 'S256' });

      const response = await browser.fetch(url.href);

      // Never redirected to an unregistered address: the error is shown by the provider itself.
      expect(response.headers.get('location')).toBeNull();
      expect(response.status).toBe(400);
      expect(await response.text()).toContain('redirect_uri did not match any of the client');
    });

    it('refuses a code exchanged without its PKCE verifier, or with a wrong one', async () => {
      const { browser } = await signedInBrowser();
      const { callback, state } = await authorize(config, browser);
      await expect(client.authorizationCodeGrant(config, callback, { expectedState: state })).rejects.toMatchObject({ error: 'invalid_grant' });

      const again = await authorize(config, browser);
      await expect(client.authorizationCodeGrant(config, again.callback, { pkceCodeVerifier: client.randomPKCECodeVerifier(), expectedState: again.state })).rejects.toMatchObject({ error: 'invalid_grant' });
    });

    it('refuses a code used twice, and revokes the tokens issued from it', async () => {
      const { browser, subject } = await signedInBrowser();
      const { callback, verifier, state } = await authorize(config, browser);
      const tokens = await client.authorizationCodeGrant(config, callback, { pkceCodeVerifier: verifier, expectedState: state });

      await expect(client.authorizationCodeGrant(config, callback, { pkceCodeVerifier: verifier, expectedState: state })).rejects.toMatchObject({ error: 'invalid_grant' });
      await expect(client.fetchUserInfo(config, tokens.access_token, subject)).rejects.toBeDefined();
    });

    it('refuses an expired code', async () => {
      const { browser } = await signedInBrowser();
      const { callback, verifier, state } = await authorize(config, browser);
      const code = callback.searchParams.get('code') ?? '';
      // The code's 60 s, gone by: the stored row says when it expires, and an expired row is never answered.
      const moved = await t.dataSource.getRepository(OidcPayload).update({ kind: 'AuthorizationCode', id: code }, { expiresAt: new Date(Date.now() - 1000) });
      expect(moved.affected).toBe(1);

      await expect(client.authorizationCodeGrant(config, callback, { pkceCodeVerifier: verifier, expectedState: state })).rejects.toMatchObject({ error: 'invalid_grant' });
    });

    it.each([
      ['the none algorithm', 'none'],
      ['HS256 keyed with the client secret', 'HS256'],
    ])('refuses at userinfo a token signed with %s', async (_case, alg) => {
      const { tokens, subject } = await signInThroughOidc(config);
      const claims = tokens.claims();
      const encode = (value: object): string => Buffer.from(JSON.stringify(value)).toString('base64url');
      const now = Math.floor(Date.now() / 1000);
      const body = `${encode({ alg, typ: 'at+jwt' })}.${encode({ iss: issuer, sub: subject, aud: clientId, client_id: clientId, scope: 'openid email', iat: now, exp: now + 600, jti: 'forged' })}`;
      const signature = alg === 'none' ? '' : createHmac('sha256', secret).update(body).digest('base64url');
      const forged = `${body}.${signature}`;
      expect(claims?.sub).toBe(subject);

      await expect(client.fetchUserInfo(config, forged, subject)).rejects.toBeDefined();
      const answer = await fetch(`${issuer}/me`, { headers: { authorization: `Bearer ${forged}` } });
      expect(answer.status).toBe(401);
      expect(answer.headers.get('www-authenticate')).toMatch(/error="invalid_token"/);
      // The real token still works: the refusal is the forged token's, not the session's.
      expect(await client.fetchUserInfo(config, tokens.access_token, subject)).toMatchObject({ sub: subject });
    });

    it('refuses the code of another client', async () => {
      const { browser } = await signedInBrowser();
      const { callback, verifier, state } = await authorize(config, browser);
      const other = await application();
      const otherConfig = await discover(other.clientId, other.secret);

      await expect(client.authorizationCodeGrant(otherConfig, callback, { pkceCodeVerifier: verifier, expectedState: state })).rejects.toMatchObject({ error: 'invalid_grant' });
    });

    it('refuses a wrong client secret', async () => {
      const wrong = await discover(clientId, `${secret}-not`);
      await expect(client.clientCredentialsGrant(wrong)).rejects.toMatchObject({ error: 'invalid_client' });
    });

    it('refuses a public client’s authorization request without PKCE', async () => {
      const publicClient = await application({ clientType: 'public', grantTypes: ['authorization_code', 'refresh_token'] });
      const publicConfig = await discover(publicClient.clientId, null);
      const { browser } = await signedInBrowser();
      const url = client.buildAuthorizationUrl(publicConfig, { redirect_uri: REDIRECT_URI, scope: 'openid', state: 'no-pkce' });

      const callback = await browser.navigate(url.href);

      expect(`${callback.origin}${callback.pathname}`).toBe(REDIRECT_URI);
      expect(callback.searchParams.get('error')).toBe('invalid_request');
      expect(callback.searchParams.get('error_description')).toMatch(/PKCE/);
    });

    it('refuses a public client at introspection', async () => {
      const publicClient = await application({ clientType: 'public', grantTypes: ['authorization_code'] });
      const publicConfig = await discover(publicClient.clientId, null);
      const { tokens } = await signInThroughOidc(publicConfig);

      expect((await client.tokenIntrospection(publicConfig, tokens.access_token)).active).toBe(false);
    });
  });
});
