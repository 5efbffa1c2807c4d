/**
 * How the application answers the identity service's authorization checks, so the launcher's card
 * states can be shown and tested: allow (200), deny (403), down (503), silent (never answers, the
 * service's timeout decides).
 */
export const AUTHORIZATION_MODES = ['allow', 'deny', 'down', 'silent'] as const;
export type AuthorizationMode = (typeof AUTHORIZATION_MODES)[number];

export function isAuthorizationMode(value: unknown): value is AuthorizationMode {
  return typeof value === 'string' && (AUTHORIZATION_MODES as readonly string[]).includes(value);
}
