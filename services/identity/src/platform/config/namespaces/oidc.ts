import { type ConfigOf, group, variable } from '../config-schema';
import { duration } from '../parsers';

/**
 * Lifetimes of the OpenID Connect provider's tokens (issue 28, docs/adr/0801), in seconds. Nothing
 * here is a secret: the provider signs with the hand-off's signing keys and stores its state in the database.
 */
export const oidcSchema = group(
  {
    /** An access token (opaque, checked at userinfo and introspection). */
    accessTokenTtlSeconds: variable('OIDC_ACCESS_TOKEN_TTL', duration, { default: 10 * 60 }),
    /** An ID token. */
    idTokenTtlSeconds: variable('OIDC_ID_TOKEN_TTL', duration, { default: 60 * 60 }),
    /** A refresh token; each use rotates it, and the new one lives this long again. */
    refreshTokenTtlSeconds: variable('OIDC_REFRESH_TOKEN_TTL', duration, { default: 14 * 86400 }),
    /** The provider's own sign-in session (its cookie), bounded like the portal's session. */
    sessionTtlSeconds: variable('OIDC_SESSION_TTL', duration, { default: 7 * 86400 }),
  },
  (oidc) => (oidc.accessTokenTtlSeconds > oidc.refreshTokenTtlSeconds ? `OIDC_ACCESS_TOKEN_TTL must not be longer than OIDC_REFRESH_TOKEN_TTL (got ${oidc.accessTokenTtlSeconds}s > ${oidc.refreshTokenTtlSeconds}s)` : null),
);
export type OidcConfig = ConfigOf<typeof oidcSchema>;
