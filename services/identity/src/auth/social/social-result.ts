/**
 * Why a social sign-in did not sign the person in: the `code` of the window message, a key of the
 * portal's catalogues (see the social sign-in section of docs/sign-in-contract.md).
 */
export const SOCIAL_ERROR_CODES = [
  'SOCIAL_CONSENT_DENIED',
  'SOCIAL_PROVIDER_UNAVAILABLE',
  'SOCIAL_STATE_INVALID',
  'SOCIAL_EMAIL_UNVERIFIED',
  'SOCIAL_EMAIL_MISSING',
  'ACCOUNT_DISABLED',
  'SOCIAL_SAML_REQUIRED',
] as const;
export type SocialErrorCode = (typeof SOCIAL_ERROR_CODES)[number];

/** The window message the pop-up posts to the portal; `second_step`: no session yet, the second step is due (issue 29). */
export type SocialResultMessage =
  | { type: 'weather-social-sign-in'; ok: true; provider: string; second_step?: true }
  | { type: 'weather-social-sign-in'; ok: false; provider: string; code: SocialErrorCode; loginURL?: string };

/** A refusal carried from the sign-in service to the result page. */
export class SocialSignInError extends Error {
  constructor(
    readonly code: SocialErrorCode,
    /** With SOCIAL_SAML_REQUIRED: the enterprise provider's sign-in address. */
    readonly loginURL?: string,
  ) {
    super(code);
  }
}
