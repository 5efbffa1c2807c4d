import type { OidcClientSettingsInput } from '../oidc-client-fields';
import { validateOidcClientSettings } from './oidc-client-settings';

const valid: OidcClientSettingsInput = {
  redirect_uris: ['https://radar.example.com/auth/oidc'],
  post_logout_redirect_uris: ['https://radar.example.com/'],
  grant_types: ['authorization_code', 'refresh_token'],
  client_type: 'confidential',
  backchannel_logout_uri: 'https://radar.example.com/oidc/backchannel-logout',
  first_party: true,
};

describe(validateOidcClientSettings.name, () => {
  it('accepts complete settings', () => expect(validateOidcClientSettings(valid)).toEqual([]));

  it('accepts a server-to-server client with no address at all', () => {
    const settings = { ...valid, redirect_uris: [], post_logout_redirect_uris: [], grant_types: ['client_credentials'], backchannel_logout_uri: null };
    expect(validateOidcClientSettings(settings)).toEqual([]);
  });

  it('names each refused field by its dotted path, in the order of the API', () => {
    const errors = validateOidcClientSettings({
      redirect_uris: [],
      post_logout_redirect_uris: ['https://radar.example.com/#bye'],
      grant_types: ['authorization_code', 'client_credentials'],
      client_type: 'public',
      backchannel_logout_uri: 'http://radar.example.com/logout',
      first_party: false,
    });
    expect(errors.map((error) => [error.field, error.code])).toEqual([
      ['oidc.redirect_uris', 'OIDC_REDIRECT_URI_REQUIRED'],
      ['oidc.post_logout_redirect_uris', 'OIDC_URI_FRAGMENT'],
      ['oidc.grant_types', 'OIDC_PUBLIC_CLIENT_CREDENTIALS'],
      ['oidc.backchannel_logout_uri', 'OIDC_URI_HTTPS_REQUIRED'],
    ]);
  });

  it('refuses an unknown client type', () => {
    expect(validateOidcClientSettings({ ...valid, client_type: 'secret' }).map((error) => error.field)).toEqual(['oidc.client_type']);
  });
});
