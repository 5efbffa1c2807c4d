import type { SiteApplicationInputDto } from './dto/site-application-input.dto';
import { editableFields } from './site-application-editor.service';

const form: SiteApplicationInputDto = {
  client_id: ' weather-radar ',
  name: ' Radar ',
  description: ' Rain ',
  image_url: ' /logo.svg ',
  base_url: ' http://localhost:4001 ',
  callback_url: 'http://localhost:4001/cb',
  webhook_url: 'http://localhost:4001/hook',
  sysadmin_url: ' http://localhost:4001/admin ',
  ordering_number: 2,
};

describe('editableFields', () => {
  it('stores the trimmed values under the entity names', () => {
    expect(editableFields(form)).toEqual({
      clientId: 'weather-radar',
      name: 'Radar',
      description: 'Rain',
      imageUrl: '/logo.svg',
      baseUrl: 'http://localhost:4001',
      callbackUrl: 'http://localhost:4001/cb',
      webhookUrl: 'http://localhost:4001/hook',
      sysadminUrl: 'http://localhost:4001/admin',
      orderingNumber: 2,
    });
  });

  it.each(['', '  ', null, undefined])('stores a sysadmin url of %p as null', (blank) => {
    expect(editableFields({ ...form, sysadmin_url: blank }).sysadminUrl).toBeNull();
  });

  it('leaves an absent post-callback url and theme out, so an update keeps them', () => {
    expect(editableFields(form)).not.toHaveProperty('postCallbackUrl');
    expect(editableFields(form)).not.toHaveProperty('theme');
  });

  it('stores a post-callback url trimmed, a blank or null one as null, and a null theme as primary', () => {
    expect(editableFields({ ...form, postCallbackUrl: ' https://radar.example.com/post ', theme: 'yellow' })).toMatchObject({ postCallbackUrl: 'https://radar.example.com/post', theme: 'yellow' });
    expect(editableFields({ ...form, postCallbackUrl: '  ', theme: null })).toMatchObject({ postCallbackUrl: null, theme: 'primary' });
    expect(editableFields({ ...form, postCallbackUrl: null }).postCallbackUrl).toBeNull();
  });

  it('leaves absent OpenID Connect settings out, so an update keeps them', () => {
    expect(editableFields(form)).not.toHaveProperty('oidc');
  });

  it('stores null settings as null', () => {
    expect(editableFields({ ...form, oidc: null }).oidc).toBeNull();
  });

  it('stores the settings under the entity names, addresses trimmed and a blank back-channel URL as null', () => {
    const oidc = {
      redirect_uris: [' https://radar.example.com/cb '],
      post_logout_redirect_uris: [],
      grant_types: ['authorization_code', 'refresh_token'],
      client_type: 'public',
      backchannel_logout_uri: '  ',
      first_party: false,
    };

    expect(editableFields({ ...form, oidc }).oidc).toEqual({
      redirectUris: ['https://radar.example.com/cb'],
      postLogoutRedirectUris: [],
      grantTypes: ['authorization_code', 'refresh_token'],
      clientType: 'public',
      backchannelLogoutUri: null,
      firstParty: false,
    });
  });
});
