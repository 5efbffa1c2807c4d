import { messageCodes } from '@weather/validation';
import { createI18n } from './create-i18n';
import { registerCatalogues } from './catalogue';
import { activityCatalogues } from './catalogues/activity';
import { commonCatalogues } from './catalogues/common';
import { errorCatalogues } from './catalogues/errors';
import { validationCatalogues } from './catalogues/validation';

/** Every leaf key of a nested catalogue, as dotted paths. */
function leafKeys(value: object, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, child]) =>
    typeof child === 'string' ? [`${prefix}${key}`] : leafKeys(child as object, `${prefix}${key}.`),
  );
}

describe('catalogues', () => {
  it.each([
    ['activity', activityCatalogues],
    ['common', commonCatalogues],
    ['errors', errorCatalogues],
    ['validation', validationCatalogues],
  ] as const)('%s has the same keys and no empty text in Italian', (_name, catalogues) => {
    expect(leafKeys(catalogues.it).sort()).toEqual(leafKeys(catalogues.en).sort());
    for (const key of leafKeys(catalogues.it)) {
      const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalogues.it);
      expect(text).not.toBe('');
    }
  });

  it('translates every validation message code', () => {
    expect(Object.keys(validationCatalogues.it).sort()).toEqual([...messageCodes].sort());
  });
});

describe(registerCatalogues.name, () => {
  it('adds an app namespace in both languages', () => {
    const i18n = createI18n({ language: 'en', storage: null });
    registerCatalogues(i18n, 'weatherApp', { en: { title: 'Forecast' }, it: { title: 'Previsioni' } });
    expect(i18n.t('title', { ns: 'weatherApp' })).toBe('Forecast');
    expect(i18n.t('title', { ns: 'weatherApp', lng: 'it' })).toBe('Previsioni');
  });
});
