import { paths } from './paths';
import { waitsForSessionCheck } from './waits-for-session-check';

describe(waitsForSessionCheck.name, () => {
  it.each([paths.login, `${paths.login}/`, paths.secondStep, paths.forgot, paths.register])('is true for %s, a page behind PublicOnly', (path) => {
    expect(waitsForSessionCheck(path)).toBe(true);
  });

  it.each([paths.root, paths.embeddedRegister, paths.consent, '/verify/abc', paths.maintenance, paths.logout, '/login-help'])('is false for %s', (path) => {
    expect(waitsForSessionCheck(path)).toBe(false);
  });
});
