import 'reflect-metadata';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { type MessageCode } from '@weather/validation';
import { validationExceptionFactory } from '../../../platform/validation/validation-exception.factory';
import { SiteApplicationInputDto } from './site-application-input.dto';

const oidc = {
  redirect_uris: ['https://radar.example.com/auth/oidc'],
  post_logout_redirect_uris: ['https://radar.example.com/'],
  grant_types: ['authorization_code', 'refresh_token'],
  client_type: 'confidential',
  backchannel_logout_uri: 'https://radar.example.com/oidc/logout',
  first_party: true,
};

const form = {
  client_id: 'weather-radar',
  name: 'Radar',
  description: 'Rain',
  image_url: '/logo.svg',
  base_url: 'https://radar.example.com',
  callback_url: 'https://radar.example.com/cb',
  webhook_url: 'https://radar.example.com/hook',
  sysadmin_url: null,
  ordering_number: 2,
};

/** The field errors the API would answer with, through the global pipe's own options and factory. */
async function fieldErrorsOf(body: object): Promise<{ field: string; code: string }[]> {
  const errors = await validate(plainToInstance(SiteApplicationInputDto, body), { whitelist: true, forbidNonWhitelisted: true });
  if (errors.length === 0) return [];
  return (validationExceptionFactory(errors).errors ?? []).map(({ field, code }) => ({ field, code }));
}

