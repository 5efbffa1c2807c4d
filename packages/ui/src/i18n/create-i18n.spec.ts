import { messages } from '@weather/validation';
import { LANGUAGE_STORAGE_KEY } from './languages';
import { createI18n } from './create-i18n';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    values,
  };
}

describe(createI18n.name, () => {
  it('starts in the browser language and sets the page language', () => {
    const sut = createI18n({ storage: memoryStorage(), browserLanguages: ['it-IT'], document });
    expect(sut.language).toBe('it');
    expect(document.documentElement.lang).toBe('it');
    expect(sut.t('language.label')).toBe('Lingua');
  });

  it('translates validation codes, English from the validation package', () => {
    const sut = createI18n({ language: 'en', storage: null });
    expect(sut.t('LOGIN_PASSWORD_BLANK', { ns: 'validation' })).toBe(messages.LOGIN_PASSWORD_BLANK);
    expect(sut.t('LOGIN_PASSWORD_BLANK', { ns: 'validation', lng: 'it' })).toBe('La password non può essere vuota');
  });

  it('remembers a switched language and updates the page', async () => {
    const storage = memoryStorage();
    const sut = createI18n({ language: 'en', storage, document });
    await sut.changeLanguage('it');
    expect(storage.values.get(LANGUAGE_STORAGE_KEY)).toBe('it');
    expect(document.documentElement.lang).toBe('it');
    expect(sut.t('notifications.dismiss')).toBe('Chiudi');
  });

  it('prefers a remembered choice over the browser', () => {
    const sut = createI18n({ storage: memoryStorage({ [LANGUAGE_STORAGE_KEY]: 'en' }), browserLanguages: ['it'] });
    expect(sut.language).toBe('en');
  });
});
