import { limits } from './limits';
import { oidcBackchannelLogoutUriRule, oidcClientTypeRule, oidcGrantTypesRule, oidcRedirectUrisRule, oidcUriListRule, oidcUriRule } from './oidc-client-fields';

describe('oidcUriRule', () => {
  it.each([
    'https://radar.example.com/auth/oidc',
    'https://radar.example.com:8443/cb?tenant=1',
    'http://localhost:4001/auth/oidc',
    'http://127.0.0.1:4001/cb',
    'http://[::1]:4001/cb',
    '  https://radar.example.com/cb  ',
  ])('accepts %p', (value) => expect(oidcUriRule(value)).toBeNull());

  it.each(['http://radar.example.com/cb', 'http://10.0.0.5/cb', 'http://localhost.example.com/cb', 'http://[::2]/cb'])('asks for https at %p', (value) => {
    expect(oidcUriRule(value)).toBe('OIDC_URI_HTTPS_REQUIRED');
  });

  it.each(['https://radar.example.com/cb#done', 'https://radar.example.com/cb#', 'http://localhost/#/cb'])('refuses the fragment of %p', (value) => {
    expect(oidcUriRule(value)).toBe('OIDC_URI_FRAGMENT');
  });

  it.each(['', '/auth/callback', 'radar.example.com/cb', 'javascript:alert(1)', 'com.example.app:/cb', 'ftp://example.com/cb'])('refuses %p as not an https address', (value) => {
    expect(oidcUriRule(value)).toBe('OIDC_URI_INVALID');
  });

  it('refuses more than 2048 characters', () => {
    expect(oidcUriRule(`https://radar.example.com/${'p'.repeat(limits.URL_MAX_LENGTH)}`)).toBe('MAXIMUM_2048_CHARACTERS');
  });
});

describe('oidcUriListRule', () => {
  const uris = (count: number) => Array.from({ length: count }, (_, index) => `https://radar.example.com/cb/${index}`);

  it('accepts none and up to 10', () => {
    expect(oidcUriListRule([])).toBeNull();
    expect(oidcUriListRule(uris(10))).toBeNull();
  });

  it('refuses an 11th address', () => expect(oidcUriListRule(uris(11))).toBe('OIDC_URIS_TOO_MANY'));

  it('refuses the same address twice, also when only spaces tell them apart', () => {
    expect(oidcUriListRule(['https://radar.example.com/cb', ' https://radar.example.com/cb'])).toBe('OIDC_URIS_DUPLICATE');
  });

  it('keeps addresses apart that differ by a trailing slash (matching is exact)', () => {
    expect(oidcUriListRule(['https://radar.example.com/cb', 'https://radar.example.com/cb/'])).toBeNull();
  });

  it('names the first bad address before the count', () => expect(oidcUriListRule([...uris(11), 'http://radar.example.com'])).toBe('OIDC_URI_HTTPS_REQUIRED'));
});

describe('oidcRedirectUrisRule', () => {
  it('needs one redirect URI with the authorization code grant', () => {
    expect(oidcRedirectUrisRule({ redirect_uris: [], grant_types: ['authorization_code'] })).toBe('OIDC_REDIRECT_URI_REQUIRED');
  });

  it('needs none for client credentials alone', () => {
    expect(oidcRedirectUrisRule({ redirect_uris: [], grant_types: ['client_credentials'] })).toBeNull();
  });

  it('checks the list itself', () => {
    expect(oidcRedirectUrisRule({ redirect_uris: ['http://radar.example.com/cb'], grant_types: ['authorization_code'] })).toBe('OIDC_URI_HTTPS_REQUIRED');
  });
});

describe('oidcGrantTypesRule', () => {
  it.each([
    [['authorization_code'], 'public'],
    [['authorization_code', 'refresh_token'], 'public'],
    [['authorization_code', 'refresh_token', 'client_credentials'], 'confidential'],
    [['client_credentials'], 'confidential'],
  ])('accepts %p for a %s client', (grants, clientType) => {
    expect(oidcGrantTypesRule({ grant_types: grants, client_type: clientType })).toBeNull();
  });

  it.each([
    [[], 'confidential', 'OIDC_GRANT_TYPES_REQUIRED'],
    [['implicit'], 'confidential', 'OIDC_GRANT_TYPE_INVALID'],
    [['authorization_code', 'password'], 'confidential', 'OIDC_GRANT_TYPE_INVALID'],
    [['authorization_code', 'authorization_code'], 'confidential', 'OIDC_GRANT_TYPES_DUPLICATE'],
    [['refresh_token'], 'confidential', 'OIDC_REFRESH_TOKEN_WITHOUT_CODE'],
    [['client_credentials', 'refresh_token'], 'confidential', 'OIDC_REFRESH_TOKEN_WITHOUT_CODE'],
    [['client_credentials'], 'public', 'OIDC_PUBLIC_CLIENT_CREDENTIALS'],
    [['authorization_code', 'client_credentials'], 'public', 'OIDC_PUBLIC_CLIENT_CREDENTIALS'],
  ])('refuses %p for a %s client with %s', (grants, clientType, code) => {
    expect(oidcGrantTypesRule({ grant_types: grants, client_type: clientType })).toBe(code);
  });
});

describe('oidcClientTypeRule', () => {
  it.each(['public', 'confidential'])('accepts %p', (value) => expect(oidcClientTypeRule(value)).toBeNull());
  it.each(['', 'Public', 'private'])('refuses %p', (value) => expect(oidcClientTypeRule(value)).toBe('OIDC_CLIENT_TYPE_INVALID'));
});

describe('oidcBackchannelLogoutUriRule', () => {
  it.each([null, undefined, '', '  '])('accepts %p as none', (value) => expect(oidcBackchannelLogoutUriRule(value)).toBeNull());
  it('accepts an https address', () => expect(oidcBackchannelLogoutUriRule('https://radar.example.com/oidc/logout')).toBeNull());
  it('refuses plain http away from the local hosts', () => expect(oidcBackchannelLogoutUriRule('http://radar.example.com/logout')).toBe('OIDC_URI_HTTPS_REQUIRED'));
  it('refuses a fragment', () => expect(oidcBackchannelLogoutUriRule('https://radar.example.com/logout#x')).toBe('OIDC_URI_FRAGMENT'));
});
