import { isAuthenticationPath } from './middleware';

describe(isAuthenticationPath.name, () => {
  it.each(['/auth/login', '/auth/logout', '/auth/provider', '/auth/saml/{domainId}/metadata'])('is true for %s', (path) => {
    expect(isAuthenticationPath(path)).toBe(true);
  });

  it.each(['/v1/users/me', '/authors', '/v1/auth/x', '/'])('is false for %s', (path) => {
    expect(isAuthenticationPath(path)).toBe(false);
  });
});
