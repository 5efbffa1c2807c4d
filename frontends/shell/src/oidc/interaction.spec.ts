import { interactionFrom, interactionUrl } from './interaction';

describe(interactionFrom.name, () => {
  it.each(['abc123', 'Zx_9-Q', 'a'.repeat(128)])('takes %s', (value) => {
    expect(interactionFrom(new URLSearchParams({ interaction: value }))).toBe(value);
  });

  it.each(['', 'a'.repeat(129), 'abc/../x', 'abc?x=1', 'abc%2F', 'a b', 'https://evil.example', 'ab.c'])('ignores %j', (value) => {
    expect(interactionFrom(new URLSearchParams({ interaction: value }))).toBeNull();
  });

  it('is null without the value', () => {
    expect(interactionFrom(new URLSearchParams('clientId=weather-radar'))).toBeNull();
  });
});

describe(interactionUrl.name, () => {
  it('appends the route to the API URL, with or without a trailing slash or a path prefix', () => {
    expect(interactionUrl('http://localhost:3000', 'abc123')).toBe('http://localhost:3000/oidc/interaction/abc123');
    expect(interactionUrl('http://localhost:3000/', 'abc123')).toBe('http://localhost:3000/oidc/interaction/abc123');
    expect(interactionUrl('https://weather.test/api/', 'x_-1')).toBe('https://weather.test/api/oidc/interaction/x_-1');
  });
});
