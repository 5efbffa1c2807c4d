import type { AccountClaims } from 'oidc-provider';
import type { User } from '../users/user.entity';

/** The scopes the provider knows, and the claims each one releases (OpenID Connect Core §5.4; `role` is ours). */
export const OIDC_SCOPE_CLAIMS = {
  openid: ['sub'],
  email: ['email', 'email_verified'],
  profile: ['name', 'given_name', 'family_name', 'zoneinfo'],
  role: ['role'],
} as const;

/** The scopes of discovery: the claim scopes and offline_access (refresh tokens). */
export const OIDC_SCOPES = [...Object.keys(OIDC_SCOPE_CLAIMS), 'offline_access'];

/** The subject of a user: the user's id as a string, stable for the account's life. */
export function oidcSubjectOf(user: Pick<User, 'id'>): string {
  return String(user.id);
}

/**
 * Everything the provider may release about a user; it keeps only what the granted scopes allow.
 * Not (yet) released: `locale` (no language is stored for a user), `picture` (the avatar is served
 * only to the user's own session, at /v1/users/me/avatar, which no application could load).
 */
export function oidcClaimsOf(user: User): AccountClaims {
  const name = `${user.firstName} ${user.lastName}`.trim();
  return {
    sub: oidcSubjectOf(user),
    email: user.email,
    email_verified: user.isVerified,
    name,
    given_name: user.firstName,
    family_name: user.lastName,
    ...(user.timezone ? { zoneinfo: user.timezone.name } : {}),
    role: user.role,
  };
}
