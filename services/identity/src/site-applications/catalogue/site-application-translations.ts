import { SUPPORTED_LOCALES, type SupportedLocale } from '@weather/validation';

/** The catalogue's own language: `name` and `description` are written in it and are required (SPEC §3, §5). */
export const CATALOGUE_LANGUAGE = 'en' satisfies SupportedLocale;

/** The portal's other languages, in which an application's texts are optional (issue 31 #6, docs/adr/1005). */
export type TranslatedLocale = Exclude<SupportedLocale, typeof CATALOGUE_LANGUAGE>;
export const TRANSLATED_LOCALES = SUPPORTED_LOCALES.filter((locale): locale is TranslatedLocale => locale !== CATALOGUE_LANGUAGE);

/** An application's name and description in one language; a missing one falls back to English. */
export interface SiteApplicationTexts {
  name?: string;
  description?: string;
}

/** Stored as one JSON value on the application; a language without texts is left out. */
export type SiteApplicationTranslations = Partial<Record<TranslatedLocale, SiteApplicationTexts>>;

/** The name and description a person reading `locale` sees: theirs where written, else the English ones. */
export function localizedTexts(
  application: { name: string; description: string; translations: SiteApplicationTranslations | null },
  locale: SupportedLocale,
): { name: string; description: string } {
  const texts = locale === CATALOGUE_LANGUAGE ? undefined : application.translations?.[locale];
  return { name: texts?.name ?? application.name, description: texts?.description ?? application.description };
}

/**
 * The supported language an Accept-Language header prefers most (RFC 9110 §12.5.4: by q-value, then
 * by order; a region is ignored, `it-CH` is `it`); English when it names none of them.
 */
export function preferredLocale(acceptLanguage: string | null | undefined): SupportedLocale {
  let best: { locale: SupportedLocale; q: number } | null = null;
  for (const part of (acceptLanguage ?? '').split(',').slice(0, 20)) {
    const [tag = '', ...parameters] = part.split(';');
    const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
    const locale = SUPPORTED_LOCALES.find((candidate) => candidate === primary);
    if (!locale) continue;
    const qParameter = parameters.map((parameter) => parameter.trim().toLowerCase()).find((parameter) => parameter.startsWith('q='));
    const q = qParameter === undefined ? 1 : Number(qParameter.slice(2));
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { locale, q };
  }
  return best?.locale ?? CATALOGUE_LANGUAGE;
}

/**
 * The language of a signed-in person's catalogue texts: the one stored in their profile (the portal
 * shows it too, docs/adr/0803), else the one their portal asks for. An administrator impersonating
 * someone keeps their own language in the portal, so their portal's request decides then.
 */
export function catalogueLocaleOf(person: { locale: string | null }, acceptLanguage: string | null | undefined, impersonated: boolean): SupportedLocale {
  const stored = SUPPORTED_LOCALES.find((locale) => locale === person.locale);
  return stored && !impersonated ? stored : preferredLocale(acceptLanguage);
}

/** The stored form of the input: trimmed, a blank text left out, a language without texts left out; null when none is left. */
export function translationsOf(input: Partial<Record<TranslatedLocale, { name?: string | null; description?: string | null } | null>> | null): SiteApplicationTranslations | null {
  const stored: SiteApplicationTranslations = {};
  for (const locale of TRANSLATED_LOCALES) {
    const texts = input?.[locale];
    const name = texts?.name?.trim();
    const description = texts?.description?.trim();
    const kept: SiteApplicationTexts = { ...(name ? { name } : {}), ...(description ? { description } : {}) };
    if (Object.keys(kept).length > 0) stored[locale] = kept;
  }
  return Object.keys(stored).length > 0 ? stored : null;
}
