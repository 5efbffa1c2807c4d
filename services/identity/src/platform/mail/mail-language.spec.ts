import { toMailLanguage } from './mail-language';

describe(toMailLanguage.name, () => {
  it.each([
    ['it', 'it'],
    ['it-IT', 'it'],
    [' IT_ch ', 'it'],
    ['en-GB', 'en'],
    ['de', 'en'],
    ['', 'en'],
    [null, 'en'],
    [undefined, 'en'],
  ])('reads %j as %s', (tag, language) => {
    expect(toMailLanguage(tag)).toBe(language);
  });
});
