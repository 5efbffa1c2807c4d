import type { RuleResult } from './field-error';

/**
 * The portal's interface languages (SPEC §1), English first (also the fallback). One list for the
 * API (a user's stored `locale`, the OpenID Connect `locale` claim) and the portal (its catalogues).
 */
export const SUPPORTED_LOCALES = ['en', 'it'] as const;
export type SupportedLocale = (typeof SUPPORTED_LOCALES)[number];

export function isSupportedLocale(value: unknown): value is SupportedLocale {
  return typeof value === 'string' && (SUPPORTED_LOCALES as readonly string[]).includes(value);
}

/** A user's language: none stored (null) or one of the portal's languages, as its bare code (`it`, not `it-IT`). */
export function localeRule(value: string | null | undefined): RuleResult {
  if (value === null || value === undefined) return null;
  return isSupportedLocale(value) ? null : 'LOCALE_INVALID';
}
