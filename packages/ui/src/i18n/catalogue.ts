import type { i18n as I18n } from 'i18next';
import type { Language } from './languages';

/**
 * The shape of a translation of an English catalogue: the same keys, any string values.
 * Typing the Italian catalogue with it makes a missing or extra key a compile error.
 */
export type Catalogue<T> = { readonly [K in keyof T]: T[K] extends string ? string : Catalogue<T[K]> };

/** One namespace in every supported language. */
export type Catalogues<T> = { readonly en: T; readonly it: Catalogue<T> };

/**
 * Adds an app's namespace to the portal's i18n instance. Each app (shell, every remote) owns its
 * texts; a remote registers them into the shell's instance when its routes load.
 */
export function registerCatalogues<T extends object>(i18n: I18n, namespace: string, catalogues: Catalogues<T>): void {
  for (const language of Object.keys(catalogues) as Language[]) {
    if (!i18n.hasResourceBundle(language, namespace)) {
      i18n.addResourceBundle(language, namespace, catalogues[language], true, false);
    }
  }
}
