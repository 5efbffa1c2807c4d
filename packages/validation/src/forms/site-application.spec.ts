import { type SiteApplicationInput, validateSiteApplication } from './site-application';

const valid: SiteApplicationInput = {
  client_id: 'weather-radar',
  name: 'Weather Radar',
  description: 'Live radar maps',
  image_url: '/images/radar.png',
  base_url: 'https://radar.example.com',
  callback_url: 'https://radar.example.com/auth/callback',
  webhook_url: 'https://radar.example.com/hooks/identity',
  sysadmin_url: null,
  ordering_number: 1,
};

describe(validateSiteApplication.name, () => {
  it('accepts a complete application without sysadmin url', () => expect(validateSiteApplication(valid)).toEqual([]));

  it('accepts a sysadmin url', () => {
    expect(validateSiteApplication({ ...valid, sysadmin_url: 'https://radar.example.com/admin' })).toEqual([]);
  });

  it('requires every field but sysadmin url', () => {
    const errors = validateSiteApplication({
      client_id: '',
      name: '',
      description: '',
      image_url: '',
      base_url: '',
      callback_url: '',
      webhook_url: '',
      sysadmin_url: '',
      ordering_number: null,
    });
    expect(errors.map((error) => [error.field, error.message])).toEqual([
      ['client_id', 'Client id is required'],
      ['name', 'Name is required'],
      ['description', 'Description is required'],
      ['image_url', 'Image url is required'],
      ['base_url', 'Base url is required'],
      ['callback_url', 'Callback url is required'],
      ['webhook_url', 'Webhook url is required'],
      ['ordering_number', 'Ordering number is required'],
    ]);
  });

  it('refuses a long name, bad URLs and an ordering number out of 1 to 3', () => {
    const errors = validateSiteApplication({
      ...valid,
      name: 'n'.repeat(31),
      base_url: 'radar.example.com',
      sysadmin_url: 'javascript:alert(1)',
      ordering_number: 4,
    });
    expect(errors.map((error) => [error.field, error.code])).toEqual([
      ['name', 'MAXIMUM_30_CHARACTERS'],
      ['base_url', 'URL_INVALID'],
      ['sysadmin_url', 'URL_INVALID'],
      ['ordering_number', 'ORDERING_NUMBER_INVALID'],
    ]);
  });

  it('accepts a theme and a post-callback url on the base url\'s origin, or neither', () => {
    expect(validateSiteApplication({ ...valid, theme: 'yellow', postCallbackUrl: 'https://radar.example.com/auth/post' })).toEqual([]);
    expect(validateSiteApplication({ ...valid, theme: null, postCallbackUrl: null })).toEqual([]);
  });

  it('refuses an unknown theme and a post-callback url on another origin, with their messages', () => {
    const errors = validateSiteApplication({ ...valid, theme: 'blue' as never, postCallbackUrl: 'https://evil.example.com/post' });
    expect(errors.map((error) => [error.field, error.code, error.message])).toEqual([
      ['postCallbackUrl', 'POST_CALLBACK_URL_OTHER_ORIGIN', 'Use the address (scheme, host and port) of the base url or the callback url'],
      ['theme', 'THEME_INVALID', 'Theme must be primary, primary-alt, yellow or white'],
    ]);
  });

  it('checks the OpenID Connect settings only when they are given', () => {
    const oidc = {
      redirect_uris: [],
      post_logout_redirect_uris: [],
      grant_types: ['authorization_code'],
      client_type: 'public',
      backchannel_logout_uri: null,
      first_party: true,
    };
    expect(validateSiteApplication({ ...valid, oidc: null })).toEqual([]);
    expect(validateSiteApplication({ ...valid, name: '', oidc }).map((error) => [error.field, error.code])).toEqual([
      ['name', 'NAME_REQUIRED'],
      ['oidc.redirect_uris', 'OIDC_REDIRECT_URI_REQUIRED'],
    ]);
    expect(validateSiteApplication({ ...valid, oidc: { ...oidc, redirect_uris: ['http://localhost:4001/cb'] } })).toEqual([]);
  });
});
