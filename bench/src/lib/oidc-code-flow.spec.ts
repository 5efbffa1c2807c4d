import { basicCredentials, claimsOfJwt, codeOfCallback } from './oidc-code-flow';
import { UnexpectedAnswer } from './operation-load';

const REDIRECT_URI = 'http://localhost:4400/auth/callback';

describe('codeOfCallback', () => {
  it('answers the code of a response at the redirect URI with the same state', () => {
    expect(codeOfCallback(new URL(`${REDIRECT_URI}?code=abc&state=s1&iss=http%3A%2F%2F127.0.0.1%2Foidc`), REDIRECT_URI, 's1')).toBe('abc');
  });

  it.each([
    ['another address', 'http://127.0.0.1:8080/login?interaction=uid', /left for http:\/\/127\.0\.0\.1:8080\/login/],
    ['an error', `${REDIRECT_URI}?error=login_required&error_description=no+session&state=s1`, /login_required: no session/],
    ['another state', `${REDIRECT_URI}?code=abc&state=s2`, /another state/],
    ['no code', `${REDIRECT_URI}?state=s1`, /no code/],
  ])('refuses %s as a wrong answer', (_case, callback, message) => {
    const refuse = () => codeOfCallback(new URL(callback), REDIRECT_URI, 's1');
    expect(refuse).toThrow(UnexpectedAnswer);
    expect(refuse).toThrow(message);
  });
});

describe('claimsOfJwt', () => {
  it('reads the payload of a JWT and refuses what is not one', () => {
    const payload = Buffer.from(JSON.stringify({ sub: 'u1', nonce: 'n1' })).toString('base64url');

    expect(claimsOfJwt(`eyJhbGciOiJFUzI1NiJ9.${payload}.c2ln`)).toEqual({ sub: 'u1', nonce: 'n1' });
    expect(() => claimsOfJwt('opaque-token')).toThrow(UnexpectedAnswer);
  });
});

describe('basicCredentials', () => {
  it('form-urlencodes each part before base64 (RFC 6749 §2.3.1)', () => {
    const decoded = Buffer.from(basicCredentials('weather bench', 'a:b/c').slice('Basic '.length), 'base64').toString('utf8');

    expect(decoded).toBe('weather+bench:a%3Ab%2Fc');
  });
});
