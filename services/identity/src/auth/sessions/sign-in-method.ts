import type { SocialProvider } from '../social/social-provider';

/** A first step after which a second one may be due: a password, an emailed code, a social provider. */
export type FirstStepMethod = 'password' | 'code' | `social:${SocialProvider}`;

/** The factor of a completed second step (issue 29). */
export type SecondStepFactor = 'totp' | 'passkey' | 'recovery_code';

/**
 * How a browser session was signed in, stored with it (browser_sessions.sign_in_method): a password,
 * an emailed code (also the sign-ins that verify a new account by its code), a SAML identity
 * provider, a social provider, an administrator's impersonation; a first step followed by a second
 * one (`password+totp`); or a passkey alone (username-less, already two factors).
 */
export type SignInMethod = FirstStepMethod | `${FirstStepMethod}+${SecondStepFactor}` | 'saml' | 'passkey' | 'impersonation';

/** The session's method after a second step: the first step's, joined with the factor. */
export function withSecondStep(first: FirstStepMethod, factor: SecondStepFactor): SignInMethod {
  return `${first}+${factor}`;
}
