import type { i18n as I18n } from 'i18next';
import { commonCatalogues } from './catalogues/common';
import { errorCatalogues } from './catalogues/errors';
import { validationCatalogues } from './catalogues/validation';
import { type CreateI18nOptions, createPortalI18n } from './portal-i18n';

export type { CreateI18nOptions };

/**
 * The portal's i18n instance with the shared namespaces (common, validation, errors). Apps add
 * their own namespace with registerCatalogues, and the remotes that show the shared audit viewer its
 * `activity` namespace (kept out of here: the sign-in page would download it). Resources are bundled, so it is ready synchronously.
 */
export function createI18n(options: CreateI18nOptions = {}): I18n {
  return createPortalI18n(options, {
    resources: {
      en: { common: commonCatalogues.en, validation: validationCatalogues.en, errors: errorCatalogues.en },
      it: { common: commonCatalogues.it, validation: validationCatalogues.it, errors: errorCatalogues.it },
    },
  });
}
