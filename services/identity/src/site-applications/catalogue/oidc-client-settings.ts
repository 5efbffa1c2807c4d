/** The grants an application may use as an OpenID Connect client (issue 28). */
export const OIDC_GRANT_TYPES = ['authorization_code', 'refresh_token', 'client_credentials'] as const;
export type OidcGrantType = (typeof OIDC_GRANT_TYPES)[number];

/**
 * public: no secret (a browser or native application), PKCE with S256 required; confidential: it
 * authenticates with the catalogue's client secret (the same one the hand-off redeems with).
 */
export const OIDC_CLIENT_TYPES = ['public', 'confidential'] as const;
export type OidcClientType = (typeof OIDC_CLIENT_TYPES)[number];

/**
 * An application's settings as an OpenID Connect client of the service's provider (issue 28).
 * Stored as one JSON value on the application; null: the application signs in by hand-off only.
 */
export interface OidcClientSettings {
  /** Where the provider may send the browser back with a code: compared exactly (no prefix, no pattern). */
  redirectUris: string[];
  /** Where RP-initiated logout may send the browser back: compared exactly. */
  postLogoutRedirectUris: string[];
  grantTypes: OidcGrantType[];
  clientType: OidcClientType;
  /** Told by a signed logout token when a user's session ends (OpenID Connect Back-Channel Logout); null: not told. */
  backchannelLogoutUri: string | null;
  /** A first-party application is not asked for the user's consent; a third-party one is, once per scope set. */
  firstParty: boolean;
}
