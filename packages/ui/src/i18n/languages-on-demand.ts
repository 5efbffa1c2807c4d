import type { BackendModule, i18n as I18n, ReadCallback, ResourceKey } from 'i18next';
import { messages } from '@weather/validation';
import { commonEn } from './catalogues/common';
import { errorsEn } from './catalogues/errors';
import { type Language, isLanguage } from './languages';
import { type CreateI18nOptions, createPortalI18n } from './portal-i18n';

export type { Language };

/** One language's texts by namespace, e.g. `{ common: {...}, shell: {...} }`. */
export type LanguageTexts = Readonly<Record<string, ResourceKey>>;

/** Fetches the texts of a language the page does not carry (a lazy chunk). */
export type LanguageTextsLoader = (language: Language) => Promise<LanguageTexts>;

/** The shared namespaces (common, validation, errors) in English, the language every page carries. */
export const portalEnglishTexts: LanguageTexts = { common: commonEn, validation: messages, errors: errorsEn };

/** The shared namespaces in a language other than English, fetched when first needed (one chunk). */
export async function loadPortalTexts(language: Language): Promise<LanguageTexts> {
  if (language === 'en') return portalEnglishTexts;
  const { commonIt, validationIt, errorsIt } = await import('./catalogues/italian');
  return { common: commonIt, validation: validationIt, errors: errorsIt };
}

/**
 * An i18next backend that fetches a language's texts the first time i18next needs them (at start
 * for a person who reads Italian, or when they switch), once per language; changeLanguage waits for
 * it. A namespace the loader does not know (a remote's, registered with its routes) is left alone.
 */
export function languagesOnDemand(load: LanguageTextsLoader): BackendModule {
  const loading = new Map<Language, Promise<LanguageTexts>>();
  return {
    type: 'backend',
    callbackApi: true,
    init: () => undefined,
    read(language: string, namespace: string, callback: ReadCallback) {
      if (!isLanguage(language)) {
        callback(null, false);
        return;
      }
      let texts = loading.get(language);
      if (!texts) {
        texts = load(language);
        loading.set(language, texts);
        // A failed download is tried again at the next need (a later switch).
        texts.catch(() => loading.delete(language));
      }
      texts.then(
        (byNamespace) => callback(null, byNamespace[namespace] ?? false),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
      );
    },
  };
}

export interface AppTexts {
  /** The app's own namespaces in English, carried by the page. */
  english: LanguageTexts;
  /** The app's namespaces in another language, fetched with the shared ones. */
  load: LanguageTextsLoader;
}

/**
 * The portal's i18n instance (createI18n) carrying English only, for a page whose first download
 * counts (the shell: /login, issue 32): a person who reads Italian gets it in one more chunk before
 * the first render, and a switch of language waits for its texts. Resolves once the texts of the
 * language shown are in (or failed to arrive: then English shows).
 */
export async function createI18nOnDemand(options: CreateI18nOptions, app: AppTexts): Promise<I18n> {
  const load: LanguageTextsLoader = async (language) => {
    const [shared, own] = await Promise.all([loadPortalTexts(language), app.load(language)]);
    return { ...shared, ...own };
  };
  const i18n = createPortalI18n(options, { resources: { en: { ...portalEnglishTexts, ...app.english } }, backend: languagesOnDemand(load) });
  // Named, so a later switch fetches the app's namespaces too, not only the shared ones.
  await i18n.loadNamespaces(Object.keys(app.english));
  return i18n;
}
