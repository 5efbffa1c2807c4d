import i18next, { type BackendModule, type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGE_STORAGE_KEY, type Language, detectLanguage, fallbackLanguage, isLanguage, supportedLanguages } from './languages';

export interface CreateI18nOptions {
  /** Forces a language (tests, a standalone remote); otherwise the stored choice or the browser's. */
  language?: Language;
  storage?: Pick<Storage, 'getItem' | 'setItem'> | null;
  browserLanguages?: readonly string[];
  /** The page whose `lang` attribute follows the language, for screen readers and hyphenation. */
  document?: Document | null;
}

/** The texts an instance starts with, and where it gets the languages it does not carry. */
export interface PortalTexts {
  resources: Resource;
  /** Fetches a language missing from `resources` when it is needed (languages-on-demand.ts). */
  backend?: BackendModule;
}

/** The portal's i18n instance (create-i18n.ts) with the given texts; the `lang` and storage follow its language. */
export function createPortalI18n(options: CreateI18nOptions, texts: PortalTexts): I18n {
  const storage = options.storage === undefined ? safeLocalStorage() : options.storage;
  const page = options.document === undefined ? (typeof document === 'undefined' ? null : document) : options.document;
  const language =
    options.language ??
    detectLanguage({ storage, browserLanguages: options.browserLanguages ?? browserLanguages() });

  const instance = i18next.createInstance();
  if (texts.backend) instance.use(texts.backend);
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: fallbackLanguage,
    supportedLngs: [...supportedLanguages],
    ns: ['common', 'validation', 'errors'],
    defaultNS: 'common',
    // Given at init, so i18next resolves the language against real texts (resolvedLanguage).
    resources: texts.resources,
    // The languages not given are the backend's to fetch.
    partialBundledLanguages: texts.backend !== undefined,
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
