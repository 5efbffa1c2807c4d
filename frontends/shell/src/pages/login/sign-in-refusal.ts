/**
 * The refusals the API's SAML assertion consumer sends the browser to /login with (`?error=`,
 * services/identity/src/saml/acs-refusal.ts). Only these codes are shown: the query is anyone's to write.
 */
const SIGN_IN_REFUSALS = ['SAML_RESPONSE_REJECTED', 'ACCOUNT_DISABLED', 'SAML_NOT_CONFIGURED'] as const;
export type SignInRefusal = (typeof SIGN_IN_REFUSALS)[number];

export function signInRefusalOf(search: URLSearchParams): SignInRefusal | null {
  const code = search.get('error');
  return SIGN_IN_REFUSALS.find((refusal) => refusal === code) ?? null;
}
