/** The social sign-in providers whose pop-ups the login page offers (SPEC §7). */
export const SOCIAL_PROVIDERS = ['facebook', 'linkedin'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** SPEC §9: the pop-up is 700x550. */
export const SOCIAL_POPUP_FEATURES = 'popup,width=700,height=550';

/** Codes the API's result page may post (docs/adr/0213); anything else reads as a generic failure. */
const KNOWN_CODES = [
  'SOCIAL_CONSENT_DENIED',
  'SOCIAL_PROVIDER_UNAVAILABLE',
  'SOCIAL_STATE_INVALID',
  'SOCIAL_EMAIL_UNVERIFIED',
  'SOCIAL_EMAIL_MISSING',
  'ACCOUNT_DISABLED',
  'SOCIAL_SAML_REQUIRED',
] as const;
export type SocialErrorCode = (typeof KNOWN_CODES)[number] | 'UNKNOWN';

/** `secondStep`: the first step passed but no session started; the second step comes next (issue 29). */
export type SocialResult = { ok: true; secondStep: boolean } | { ok: false; code: SocialErrorCode; loginURL?: string };

/**
 * The result of a pop-up, if the message is one: from the API's origin exactly and of the expected
 * shape. A message from any other origin or of another shape is not ours and is ignored (null).
 */
export function socialResultOf(event: Pick<MessageEvent, 'origin' | 'data'>, apiOrigin: string): SocialResult | null {
  if (event.origin !== apiOrigin) return null;
  const data: unknown = event.data;
  if (typeof data !== 'object' || data === null) return null;
  const { type, ok, code, loginURL, second_step: secondStep } = data as Record<string, unknown>;
  if (type !== 'weather-social-sign-in' || typeof ok !== 'boolean') return null;
  if (ok) return { ok: true, secondStep: secondStep === true };
  if (code === 'SOCIAL_SAML_REQUIRED') {
    // The enterprise sign-in is an API address (/auth/saml/{domainId}/login): no other place is followed.
    const onApi = typeof loginURL === 'string' && URL.canParse(loginURL) && new URL(loginURL).origin === apiOrigin;
    return onApi ? { ok: false, code, loginURL } : { ok: false, code: 'UNKNOWN' };
  }
  return { ok: false, code: (KNOWN_CODES as readonly unknown[]).includes(code) ? (code as SocialErrorCode) : 'UNKNOWN' };
}
