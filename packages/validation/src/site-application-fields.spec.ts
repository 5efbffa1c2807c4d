import {
  baseUrlRule,
  callbackUrlRule,
  clientIdRule,
  descriptionRule,
  imageUrlRule,
  isHttpUrl,
  orderingNumberRule,
  postCallbackUrlRule,
  siteApplicationNameRule,
  sysadminUrlRule,
  themeRule,
  webhookUrlRule,
} from './site-application-fields';

describe('clientIdRule', () => {
  it('accepts letters, digits, dot, underscore and hyphen', () => expect(clientIdRule('weather-radar_2.0')).toBeNull());
  it('requires a value', () => expect(clientIdRule(' ')).toBe('CLIENT_ID_REQUIRED'));
  it.each(['a b', 'a/b', 'a?b=1'])('refuses %p', (value) => expect(clientIdRule(value)).toBe('CLIENT_ID_INVALID'));
  it('refuses more than 100 characters', () => expect(clientIdRule('c'.repeat(101))).toBe('MAXIMUM_100_CHARACTERS'));
});

describe('siteApplicationNameRule', () => {
  it('accepts 30 characters', () => expect(siteApplicationNameRule('n'.repeat(30))).toBeNull());
  it('refuses 31 characters', () => expect(siteApplicationNameRule('n'.repeat(31))).toBe('MAXIMUM_30_CHARACTERS'));
  it('requires a name', () => expect(siteApplicationNameRule('')).toBe('NAME_REQUIRED'));
});

describe('descriptionRule', () => {
  it('accepts text', () => expect(descriptionRule('Radar maps')).toBeNull());
  it('requires text', () => expect(descriptionRule('  ')).toBe('DESCRIPTION_REQUIRED'));
});

describe('isHttpUrl', () => {
  it.each(['https://radar.example.com/app', 'http://localhost:4100/callback'])('accepts %s', (url) => {
    expect(isHttpUrl(url)).toBe(true);
  });

  it.each(['javascript:alert(1)', 'data:text/html,hi', 'ftp://files.example.com', '/relative', 'radar.example.com', 'https://'])(
    'refuses %s',
    (url) => expect(isHttpUrl(url)).toBe(false),
  );
});

describe.each([
  ['baseUrlRule', baseUrlRule, 'BASE_URL_REQUIRED'],
  ['callbackUrlRule', callbackUrlRule, 'CALLBACK_URL_REQUIRED'],
  ['webhookUrlRule', webhookUrlRule, 'WEBHOOK_URL_REQUIRED'],
] as const)('%s', (_name, rule, requiredCode) => {
  it('accepts an http(s) URL', () => expect(rule('https://radar.example.com/cb')).toBeNull());
  it('requires a value', () => expect(rule('')).toBe(requiredCode));
  it('refuses a URL of another scheme', () => expect(rule('javascript:alert(1)')).toBe('URL_INVALID'));
  it('refuses more than 2048 characters', () => {
    expect(rule(`https://radar.example.com/${'p'.repeat(2030)}`)).toBe('MAXIMUM_2048_CHARACTERS');
  });
});

describe('imageUrlRule', () => {
  it('accepts an http(s) URL or a root path', () => {
    expect(imageUrlRule('https://cdn.example.com/radar.png')).toBeNull();
    expect(imageUrlRule('/images/radar.png')).toBeNull();
  });

  it('requires a value', () => expect(imageUrlRule('')).toBe('IMAGE_URL_REQUIRED'));

  it.each(['//evil.example.com/x.png', 'images/radar.png', 'javascript:alert(1)', '/a b.png'])('refuses %p', (value) => {
    expect(imageUrlRule(value)).toBe('IMAGE_URL_INVALID');
  });
});

describe('sysadminUrlRule', () => {
  it('accepts none, blank or an http(s) URL', () => {
    expect(sysadminUrlRule(null)).toBeNull();
    expect(sysadminUrlRule('  ')).toBeNull();
    expect(sysadminUrlRule('https://radar.example.com/admin')).toBeNull();
  });

  it('refuses a URL of another scheme', () => expect(sysadminUrlRule('data:x')).toBe('URL_INVALID'));
});

describe('orderingNumberRule', () => {
  it.each([1, 2, 3])('accepts %p', (value) => expect(orderingNumberRule(value)).toBeNull());
  it.each([0, 4, 1.5, -1])('refuses %p', (value) => expect(orderingNumberRule(value)).toBe('ORDERING_NUMBER_INVALID'));
  it.each([null, undefined, Number.NaN])('requires a number, refusing %p', (value) => {
    expect(orderingNumberRule(value)).toBe('ORDERING_NUMBER_REQUIRED');
  });
});

describe('themeRule', () => {
  it.each(['primary', 'primary-alt', 'yellow', 'white'])('accepts %p', (theme) => expect(themeRule(theme)).toBeNull());
  it.each([null, undefined])('keeps the default for %p', (theme) => expect(themeRule(theme)).toBeNull());
  it.each(['', 'Primary', 'blue', ' yellow'])('refuses %p', (theme) => expect(themeRule(theme)).toBe('THEME_INVALID'));
});

describe('postCallbackUrlRule', () => {
  const registered = { base_url: 'https://radar.example.com', callback_url: 'https://auth.radar.example.com:8443/cb' };

  it.each([null, undefined, '', '   '])('accepts none (%p)', (value) => expect(postCallbackUrlRule(value, registered)).toBeNull());

  it.each(['https://radar.example.com/auth/post', ' https://radar.example.com ', 'https://auth.radar.example.com:8443/post?from=portal'])(
    'accepts %p on the origin of the base or the callback url',
    (value) => expect(postCallbackUrlRule(value, registered)).toBeNull(),
  );

  it.each(['https://evil.example.com/post', 'http://radar.example.com/post', 'https://radar.example.com:444/post', 'https://auth.radar.example.com/cb'])(
    'refuses %p on another scheme, host or port',
    (value) => expect(postCallbackUrlRule(value, registered)).toBe('POST_CALLBACK_URL_OTHER_ORIGIN'),
  );

  it.each(['javascript:alert(1)', '/auth/post', 'radar.example.com/post'])('refuses %p as no http(s) address', (value) => {
    expect(postCallbackUrlRule(value, registered)).toBe('URL_INVALID');
  });

  it('refuses more than 2048 characters', () => {
    expect(postCallbackUrlRule(`https://radar.example.com/${'p'.repeat(2030)}`, registered)).toBe('MAXIMUM_2048_CHARACTERS');
  });

  it('leaves the origin unjudged while neither registered url is valid (they carry their own errors)', () => {
    expect(postCallbackUrlRule('https://elsewhere.example.com/post', { base_url: '', callback_url: 'not a url' })).toBeNull();
  });
});