describe(SiteApplicationInputDto.name, () => {
  it.each([
    ['absent', undefined],
    ['null', null],
    ['complete', oidc],
    ['a server-to-server client', { ...oidc, redirect_uris: [], post_logout_redirect_uris: [], grant_types: ['client_credentials'], backchannel_logout_uri: null }],
    ['without a back-channel logout URL', { ...oidc, backchannel_logout_uri: undefined }],
    ['with local http addresses', { ...oidc, redirect_uris: ['http://localhost:4001/cb', 'http://[::1]:4001/cb'], backchannel_logout_uri: 'http://127.0.0.1:4001/logout' }],
  ])('accepts OpenID Connect settings %s', async (_name, settings) => {
    expect(await fieldErrorsOf({ ...form, oidc: settings })).toEqual([]);
  });

  it.each<[string, Record<string, unknown>, string, MessageCode | 'INVALID_TYPE' | 'UNKNOWN_FIELD']>([
    ['an http redirect URI', { redirect_uris: ['http://radar.example.com/cb'] }, 'oidc.redirect_uris', 'OIDC_URI_HTTPS_REQUIRED'],
    ['a redirect URI with a fragment', { redirect_uris: ['https://radar.example.com/cb#x'] }, 'oidc.redirect_uris', 'OIDC_URI_FRAGMENT'],
    ['a relative redirect URI', { redirect_uris: ['/cb'] }, 'oidc.redirect_uris', 'OIDC_URI_INVALID'],
    ['11 redirect URIs', { redirect_uris: Array.from({ length: 11 }, (_, index) => `https://radar.example.com/${index}`) }, 'oidc.redirect_uris', 'OIDC_URIS_TOO_MANY'],
    ['a redirect URI twice', { redirect_uris: ['https://radar.example.com/cb', 'https://radar.example.com/cb'] }, 'oidc.redirect_uris', 'OIDC_URIS_DUPLICATE'],
    ['a code grant with no redirect URI', { redirect_uris: [] }, 'oidc.redirect_uris', 'OIDC_REDIRECT_URI_REQUIRED'],
    ['a post-logout URI over http', { post_logout_redirect_uris: ['http://radar.example.com/'] }, 'oidc.post_logout_redirect_uris', 'OIDC_URI_HTTPS_REQUIRED'],
    ['no grant type', { grant_types: [] }, 'oidc.grant_types', 'OIDC_GRANT_TYPES_REQUIRED'],
    ['the implicit grant', { grant_types: ['implicit'] }, 'oidc.grant_types', 'OIDC_GRANT_TYPE_INVALID'],
    ['a grant type twice', { grant_types: ['authorization_code', 'authorization_code'] }, 'oidc.grant_types', 'OIDC_GRANT_TYPES_DUPLICATE'],
    ['refresh tokens without codes', { grant_types: ['client_credentials', 'refresh_token'] }, 'oidc.grant_types', 'OIDC_REFRESH_TOKEN_WITHOUT_CODE'],
    ['client credentials for a public client', { client_type: 'public', grant_types: ['authorization_code', 'client_credentials'] }, 'oidc.grant_types', 'OIDC_PUBLIC_CLIENT_CREDENTIALS'],
    ['an unknown client type', { client_type: 'secret' }, 'oidc.client_type', 'OIDC_CLIENT_TYPE_INVALID'],
    ['an http back-channel logout URL', { backchannel_logout_uri: 'http://radar.example.com/logout' }, 'oidc.backchannel_logout_uri', 'OIDC_URI_HTTPS_REQUIRED'],
    ['redirect URIs as one string', { redirect_uris: 'https://radar.example.com/cb' }, 'oidc.redirect_uris', 'INVALID_TYPE'],
    ['a redirect URI that is a number', { redirect_uris: [5] }, 'oidc.redirect_uris', 'INVALID_TYPE'],
    ['no grant types at all', { grant_types: undefined }, 'oidc.grant_types', 'INVALID_TYPE'],
    ['first party as a string', { first_party: 'yes' }, 'oidc.first_party', 'INVALID_TYPE'],
    ['no first party', { first_party: undefined }, 'oidc.first_party', 'INVALID_TYPE'],
    ['an unknown setting', { scopes: ['openid'] }, 'oidc.scopes', 'UNKNOWN_FIELD'],
  ])('refuses %s', async (_name, change, field, code) => {
    expect(await fieldErrorsOf({ ...form, oidc: { ...oidc, ...change } })).toEqual([{ field, code }]);
  });

  it.each(['on', 42, [], true])('refuses oidc = %p as the wrong type', async (value) => {
    expect(await fieldErrorsOf({ ...form, oidc: value })).toEqual([{ field: 'oidc', code: 'INVALID_TYPE' }]);
  });

  it('reports a wrongly typed grant list once, without a misleading redirect URI error', async () => {
    expect(await fieldErrorsOf({ ...form, oidc: { ...oidc, redirect_uris: [], grant_types: 'authorization_code' } })).toEqual([{ field: 'oidc.grant_types', code: 'INVALID_TYPE' }]);
  });

  it.each([
    ['no theme and no post-callback url', {}],
    ['null ones', { theme: null, postCallbackUrl: null }],
    ['a blank post-callback url', { postCallbackUrl: ' ' }],
    ['each theme and a post-callback url on the base url', { theme: 'white', postCallbackUrl: 'https://radar.example.com/auth/post' }],
    ['primary-alt', { theme: 'primary-alt' }],
  ])('accepts %s', async (_name, change) => {
    expect(await fieldErrorsOf({ ...form, ...change })).toEqual([]);
  });

  it.each<[string, Record<string, unknown>, string, MessageCode | 'INVALID_TYPE']>([
    ['an unknown theme', { theme: 'blue' }, 'theme', 'THEME_INVALID'],
    ['a theme that is a number', { theme: 1 }, 'theme', 'INVALID_TYPE'],
    ['a post-callback url on another origin', { postCallbackUrl: 'https://evil.example.com/post' }, 'postCallbackUrl', 'POST_CALLBACK_URL_OTHER_ORIGIN'],
    ['a post-callback url on another port', { postCallbackUrl: 'https://radar.example.com:8443/post' }, 'postCallbackUrl', 'POST_CALLBACK_URL_OTHER_ORIGIN'],
    ['a relative post-callback url', { postCallbackUrl: '/auth/post' }, 'postCallbackUrl', 'URL_INVALID'],
    ['a post-callback url that is not a string', { postCallbackUrl: ['https://radar.example.com/post'] }, 'postCallbackUrl', 'INVALID_TYPE'],
  ])('refuses %s', async (_name, change, field, code) => {
    expect(await fieldErrorsOf({ ...form, ...change })).toEqual([{ field, code }]);
  });

  it('judges the post-callback url against the callback url when the base url is wrong, which has its own error', async () => {
    expect(await fieldErrorsOf({ ...form, base_url: 42, callback_url: 'https://cb.radar.example.com/cb', postCallbackUrl: 'https://cb.radar.example.com/post' })).toEqual([
      { field: 'base_url', code: 'INVALID_TYPE' },
    ]);
  });

  it('keeps the plain fields first, in the order of the form', async () => {
    expect(await fieldErrorsOf({ ...form, name: '', oidc: { ...oidc, client_type: 'x' } })).toEqual([
      { field: 'name', code: 'NAME_REQUIRED' },
      { field: 'oidc.client_type', code: 'OIDC_CLIENT_TYPE_INVALID' },
    ]);
  });
});
