import { carriesMetricsToken } from './metrics-token';

const TOKEN = 'a-metrics-token-of-24-chars';

describe(carriesMetricsToken.name, () => {
  it('accepts the token as a bearer token, the scheme in any case', () => {
    expect(carriesMetricsToken(`Bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(carriesMetricsToken(`bearer ${TOKEN}`, TOKEN)).toBe(true);
  });

  it.each([
    ['no header', undefined],
    ['an empty header', ''],
    ['the token without a scheme', TOKEN],
    ['another scheme', `Basic ${TOKEN}`],
    ['a prefix of the token', `Bearer ${TOKEN.slice(0, -1)}`],
    ['the token and more', `Bearer ${TOKEN}x`],
    ['a bearer without token', 'Bearer '],
    ['two tokens', `Bearer ${TOKEN} ${TOKEN}`],
  ])('refuses %s', (_, header) => {
    expect(carriesMetricsToken(header, TOKEN)).toBe(false);
  });
});
