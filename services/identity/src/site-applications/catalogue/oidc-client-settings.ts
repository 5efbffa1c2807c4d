import type { OidcClientType, OidcGrantType } from '@weather/validation';

/**
 * The grants (authorization_code, refresh_token, client_credentials) and the client types (public:
 * no secret, PKCE with S256 required; confidential: it authenticates with the catalogue's client
 * secret, the one the hand-off redeems with). One list, in @weather/validation, for the rules the
 * API and the admin form share (issue 28).
 */
export { OIDC_CLIENT_TYPES, OIDC_GRANT_TYPES, type OidcClientType, type OidcGrantType } from '@weather/validation';

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
