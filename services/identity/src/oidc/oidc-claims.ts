import type { AccountClaims } from 'oidc-provider';
import { publicAvatarPath } from '../users/avatar/avatar-id';
import type { User } from '../users/user.entity';

/** The scopes the provider knows, and the claims each one releases (OpenID Connect Core §5.4; `role` is ours). */
export const OIDC_SCOPE_CLAIMS = {
  // act and amr: always released with the subject (an impersonation's administrator, see oidcClaimsOf;
  // how the session signed in, from the provider's session).
  openid: ['sub', 'act', 'amr'],
  email: ['email', 'email_verified'],
  profile: ['name', 'given_name', 'family_name', 'zoneinfo', 'locale', 'picture'],
  role: ['role'],
} as const;

/** The scopes of discovery: the claim scopes and offline_access (refresh tokens). */
export const OIDC_SCOPES = [...Object.keys(OIDC_SCOPE_CLAIMS), 'offline_access'];

/**
 * The subject of a user: the public uuid, stable for the account's life and the same `sub` as the
 * hand-off's JWTs, so an application moving from the hand-off to OpenID Connect keeps its users.
 */
export function oidcSubjectOf(user: Pick<User, 'uuid'>): string {
  return user.uuid;
}

/**
 * The `picture` of a user with an avatar: the image's public, unguessable address under the API's
 * public URL (docs/adr/0803), which changes with every new image; undefined without an avatar.
 */
export function oidcPictureOf(user: Pick<User, 'avatarId'>, publicApiUrl: URL): string | undefined {
  // PUBLIC_API_URL may carry a path (behind a proxy): append to it, as the issuer does.
  return user.avatarId ? `${publicApiUrl.href.replace(/\/$/, '')}${publicAvatarPath(user.avatarId)}` : undefined;
}

/**
 * Everything the provider may release about a user; it keeps only what the granted scopes allow.
 * `act` (RFC 8693 §4.1) names the administrator of an impersonated session, whatever the scopes: an
 * application must know who really acts. `locale` and `picture` only when the user has them (the
 * chosen language, an avatar; docs/adr/0803).
 */
export function oidcClaimsOf(user: User, actor: Pick<User, 'uuid'> | null, publicApiUrl: URL): AccountClaims {
  const picture = oidcPictureOf(user, publicApiUrl);
  const name = `${user.firstName} ${user.lastName}`.trim();
  return {
    sub: oidcSubjectOf(user),
    email: user.email,
    email_verified: user.isVerified,
    name,
    given_name: user.firstName,
    family_name: user.lastName,
    ...(user.timezone ? { zoneinfo: user.timezone.name } : {}),
    ...(user.locale ? { locale: user.locale } : {}),
    ...(picture ? { picture } : {}),
    role: user.role,
    ...(actor ? { act: { sub: oidcSubjectOf(actor) } } : {}),
  };
}
