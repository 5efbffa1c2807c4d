import type { ErrorCode } from '../errors/error-code';

/** The refusals of the assertion consumer that the portal's /login explains (its `error` query value). */
export const ACS_REFUSALS = ['SAML_RESPONSE_REJECTED', 'ACCOUNT_DISABLED', 'SAML_NOT_CONFIGURED'] as const satisfies readonly ErrorCode[];
export type AcsRefusal = (typeof ACS_REFUSALS)[number];

export function isAcsRefusal(code: string): code is AcsRefusal {
  return (ACS_REFUSALS as readonly string[]).includes(code);
}

/**
 * Where a refused browser goes: the portal's /login, which shows why. The ACS is a form post from
 * the provider's page, so a JSON error would be the whole page the person sees.
 */
export function acsRefusalUrl(portalUrl: URL, code: AcsRefusal): string {
  const url = new URL('/login', portalUrl);
  url.searchParams.set('error', code);
  return url.href;
}
