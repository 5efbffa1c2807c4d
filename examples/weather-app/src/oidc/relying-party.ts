import { createRemoteJWKSet, type JWTVerifyGetKey } from 'jose';
import * as client from 'openid-client';
import { type LogoutRequest, verifyLogoutToken } from './logout-token';
import type { PendingSignIn } from './pending-sign-ins';

export interface OidcRelyingPartyOptions {
  /** The provider's issuer: the identity service's PUBLIC_API_URL + /oidc; discovery is beneath it. */
  issuerUrl: string;
  clientId: string;
  /** The catalogue's client secret (a confidential client, client_secret_basic); null: a public client. */
  clientSecret: string | null;
  /** This application's callback, registered exactly in the catalogue's redirect URIs. */
  redirectUri: string;
  /** Where the provider sends the browser after RP-initiated logout, registered exactly too. */
  postLogoutRedirectUri: string;
  scope?: string;
}

/**
 * The ID token's verified claims, the userinfo endpoint's claims of the same subject (the provider
 * puts the profile and email claims there, not in the ID token, when an access token is issued), and
 * the ID token itself for the logout's id_token_hint.
 */
export interface OidcSignedIn {
  claims: client.IDToken;
  userinfo: client.UserInfoResponse;
  idToken: string;
}

/** The relying party's side of the protocol, as the application's routes use it. */
export interface OidcRelyingParty {
  /** Where to send the browser to sign in: code flow, PKCE S256, state and nonce of this sign-in. */
  authorizationUrl(signIn: Pick<PendingSignIn, 'codeVerifier' | 'state' | 'nonce'>): Promise<URL>;
  /** Checks the callback's query (state, iss), redeems the code with the verifier and verifies the ID token (nonce). */
  finishSignIn(callbackUrl: URL, signIn: PendingSignIn): Promise<OidcSignedIn>;
  /** The provider's end_session_endpoint for RP-initiated logout. */
  endSessionUrl(idToken: string | null): Promise<URL>;
  /** A verified back-channel logout token. */
  verifyLogoutToken(logoutToken: string): Promise<LogoutRequest>;
}

export const DEFAULT_SCOPE = 'openid email profile role';

/**
 * openid-client v6 against the identity service's provider. Discovery runs on first use and is kept;
 * a failed discovery is tried again next time, so the application may start before the provider.
 * Plain http is allowed only for a loopback issuer (the local stack of `npm start`).
 */
export function createOidcRelyingParty(options: OidcRelyingPartyOptions): OidcRelyingParty {
  let discovered: Promise<{ config: client.Configuration; keys: JWTVerifyGetKey }> | null = null;

  function discover() {
    discovered ??= (async () => {
      const issuer = new URL(options.issuerUrl);
      const insecure = issuer.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(issuer.hostname);
      const config = await client.discovery(
        issuer,
        options.clientId,
        options.clientSecret === null ? { token_endpoint_auth_method: 'none' } : { client_secret: options.clientSecret },
        options.clientSecret === null ? client.None() : client.ClientSecretBasic(options.clientSecret),
        insecure ? { execute: [client.allowInsecureRequests] } : undefined,
      );
      const jwksUri = config.serverMetadata().jwks_uri;
      if (!jwksUri) throw new Error('The provider publishes no jwks_uri');
      return { config, keys: createRemoteJWKSet(new URL(jwksUri)) };
    })().catch((error: unknown) => {
      discovered = null;
      throw error;
    });
    return discovered;
  }

  return {
    async authorizationUrl({ codeVerifier, state, nonce }) {
      const { config } = await discover();
      return client.buildAuthorizationUrl(config, {
        redirect_uri: options.redirectUri,
        scope: options.scope ?? DEFAULT_SCOPE,
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      });
    },

    async finishSignIn(callbackUrl, signIn) {
      const { config } = await discover();
      // openid-client sends the callback's own address as the token request's redirect_uri, which
      // must be the registered one exactly: the server sees only a path, so the address is rebuilt.
      const current = new URL(options.redirectUri);
      current.search = callbackUrl.search;
      const tokens = await client.authorizationCodeGrant(config, current, {
        pkceCodeVerifier: signIn.codeVerifier,
        expectedState: signIn.state,
        expectedNonce: signIn.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims || !tokens.id_token) throw new Error('The token answer has no ID token');
      // The subject must be the ID token's: openid-client refuses a userinfo answer for another one.
      const userinfo = await client.fetchUserInfo(config, tokens.access_token, claims.sub);
      return { claims, userinfo, idToken: tokens.id_token };
    },

    async endSessionUrl(idToken) {
      const { config } = await discover();
      return client.buildEndSessionUrl(config, {
        post_logout_redirect_uri: options.postLogoutRedirectUri,
        ...(idToken ? { id_token_hint: idToken } : { client_id: options.clientId }),
      });
    },

    async verifyLogoutToken(logoutToken) {
      const { config, keys } = await discover();
      return verifyLogoutToken(logoutToken, { issuer: config.serverMetadata().issuer, audience: options.clientId, keys });
    },
  };
}
