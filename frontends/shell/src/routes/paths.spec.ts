import { passwordUpdatePath, paths, signInRequestOf, withSignInQuery } from './paths';

describe('the sign-in query', () => {
  it('writes only the values that are set, under their query names', () => {
    expect(withSignInQuery(paths.login, { clientId: 'radar', returnPath: '/maps?x=1', seq: null, state: 'abc', interaction: undefined, prompt: 'login' })).toBe(
      '/login?clientId=radar&return=%2Fmaps%3Fx%3D1&state=abc&prompt=login',
    );
    expect(withSignInQuery(paths.secondStep, {})).toBe('/login/second-step');
  });

  it('reads back what it wrote, and nothing else of the query', () => {
    const written = withSignInQuery(paths.login, { clientId: 'radar', returnPath: '/maps', seq: '3', state: 's', interaction: 'uid-1', prompt: 'login' });
    const search = new URLSearchParams(`${written.slice(written.indexOf('?'))}&utm_source=mail`);

    expect(withSignInQuery(paths.secondStep, signInRequestOf(search))).toBe(written.replace(paths.login, paths.secondStep));
  });

  it('gives /password/update the hand-off and the interaction', () => {
    expect(passwordUpdatePath({ clientId: 'radar', returnPath: null, interaction: 'uid-1' })).toBe('/password/update?clientId=radar&interaction=uid-1');
  });
});
