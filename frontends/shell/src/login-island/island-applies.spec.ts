import { type IslandSurroundings, loginIslandApplies } from './island-applies';

const english: IslandSurroundings = { pathname: '/login', search: '', storage: null, browserLanguages: ['en-GB'] };

describe(loginIslandApplies.name, () => {
  it('applies to plain /login, with or without a trailing slash or a hand-off query', () => {
    expect(loginIslandApplies(english)).toBe(true);
    expect(loginIslandApplies({ ...english, pathname: '/login/' })).toBe(true);
    expect(loginIslandApplies({ ...english, search: '?clientId=weather-radar&return=%2Ftoday&seq=2&state=abc' })).toBe(true);
  });

  it('does not apply to other pages', () => {
    for (const pathname of ['/', '/login/second-step', '/forgot', '/register', '/appLauncher']) {
      expect(loginIslandApplies({ ...english, pathname })).toBe(false);
    }
  });

  it('does not apply when the query changes the page: a prefilled email, a refusal, an interaction', () => {
    for (const search of ['?email=ada%40example.com', '?error=ACCOUNT_DISABLED', '?interaction=abc&prompt=login', '?email=']) {
      expect(loginIslandApplies({ ...english, search })).toBe(false);
    }
  });

  it('applies to a person who reads English only, by the stored choice first, as the shell decides', () => {
    const stored = (value: string) => ({ getItem: () => value });
    expect(loginIslandApplies({ ...english, browserLanguages: ['it-IT', 'en'] })).toBe(false);
    expect(loginIslandApplies({ ...english, browserLanguages: ['fr-FR'] })).toBe(true);
    expect(loginIslandApplies({ ...english, storage: stored('it'), browserLanguages: ['en'] })).toBe(false);
    expect(loginIslandApplies({ ...english, storage: stored('en'), browserLanguages: ['it'] })).toBe(true);
  });
});
