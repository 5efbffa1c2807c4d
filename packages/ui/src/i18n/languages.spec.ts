import { LANGUAGE_STORAGE_KEY, detectLanguage, pickLanguage, storedLanguageOf } from './languages';

function storageWith(value: string | null): Pick<Storage, 'getItem'> {
  return { getItem: (key) => (key === LANGUAGE_STORAGE_KEY ? value : null) };
}

describe('pickLanguage', () => {
  it('takes the first supported primary tag', () => {
    expect(pickLanguage(['de-DE', 'it-IT', 'en-US'])).toBe('it');
  });

  it('falls back to English when nothing is supported', () => {
    expect(pickLanguage(['fr-FR', 'de'])).toBe('en');
    expect(pickLanguage([])).toBe('en');
  });
});

describe('detectLanguage', () => {
  it('follows the browser when nothing is stored', () => {
    expect(detectLanguage({ storage: storageWith(null), browserLanguages: ['it'] })).toBe('it');
  });

  it('prefers the stored choice over the browser', () => {
    expect(detectLanguage({ storage: storageWith('en'), browserLanguages: ['it-IT'] })).toBe('en');
  });

  it('ignores a stored value that is not a supported language', () => {
    expect(detectLanguage({ storage: storageWith('xx'), browserLanguages: ['it'] })).toBe('it');
  });

  it('survives a storage that throws', () => {
    const throwing = {
      getItem: () => {
        throw new Error('denied');
      },
    };
    expect(detectLanguage({ storage: throwing, browserLanguages: ['it'] })).toBe('it');
  });
});

describe('storedLanguageOf', () => {
  it('is the user\'s locale when the portal has that language, else null', () => {
    expect(storedLanguageOf({ locale: 'it' })).toBe('it');
    expect(storedLanguageOf({ locale: null })).toBeNull();
    expect(storedLanguageOf({ locale: 'fr' })).toBeNull();
    expect(storedLanguageOf({})).toBeNull();
    expect(storedLanguageOf(null)).toBeNull();
  });
});
