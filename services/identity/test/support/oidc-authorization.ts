import * as client from 'openid-client';
import type { OidcBrowser } from './oidc-browser';

/** The relying party's side of one authorization request: what it keeps to redeem the code. */
export interface PendingAuthorization {
  /** Where the browser ended up outside the identity service: the application's callback, or a portal page. */
  landed: URL;
  verifier: string;
  state: string;
}

/** Sends the browser to the authorization endpoint with PKCE and a state, following the service's redirects. */
export async function authorizeIn(browser: OidcBrowser, config: client.Configuration, redirectUri: string, parameters: Record<string, string>): Promise<PendingAuthorization> {
  const verifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    code_challenge: await client.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    ...parameters,
  });
  return { landed: await browser.navigate(url.href), verifier, state };
}

/** Redeems the code of a callback the browser brought back. */
export function redeem(config: client.Configuration, callback: URL, pending: Pick<PendingAuthorization, 'verifier' | 'state'>): Promise<client.TokenEndpointResponse & client.TokenEndpointResponseHelpers> {
  return client.authorizationCodeGrant(config, callback, { pkceCodeVerifier: pending.verifier, expectedState: pending.state });
}

/** The portal page a browser was sent to and its interaction uid. */
export function portalPage(landed: URL): { path: string; interaction: string | null; prompt: string | null } {
  return { path: landed.pathname, interaction: landed.searchParams.get('interaction'), prompt: landed.searchParams.get('prompt') };
}

/**
 * Waits for the next whole second: the provider's times (auth_time, when an interaction began) are
 * in seconds, so "a sign-in before the request" needs the two in different seconds.
 */
export async function nextSecond(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 1000 - (Date.now() % 1000) + 20));
}
