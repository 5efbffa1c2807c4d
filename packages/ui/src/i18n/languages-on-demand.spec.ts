import { registerCatalogues } from './catalogue';
import { commonCatalogues } from './catalogues/common';
import type { Language } from './languages';
import { type LanguageTexts, createI18nOnDemand } from './languages-on-demand';

const app = {
  english: { weatherApp: { title: 'Forecast' } },
  italian: { weatherApp: { title: 'Previsioni' } },
};

function appTexts() {
  const load = jest.fn((language: Language): Promise<LanguageTexts> => Promise.resolve(language === 'it' ? app.italian : {}));
  return { english: app.english, load };
}

describe(createI18nOnDemand.name, () => {
  it('starts in English with the shared and the app texts, fetching nothing', async () => {
    const texts = appTexts();
    const i18n = await createI18nOnDemand({ language: 'en', storage: null, document: null }, texts);
    expect(i18n.t('language.label')).toBe(commonCatalogues.en.language.label);
    expect(i18n.t('title', { ns: 'weatherApp' })).toBe('Forecast');
    expect(texts.load).not.toHaveBeenCalled();
  });

  it('starts in Italian once the Italian texts (shared and the app) are in', async () => {
    const texts = appTexts();
    const i18n = await createI18nOnDemand({ language: 'it', storage: null, document: null }, texts);
    expect(i18n.t('language.label')).toBe(commonCatalogues.it.language.label);
    expect(i18n.t('LOGIN_PASSWORD_BLANK', { ns: 'validation' })).toBe('La password non può essere vuota');
    expect(i18n.t('title', { ns: 'weatherApp' })).toBe('Previsioni');
    expect(texts.load.mock.calls).toEqual([['it']]);
  });

  it('fetches Italian on a switch, once, before the language changes', async () => {
    const texts = appTexts();
    const i18n = await createI18nOnDemand({ language: 'en', storage: null, document: null }, texts);
    const seen: string[] = [];
    i18n.on('languageChanged', () => seen.push(i18n.t('title', { ns: 'weatherApp' })));

    await i18n.changeLanguage('it');
    await i18n.changeLanguage('en');
    await i18n.changeLanguage('it');

    expect(seen).toEqual(['Previsioni', 'Forecast', 'Previsioni']);
    expect(i18n.t('notifications.dismiss')).toBe('Chiudi');
    expect(texts.load).toHaveBeenCalledTimes(1);
  });

  it("leaves a namespace it does not know to the app that registers it later (a remote's)", async () => {
    const i18n = await createI18nOnDemand({ language: 'en', storage: null, document: null }, appTexts());
    await i18n.changeLanguage('it');
    // Asked for before its texts are registered: the backend has none to give.
    await i18n.loadNamespaces('account');
    registerCatalogues(i18n, 'account', { en: { title: 'Profile' }, it: { title: 'Profilo' } });
    expect(i18n.t('title', { ns: 'account' })).toBe('Profilo');
  });
});
