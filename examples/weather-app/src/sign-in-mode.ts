/**
 * How an application instance signs people in: `handoff`, the SPEC's own token hand-off
 * (docs/hand-off-contract.md), or `oidc`, the standard OpenID Connect code flow against the identity
 * service's provider under /oidc (issue 28). The catalogue row must carry OIDC settings for `oidc`.
 */
export const SIGN_IN_MODES = ['handoff', 'oidc'] as const;
export type SignInMode = (typeof SIGN_IN_MODES)[number];

export function isSignInMode(value: unknown): value is SignInMode {
  return typeof value === 'string' && (SIGN_IN_MODES as readonly string[]).includes(value);
}
