import { SUPPORTED_LOCALES, isSupportedLocale, localeRule } from './locale';

describe('localeRule', () => {
  it('accepts no language and each portal language', () => {
    expect(localeRule(null)).toBeNull();
    expect(localeRule(undefined)).toBeNull();
    for (const locale of SUPPORTED_LOCALES) expect(localeRule(locale)).toBeNull();
  });

  it('refuses another language, a region tag, another case and an empty string', () => {
    for (const value of ['fr', 'it-IT', 'IT', 'en_US', '', ' en']) expect(localeRule(value)).toBe('LOCALE_INVALID');
  });
});

describe('isSupportedLocale', () => {
  it('is English and Italian, English first', () => {
    expect(SUPPORTED_LOCALES).toEqual(['en', 'it']);
    expect(isSupportedLocale('it')).toBe(true);
    expect(isSupportedLocale(1)).toBe(false);
  });
});
