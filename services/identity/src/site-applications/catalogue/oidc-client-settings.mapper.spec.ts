import { mapOidcClientSettings, oidcClientSettingsOf } from './oidc-client-settings.mapper';
import type { OidcClientSettings } from './oidc-client-settings';

const stored: OidcClientSettings = {
  redirectUris: ['https://radar.example.com/cb'],
  postLogoutRedirectUris: ['https://radar.example.com/'],
  grantTypes: ['authorization_code', 'client_credentials'],
  clientType: 'confidential',
  backchannelLogoutUri: 'https://radar.example.com/logout',
  firstParty: true,
};

describe(mapOidcClientSettings.name, () => {
  it('names the stored settings in the snake case of the API, and reads back what it wrote', () => {
    const sut = mapOidcClientSettings(stored);

    expect(sut).toEqual({
      redirect_uris: ['https://radar.example.com/cb'],
      post_logout_redirect_uris: ['https://radar.example.com/'],
      grant_types: ['authorization_code', 'client_credentials'],
      client_type: 'confidential',
      backchannel_logout_uri: 'https://radar.example.com/logout',
      first_party: true,
    });
    expect(oidcClientSettingsOf(sut)).toEqual(stored);
  });
});

describe(oidcClientSettingsOf.name, () => {
  it('refuses settings the rules did not pass', () => {
    expect(() => oidcClientSettingsOf({ ...mapOidcClientSettings(stored), client_type: 'secret' })).toThrow('validated');
  });
});
