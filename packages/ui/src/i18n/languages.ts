import { SUPPORTED_LOCALES, type SupportedLocale } from '@weather/validation';

/** The interface languages (SPEC §1): English first, it is also the fallback. The list is @weather/validation's, which the API checks a user's stored locale against. */
export const supportedLanguages = SUPPORTED_LOCALES;
export type Language = SupportedLocale;
export const fallbackLanguage: Language = 'en';

/** Where a person's explicit choice is remembered, so it wins over the browser's language. */
export const LANGUAGE_STORAGE_KEY = 'weather.language';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (supportedLanguages as readonly string[]).includes(value);
}

/** The first supported language among browser tags such as `it-IT`, else the fallback. */
export function pickLanguage(tags: readonly string[]): Language {
  for (const tag of tags) {
    const primary = tag.toLowerCase().split('-')[0];
    if (isLanguage(primary)) return primary;
  }
  return fallbackLanguage;
}

export interface LanguageSources {
  storage?: Pick<Storage, 'getItem'> | null;
  browserLanguages?: readonly string[];
}

/** A stored choice first, then the browser's preferences. */
export function detectLanguage({ storage, browserLanguages = [] }: LanguageSources): Language {
  const stored = readStoredLanguage(storage);
  return stored ?? pickLanguage(browserLanguages);
}

function readStoredLanguage(storage: Pick<Storage, 'getItem'> | null | undefined): Language | null {
  try {
    const value = storage?.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : null;
  } catch {
    // Storage can throw in private modes or sandboxed frames; the browser language still applies.
    return null;
  }
}

/**
 * The language a signed-in person chose and the API stores (the User's `locale`, docs/adr/0803), when
 * it is one of the portal's; null when none is stored. Read by the shell (to use it) and the profile.
 */
export function storedLanguageOf(user: object | null): Language | null {
  const locale: unknown = user && 'locale' in user ? user.locale : null;
  return isLanguage(locale) ? locale : null;
}
