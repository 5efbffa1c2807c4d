import { redactUrl } from './redact-url';

describe(redactUrl.name, () => {
  it.each([
    ['/auth/callback?token=abc123', '/auth/callback?token=[redacted]'],
    ['/x?seq=1&token=abc&return=%2Fy', '/x?seq=1&token=[redacted]&return=%2Fy'],
    ['/x?TOKEN=abc#frag', '/x?TOKEN=[redacted]#frag'],
    ['/x?token=a&token=b', '/x?token=[redacted]&token=[redacted]'],
    ['/x&token=abc', '/x&token=[redacted]'],
  ])('redacts %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });

  it.each([
    ['/v1/users/EQqZR1_qHMTV9wE4n1tVtFuW9a4lzPvSqlLMWuje828', '/v1/users/[redacted]'],
    ['/v1/users/EQqZR1_qHMTV9wE4n1tVtFu?token=EQqZR1&seq=1', '/v1/users/[redacted]?token=[redacted]&seq=1'],
    ['/v1/users/EQqZR1_qHMTV9wE4n1tVtFu/', '/v1/users/[redacted]/'],
    ['/v1/users/ada%40example.com', '/v1/users/[redacted]'],
    ['/v1/users/42', '/v1/users/[redacted]'],
    ['//v1//users//EQqZR1_qHMTV9wE4n1tVtFu', '//v1//users//[redacted]'],
    ['/V1/Users/EQqZR1_qHMTV9wE4n1tVtFu', '/V1/Users/[redacted]'],
    ['/v1/users/merlin-token', '/v1/users/[redacted]'],
  ])('redacts the key of PATCH /v1/users/{key} in %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });

  it('redacts the code and state of a social provider callback', () => {
    expect(redactUrl('/auth/linkedin/callback?code=s3cret&state=s3cret2')).toBe('/auth/linkedin/callback?code=[redacted]&state=[redacted]');
  });

  it('keeps the routes under /v1/users that carry no secret', () => {
    for (const url of ['/v1/users', '/v1/users?text=ada&offset=20', '/v1/users/me', '/v1/users/me/sessions/3', '/v1/users/forgot', '/v1/users/rewelcome', '/v1/users/me?x=1']) {
      expect(redactUrl(url)).toBe(url);
    }
  });

  it('leaves a URL without parameters as it is', () => {
    expect(redactUrl('/v1/users/me')).toBe('/v1/users/me');
    expect(redactUrl('/v1/token=abc')).toBe('/v1/token=abc');
  });

  it('leaves other parameters, including ones that end in token, alone', () => {
    expect(redactUrl('/v1/users/me/session?clientId=weather-radar&mytoken=1&seq=2')).toBe('/v1/users/me/session?clientId=weather-radar&mytoken=1&seq=2');
  });
});
