import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { commonCatalogues } from './catalogues/common';
import { errorCatalogues } from './catalogues/errors';
import { validationCatalogues } from './catalogues/validation';
import { LANGUAGE_STORAGE_KEY, type Language, detectLanguage, fallbackLanguage, isLanguage, supportedLanguages } from './languages';

export interface CreateI18nOptions {
  /** Forces a language (tests, a standalone remote); otherwise the stored choice or the browser's. */
  language?: Language;
  storage?: Pick<Storage, 'getItem' | 'setItem'> | null;
  browserLanguages?: readonly string[];
  /** The page whose `lang` attribute follows the language, for screen readers and hyphenation. */
  document?: Document | null;
}

/**
 * The portal's i18n instance with the shared namespaces (common, validation, errors). Apps add
 * their own namespace with registerCatalogues, and the remotes that show the shared audit viewer its
 * `activity` namespace (kept out of here: the sign-in page would download it). Resources are bundled, so it is ready synchronously.
 */
export function createI18n(options: CreateI18nOptions = {}): I18n {
  const storage = options.storage === undefined ? safeLocalStorage() : options.storage;
  const page = options.document === undefined ? (typeof document === 'undefined' ? null : document) : options.document;
  const language =
    options.language ??
    detectLanguage({ storage, browserLanguages: options.browserLanguages ?? browserLanguages() });

  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: fallbackLanguage,
    supportedLngs: [...supportedLanguages],
    ns: ['common', 'validation', 'errors'],
    defaultNS: 'common',
    // Given at init, so i18next resolves the language against real texts (resolvedLanguage).
    resources: {
      en: { common: commonCatalogues.en, validation: validationCatalogues.en, errors: errorCatalogues.en },
      it: { common: commonCatalogues.it, validation: validationCatalogues.it, errors: errorCatalogues.it },
    },
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });

  if (page) page.documentElement.lang = language;
  instance.on('languageChanged', (next: string) => {
    if (!isLanguage(next)) return;
    if (page) page.documentElement.lang = next;
    try {
      storage?.setItem(LANGUAGE_STORAGE_KEY, next);
    } catch {
      // The choice simply is not remembered when storage is unavailable.
    }
  });
  return instance;
}

function safeLocalStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}
