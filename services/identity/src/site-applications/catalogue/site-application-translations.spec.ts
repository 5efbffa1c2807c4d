import { catalogueLocaleOf, localizedTexts, preferredLocale, translationsOf } from './site-application-translations';

describe(preferredLocale.name, () => {
  it.each([
    ['it', 'it'],
    ['IT-it', 'it'],
    ['fr, it;q=0.4, en;q=0.3', 'it'],
    ['en;q=0.5, it;q=0.6', 'it'],
    ['en, it', 'en'],
    ['it;q=0, en;q=0.1', 'en'],
    ['it;q=abc', 'en'],
    ['*', 'en'],
    ['', 'en'],
    [undefined, 'en'],
  ])('%p prefers %p', (header, expected) => {
    expect(preferredLocale(header)).toBe(expected);
  });
});

describe(catalogueLocaleOf.name, () => {
  it('takes the profile language, else the request\'s; an impersonation takes the request\'s', () => {
    expect(catalogueLocaleOf({ locale: 'it' }, 'en', false)).toBe('it');
    expect(catalogueLocaleOf({ locale: null }, 'it', false)).toBe('it');
    expect(catalogueLocaleOf({ locale: 'xx' }, 'it', false)).toBe('it');
    expect(catalogueLocaleOf({ locale: 'it' }, 'en', true)).toBe('en');
  });
});

describe(localizedTexts.name, () => {
  const application = { name: 'Radar', description: 'Rain radar.', translations: { it: { description: 'Radar della pioggia.' } } };

  it('falls back to English text by text', () => {
    expect(localizedTexts(application, 'it')).toEqual({ name: 'Radar', description: 'Radar della pioggia.' });
    expect(localizedTexts(application, 'en')).toEqual({ name: 'Radar', description: 'Rain radar.' });
    expect(localizedTexts({ ...application, translations: null }, 'it')).toEqual({ name: 'Radar', description: 'Rain radar.' });
  });
});

describe(translationsOf.name, () => {
  it('trims, and leaves out blank texts and languages without any', () => {
    expect(translationsOf({ it: { name: ' Previsioni ', description: '  ' } })).toEqual({ it: { name: 'Previsioni' } });
    expect(translationsOf({ it: { name: '', description: null } })).toBeNull();
    expect(translationsOf({ it: null })).toBeNull();
    expect(translationsOf(null)).toBeNull();
  });
});
