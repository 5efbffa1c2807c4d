import { messages, type MessageCode } from '@weather/validation';
import { SiteApplication } from '../src/site-applications/catalogue/site-application.entity';
import { signedInUser } from './support/enterprises';
import { applicationForm } from './support/site-applications';
import { CSRF, startTestApp, type TestAgent, type TestApp } from './support/test-app';

interface Application {
  id: number;
  client_id: string;
  oidc: Record<string, unknown> | null;
}

/** Valid settings of a confidential client that signs users in with a code (issue 28). */
const SETTINGS = {
  redirect_uris: ['https://radar.example.com/auth/oidc', 'http://localhost:4011/auth/oidc'],
  post_logout_redirect_uris: ['https://radar.example.com/'],
  grant_types: ['authorization_code', 'refresh_token', 'client_credentials'],
  client_type: 'confidential',
  backchannel_logout_uri: 'http://localhost:4011/oidc/backchannel-logout',
  first_party: true,
};

const uris = (count: number): string[] => Array.from({ length: count }, (_, index) => `https://radar.example.com/cb/${index}`);

/** Each refusal of the settings: the change, the field that carries it and its code. */
const REFUSED: [name: string, change: Record<string, unknown>, field: string, code: MessageCode | 'INVALID_TYPE' | 'UNKNOWN_FIELD' | 'URL_NOT_ALLOWED'][] = [
  ['an http redirect URI away from the local hosts', { redirect_uris: ['http://radar.example.com/cb'] }, 'redirect_uris', 'OIDC_URI_HTTPS_REQUIRED'],
  ['a redirect URI with a fragment', { redirect_uris: ['https://radar.example.com/cb#token'] }, 'redirect_uris', 'OIDC_URI_FRAGMENT'],
  ['a relative redirect URI', { redirect_uris: ['/auth/oidc'] }, 'redirect_uris', 'OIDC_URI_INVALID'],
  ['a javascript: redirect URI', { redirect_uris: ['javascript:alert(1)'] }, 'redirect_uris', 'OIDC_URI_INVALID'],
  ['11 redirect URIs', { redirect_uris: uris(11) }, 'redirect_uris', 'OIDC_URIS_TOO_MANY'],
  ['a redirect URI twice', { redirect_uris: ['https://radar.example.com/cb', 'https://radar.example.com/cb'] }, 'redirect_uris', 'OIDC_URIS_DUPLICATE'],
  ['the code grant without a redirect URI', { redirect_uris: [] }, 'redirect_uris', 'OIDC_REDIRECT_URI_REQUIRED'],
  ['an http post-logout URI', { post_logout_redirect_uris: ['http://radar.example.com/'] }, 'post_logout_redirect_uris', 'OIDC_URI_HTTPS_REQUIRED'],
  ['a post-logout URI with a fragment', { post_logout_redirect_uris: ['https://radar.example.com/#bye'] }, 'post_logout_redirect_uris', 'OIDC_URI_FRAGMENT'],
  ['11 post-logout URIs', { post_logout_redirect_uris: uris(11) }, 'post_logout_redirect_uris', 'OIDC_URIS_TOO_MANY'],
  ['a post-logout URI twice', { post_logout_redirect_uris: ['https://radar.example.com/', 'https://radar.example.com/'] }, 'post_logout_redirect_uris', 'OIDC_URIS_DUPLICATE'],
  ['no grant type', { grant_types: [] }, 'grant_types', 'OIDC_GRANT_TYPES_REQUIRED'],
  ['the implicit grant', { grant_types: ['authorization_code', 'implicit'] }, 'grant_types', 'OIDC_GRANT_TYPE_INVALID'],
  ['a grant type twice', { grant_types: ['authorization_code', 'authorization_code'] }, 'grant_types', 'OIDC_GRANT_TYPES_DUPLICATE'],
  ['refresh tokens without the code grant', { grant_types: ['client_credentials', 'refresh_token'] }, 'grant_types', 'OIDC_REFRESH_TOKEN_WITHOUT_CODE'],
  ['client credentials for a public client', { client_type: 'public' }, 'grant_types', 'OIDC_PUBLIC_CLIENT_CREDENTIALS'],
  ['an unknown client type', { client_type: 'private' }, 'client_type', 'OIDC_CLIENT_TYPE_INVALID'],
  ['an http back-channel logout URL away from the local hosts', { backchannel_logout_uri: 'http://radar.example.com/logout' }, 'backchannel_logout_uri', 'OIDC_URI_HTTPS_REQUIRED'],
  ['a back-channel logout URL with a fragment', { backchannel_logout_uri: 'https://radar.example.com/logout#x' }, 'backchannel_logout_uri', 'OIDC_URI_FRAGMENT'],
  ['a back-channel logout URL on a private network', { backchannel_logout_uri: 'https://10.0.0.1/logout' }, 'backchannel_logout_uri', 'URL_NOT_ALLOWED'],
  ['a back-channel logout URL at the cloud metadata address', { backchannel_logout_uri: 'https://169.254.169.254/logout' }, 'backchannel_logout_uri', 'URL_NOT_ALLOWED'],
  ['first party as a string', { first_party: 'true' }, 'first_party', 'INVALID_TYPE'],
  ['redirect URIs as one string', { redirect_uris: 'https://radar.example.com/cb' }, 'redirect_uris', 'INVALID_TYPE'],
  ['an unknown setting', { scopes: ['openid'] }, 'scopes', 'UNKNOWN_FIELD'],
];

