import * as client from 'openid-client';
import type { DataSource } from 'typeorm';
import { saveOidcApplication } from './oidc-application';
import type { OidcBrowser } from './oidc-browser';

export type Tokens = client.TokenEndpointResponse & client.TokenEndpointResponseHelpers;

/** A confidential first-party application at `rp` with refresh tokens, as openid-client sees it after discovery. */
export interface RelyingParty {
  config: client.Configuration;
  clientId: string;
  redirectUri: string;
  postLogoutRedirectUri: string;
}

/** Registers an application at `rp` (its callback and post-logout URIs under it) and discovers the provider for it. */
export async function relyingParty(dataSource: DataSource, issuer: string, rp: string, backchannelLogoutUri: string | null): Promise<RelyingParty> {
  const redirectUri = `${rp}/auth/callback`;
  const postLogoutRedirectUri = `${rp}/signed-out`;
  const { clientId, secret } = await saveOidcApplication(dataSource, rp, {
    redirectUris: [redirectUri],
    postLogoutRedirectUris: [postLogoutRedirectUri],
    grantTypes: ['authorization_code', 'refresh_token'],
    clientType: 'confidential',
    backchannelLogoutUri,
    firstParty: true,
  });
  const config = await client.discovery(new URL(issuer), clientId, secret, undefined, { execute: [client.allowInsecureRequests] });
  return { config, clientId, redirectUri, postLogoutRedirectUri };
}

/** The code flow with PKCE in `browser` (which must hold a portal session), through to the tokens. */
export async function signInTo(rp: RelyingParty, browser: OidcBrowser, scope = 'openid email'): Promise<Tokens> {
  const verifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const url = client.buildAuthorizationUrl(rp.config, {
    redirect_uri: rp.redirectUri,
    scope,
    code_challenge: await client.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
  });
  const callback = await browser.navigate(url.href);
  return client.authorizationCodeGrant(rp.config, callback, { pkceCodeVerifier: verifier, expectedState: state });
}

/** An authorization with prompt=none: the error the application gets back, or null when it got a code. */
export async function silentSignInError(rp: RelyingParty, browser: OidcBrowser): Promise<string | null> {
  const url = client.buildAuthorizationUrl(rp.config, { redirect_uri: rp.redirectUri, scope: 'openid', prompt: 'none', code_challenge: await client.calculatePKCECodeChallenge(client.randomPKCECodeVerifier()), code_challenge_method: 'S256' });
  const callback = await browser.navigate(url.href);
  return callback.searchParams.get('error');
}
