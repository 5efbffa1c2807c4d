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

  it('leaves a URL without parameters as it is', () => {
    expect(redactUrl('/v1/users/me')).toBe('/v1/users/me');
    expect(redactUrl('/v1/token=abc')).toBe('/v1/token=abc');
  });

  it('leaves other parameters, including ones that end in token, alone', () => {
    expect(redactUrl('/v1/users/me/session?clientId=weather-radar&mytoken=1&seq=2')).toBe('/v1/users/me/session?clientId=weather-radar&mytoken=1&seq=2');
  });
});