const SERVICE_TEXTS: Record<string, string> = {
  INVALID_TYPE: 'This value has the wrong type',
  UNKNOWN_FIELD: 'This field is not allowed',
  URL_NOT_ALLOWED: 'This address is on a local or private network; the service may not call it',
};

const textOf = (code: string): string => (code in messages ? messages[code as MessageCode] : SERVICE_TEXTS[code]);

describe('the OpenID Connect settings of a site application (issue 28)', () => {
  let t: TestApp;
  let admin: TestAgent;

  beforeAll(async () => {
    t = await startTestApp();
    admin = (await signedInUser(t, { role: 'SYSADMIN' })).agent;
  });

  afterAll(async () => {
    await t?.close();
  });

  async function create(fields: Record<string, unknown> = {}): Promise<Application> {
    return (await admin.post('/v1/siteapplications').set(CSRF).send(applicationForm(fields)).expect(201)).body as Application;
  }

  const stored = async (id: number): Promise<SiteApplication['oidc']> => (await t.dataSource.getRepository(SiteApplication).findOneByOrFail({ id })).oidc;

  it('adds an application with settings, reads them back, and stores them under the entity names', async () => {
    const created = await create({ oidc: SETTINGS });

    expect(created.oidc).toEqual(SETTINGS);
    expect(((await admin.get(`/v1/siteapplications/${created.id}`).expect(200)).body as Application).oidc).toEqual(SETTINGS);
    const listed = ((await admin.get('/v1/siteapplications').expect(200)).body as Application[]).find((application) => application.id === created.id);
    expect(listed?.oidc).toEqual(SETTINGS);
    expect(await stored(created.id)).toEqual({
      redirectUris: SETTINGS.redirect_uris,
      postLogoutRedirectUris: SETTINGS.post_logout_redirect_uris,
      grantTypes: SETTINGS.grant_types,
      clientType: 'confidential',
      backchannelLogoutUri: SETTINGS.backchannel_logout_uri,
      firstParty: true,
    });
  });

  it('adds an application without settings as hand-off only (null), absent or null alike', async () => {
    const absent = await create();
    const explicit = await create({ oidc: null });

    expect(absent.oidc).toBeNull();
    expect(explicit.oidc).toBeNull();
    expect(await stored(absent.id)).toBeNull();
  });

  it('updates the settings, keeps them when a body leaves them out, and clears them with null', async () => {
    const created = await create({ oidc: SETTINGS });
    const form = applicationForm({ client_id: created.client_id });
    const publicClient = {
      redirect_uris: [' https://radar.example.com/spa/callback '],
      post_logout_redirect_uris: [],
      grant_types: ['authorization_code'],
      client_type: 'public',
      backchannel_logout_uri: '',
      first_party: false,
    };

    const updated = (await admin.put(`/v1/siteapplications/${created.id}`).set(CSRF).send({ ...form, oidc: publicClient }).expect(200)).body as Application;
    const kept = (await admin.put(`/v1/siteapplications/${created.id}`).set(CSRF).send({ ...form, name: 'Renamed' }).expect(200)).body as Application;
    const cleared = (await admin.put(`/v1/siteapplications/${created.id}`).set(CSRF).send({ ...form, oidc: null }).expect(200)).body as Application;

    const expected = { ...publicClient, redirect_uris: ['https://radar.example.com/spa/callback'], backchannel_logout_uri: null };
    expect(updated.oidc).toEqual(expected);
    expect(kept).toMatchObject({ name: 'Renamed', oidc: expected });
    expect(cleared.oidc).toBeNull();
    expect(await stored(created.id)).toBeNull();
  });

  it('accepts a server-to-server client with client credentials alone and no address', async () => {
    const settings = { ...SETTINGS, redirect_uris: [], post_logout_redirect_uris: [], grant_types: ['client_credentials'], backchannel_logout_uri: null };

    expect((await create({ oidc: settings })).oidc).toEqual(settings);
  });

  it.each(REFUSED)('refuses %s, on create and on update', async (_name, change, field, code) => {
    const existing = await create({ oidc: SETTINGS });
    const body = applicationForm({ client_id: existing.client_id, oidc: { ...SETTINGS, ...change } });
    const expected = { statusCode: 400, code: 'VALIDATION_FAILED', message: 'Some fields are not valid', errors: [{ field: `oidc.${field}`, code, message: textOf(code) }] };

    const added = await admin.post('/v1/siteapplications').set(CSRF).send({ ...body, client_id: `${existing.client_id}-new` }).expect(400);
    const updated = await admin.put(`/v1/siteapplications/${existing.id}`).set(CSRF).send(body).expect(400);

    expect(added.body).toEqual(expected);
    expect(updated.body).toEqual(expected);
    expect(await stored(existing.id)).toMatchObject({ redirectUris: SETTINGS.redirect_uris });
  });

  it.each(['yes', 1, true, []])('refuses oidc = %p as the wrong type', async (value) => {
    const response = await admin.post('/v1/siteapplications').set(CSRF).send(applicationForm({ oidc: value })).expect(400);

    expect(response.body).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ field: 'oidc', code: 'INVALID_TYPE', message: SERVICE_TEXTS.INVALID_TYPE }] });
  });

  it('reports an uncallable webhook URL and back-channel logout URL together', async () => {
    const body = applicationForm({ webhook_url: 'http://10.0.0.2/hook', oidc: { ...SETTINGS, backchannel_logout_uri: 'https://10.0.0.3/logout' } });

    const response = await admin.post('/v1/siteapplications').set(CSRF).send(body).expect(400);

    expect((response.body as { errors: unknown[] }).errors).toEqual([
      { field: 'webhook_url', code: 'URL_NOT_ALLOWED', message: SERVICE_TEXTS.URL_NOT_ALLOWED },
      { field: 'oidc.backchannel_logout_uri', code: 'URL_NOT_ALLOWED', message: SERVICE_TEXTS.URL_NOT_ALLOWED },
    ]);
  });

  it('lets only a system administrator change the settings', async () => {
    const created = await create();
    const user = (await signedInUser(t)).agent;

    await user.put(`/v1/siteapplications/${created.id}`).set(CSRF).send(applicationForm({ client_id: created.client_id, oidc: SETTINGS })).expect(403);

    expect(await stored(created.id)).toBeNull();
  });
});
