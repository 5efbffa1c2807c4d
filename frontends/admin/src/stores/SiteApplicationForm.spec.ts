import { buildApplication, FakeAdminTransport } from '../testing/fake-admin-transport';
import { type SiteApplicationValues, SiteApplicationForm } from './SiteApplicationForm';

const valid: SiteApplicationValues = {
  client_id: ' weather-tides ',
  name: 'Tides',
  description: 'High and low water along the coast.',
  image_url: '/images/tides.svg',
  base_url: 'https://tides.weather.test',
  callback_url: 'https://tides.weather.test/auth/callback',
  webhook_url: 'https://tides.weather.test/webhooks/identity',
  sysadmin_url: '  ',
  ordering_number: '2',
  postCallbackUrl: ' ',
  theme: 'primary',
  'translations.it.name': ' Maree ',
  'translations.it.description': '  ',
};

function fill(form: SiteApplicationForm, values: SiteApplicationValues) {
  for (const [field, value] of Object.entries(values)) form.set(field as keyof SiteApplicationValues, value);
}

describe(SiteApplicationForm.name, () => {
  it('checks every rule of SPEC §5 before calling, and shows a rule only once the field was changed', async () => {
    const transport = new FakeAdminTransport();
    const sut = new SiteApplicationForm(transport, null);
    expect(sut.errorOf('name')).toBeUndefined();

    sut.set('name', 'A name much longer than thirty characters');
    expect(sut.errorOf('name')?.code).toBe('MAXIMUM_30_CHARACTERS');
    expect(sut.errorOf('client_id')).toBeUndefined();

    expect(await sut.save()).toBe('invalid');
    expect(transport.calls).toEqual([]);
    expect(
      (['client_id', 'description', 'image_url', 'base_url', 'callback_url', 'webhook_url', 'sysadmin_url', 'ordering_number'] as const).map(
        (field) => sut.errorOf(field)?.code ?? null,
      ),
    ).toEqual([
      'CLIENT_ID_REQUIRED',
      'DESCRIPTION_REQUIRED',
      'IMAGE_URL_REQUIRED',
      'BASE_URL_REQUIRED',
      'CALLBACK_URL_REQUIRED',
      'WEBHOOK_URL_REQUIRED',
      null,
      'ORDERING_NUMBER_REQUIRED',
    ]);
    sut.set('sysadmin_url', 'javascript:alert(1)');
    expect(sut.errorOf('sysadmin_url')?.code).toBe('URL_INVALID');
  });

  it('adds with trimmed text and a blank sysadmin url as null, then resets and keeps the secrets', async () => {
    const transport = new FakeAdminTransport();
    const sut = new SiteApplicationForm(transport, null);
    fill(sut, valid);

    expect(await sut.save()).toBe('added');

    expect(transport.calls[0]).toBe(
      `create ${JSON.stringify({
        client_id: 'weather-tides',
        name: 'Tides',
        description: 'High and low water along the coast.',
        image_url: '/images/tides.svg',
        base_url: 'https://tides.weather.test',
        callback_url: 'https://tides.weather.test/auth/callback',
        webhook_url: 'https://tides.weather.test/webhooks/identity',
        sysadmin_url: null,
        postCallbackUrl: null,
        ordering_number: 2,
        theme: 'primary',
        oidc: null,
        translations: { it: { name: 'Maree', description: null } },
      })}`,
    );
    expect(sut.values).toEqual({ ...Object.fromEntries(Object.keys(valid).map((field) => [field, ''])), theme: 'primary' });
    expect(sut.errorOf('name')).toBeUndefined();
    expect(sut.secrets).toEqual({ client_id: 'weather-tides', client_secret: 'client-secret-1', webhook_secret: 'webhook-secret-1' });
  });

  it('shows and saves the Italian texts, optional, the name under the English name\'s rule, and the server\'s errors under them', async () => {
    const transport = new FakeAdminTransport();
    transport.applications = [buildApplication({ id: 4, translations: { it: { name: null, description: 'Radar della pioggia.' } } })];
    const sut = new SiteApplicationForm(transport, 4);
    await sut.load();
    expect(sut.values).toMatchObject({ 'translations.it.name': '', 'translations.it.description': 'Radar della pioggia.' });
    expect(sut.isValid).toBe(true);

    sut.set('translations.it.name', 'n'.repeat(31));
    expect(sut.errorOf('translations.it.name')).toMatchObject({ code: 'MAXIMUM_30_CHARACTERS' });
    expect(await sut.save()).toBe('invalid');
    sut.set('translations.it.name', 'Radar meteo');
    sut.set('translations.it.description', ' ');
    expect(await sut.save()).toBe('updated');
    expect(transport.applications[0].translations).toEqual({ it: { name: 'Radar meteo', description: null } });

    transport.refuseWith = {
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: 'Some fields are not valid',
      errors: [{ field: 'translations.it.description', code: 'INVALID_TYPE', message: 'This value has the wrong type' }],
    };
    expect(await sut.save()).toBe('refused');
    expect(sut.errorOf('translations.it.description')).toMatchObject({ code: 'INVALID_TYPE' });
  });

  it('puts the server per-field errors under their fields until the field changes', async () => {
    const transport = new FakeAdminTransport();
    const sut = new SiteApplicationForm(transport, null);
    fill(sut, valid);
    transport.refuseWith = {
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: 'Some fields are not valid',
      errors: [{ field: 'client_id', code: 'CLIENT_ID_TAKEN', message: 'Another application already has this client id' }],
    };

    expect(await sut.save()).toBe('refused');

    expect(sut.errorOf('client_id')).toMatchObject({ code: 'CLIENT_ID_TAKEN' });
    expect(sut.values.name).toBe('Tides');
    sut.set('client_id', 'weather-tides-2');
    expect(sut.errorOf('client_id')).toBeUndefined();
  });

  it('loads, updates and rotates the secrets of an application in edit mode', async () => {
    const transport = new FakeAdminTransport();
    transport.applications = [buildApplication({ id: 4, sysadmin_url: 'https://radar.weather.test/admin' })];
    const sut = new SiteApplicationForm(transport, 4);
    expect(sut.hasLoaded).toBe(false);

    await sut.load();
    expect(sut.values).toMatchObject({ name: 'Radar', sysadmin_url: 'https://radar.weather.test/admin', ordering_number: '1' });
    sut.set('name', 'Radar Pro');
    sut.set('sysadmin_url', '');
    expect(await sut.save()).toBe('updated');
    expect(transport.applications[0]).toMatchObject({ name: 'Radar Pro', sysadmin_url: null });
    expect(sut.application?.name).toBe('Radar Pro');

    await sut.rotateSecrets();
    expect(transport.calls).toContain('rotate 4');
    expect(sut.secrets?.client_secret).toBe('client-secret-1');
    sut.dismissSecrets();
    expect(sut.secrets).toBeNull();
  });

  describe('the theme and the post-callback url (SPEC §3)', () => {
    it('starts a new application on the primary theme with no post-callback url', () => {
      const sut = new SiteApplicationForm(new FakeAdminTransport(), null);
      expect(sut.values).toMatchObject({ theme: 'primary', postCallbackUrl: '' });
      expect(sut.draft).toMatchObject({ theme: 'primary', postCallbackUrl: null });
    });

    it('refuses a post-callback url off the base and callback urls\' origin, and an unknown theme, before any call', async () => {
      const transport = new FakeAdminTransport();
      const sut = new SiteApplicationForm(transport, null);
      fill(sut, { ...valid, postCallbackUrl: 'https://elsewhere.weather.test/post', theme: 'blue' });

      expect(await sut.save()).toBe('invalid');

      expect(transport.calls).toEqual([]);
      expect(sut.errorOf('postCallbackUrl')?.code).toBe('POST_CALLBACK_URL_OTHER_ORIGIN');
      expect(sut.errorOf('theme')?.code).toBe('THEME_INVALID');
      sut.set('postCallbackUrl', 'tides.weather.test/post');
      expect(sut.errorOf('postCallbackUrl')?.code).toBe('URL_INVALID');
    });

    it('adds with the chosen theme and the trimmed post-callback url', async () => {
      const transport = new FakeAdminTransport();
      const sut = new SiteApplicationForm(transport, null);
      fill(sut, { ...valid, postCallbackUrl: ' https://tides.weather.test/auth/post ', theme: 'yellow' });

      expect(await sut.save()).toBe('added');

      expect(transport.applications.at(-1)).toMatchObject({ postCallbackUrl: 'https://tides.weather.test/auth/post', theme: 'yellow' });
    });

    it('shows the stored ones in edit mode, and clears the post-callback url when emptied', async () => {
      const transport = new FakeAdminTransport();
      transport.applications = [buildApplication({ id: 4, theme: 'white', postCallbackUrl: 'http://localhost:4001/auth/post' })];
      const sut = new SiteApplicationForm(transport, 4);
      await sut.load();
      expect(sut.values).toMatchObject({ theme: 'white', postCallbackUrl: 'http://localhost:4001/auth/post' });

      sut.set('theme', 'primary-alt');
      sut.set('postCallbackUrl', '');
      expect(await sut.save()).toBe('updated');

      expect(transport.applications[0]).toMatchObject({ theme: 'primary-alt', postCallbackUrl: null });
      expect(transport.calls.at(-1)).toContain('"postCallbackUrl":null');
    });

    it('puts the server error of the post-callback url under it', async () => {
      const transport = new FakeAdminTransport();
      const sut = new SiteApplicationForm(transport, null);
      fill(sut, { ...valid, postCallbackUrl: 'https://tides.weather.test/post' });
      transport.refuseWith = {
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        message: 'Some fields are not valid',
        errors: [{ field: 'postCallbackUrl', code: 'POST_CALLBACK_URL_OTHER_ORIGIN', message: 'Use the address (scheme, host and port) of the base url or the callback url' }],
      };

      expect(await sut.save()).toBe('refused');

      expect(sut.errorOf('postCallbackUrl')).toMatchObject({ code: 'POST_CALLBACK_URL_OTHER_ORIGIN' });
    });
  });

  describe('the OpenID Connect section', () => {
    it('sends null while switched off, and the shared rules once switched on, before any call', async () => {
      const transport = new FakeAdminTransport();
      const sut = new SiteApplicationForm(transport, null);
      fill(sut, valid);
      expect(sut.draft.oidc).toBeNull();

      sut.setOidcEnabled(true);
      expect(await sut.save()).toBe('invalid');

      expect(transport.calls).toEqual([]);
      expect(sut.errorOf('oidc.redirect_uris')?.code).toBe('OIDC_REDIRECT_URI_REQUIRED');
      sut.setOidc('redirect_uris', 'http://tides.weather.test/cb');
      expect(sut.errorOf('oidc.redirect_uris')?.code).toBe('OIDC_URI_HTTPS_REQUIRED');
    });

    it('sends the addresses one a line, trimmed, blank lines left out, and a blank back-channel URL as null', async () => {
      const transport = new FakeAdminTransport();
      const sut = new SiteApplicationForm(transport, null);
      fill(sut, valid);
      sut.setOidcEnabled(true);
      sut.setOidc('redirect_uris', ' https://tides.weather.test/cb \n\nhttp://localhost:4005/cb\n');
      sut.setOidc('post_logout_redirect_uris', 'https://tides.weather.test/');
      sut.setOidc('backchannel_logout_uri', '  ');
      sut.setOidc('first_party', false);

      expect(await sut.save()).toBe('added');

      expect(transport.applications.at(-1)?.oidc).toEqual({
        redirect_uris: ['https://tides.weather.test/cb', 'http://localhost:4005/cb'],
        post_logout_redirect_uris: ['https://tides.weather.test/'],
        grant_types: ['authorization_code', 'refresh_token'],
        client_type: 'confidential',
        backchannel_logout_uri: null,
        first_party: false,
      });
      expect(sut.oidc.enabled).toBe(false);
    });

    it('keeps the grant types in the list order and tells at once that a public client cannot use client credentials', () => {
      const sut = new SiteApplicationForm(new FakeAdminTransport(), null);
      sut.setOidcEnabled(true);

      sut.setGrantType('client_credentials', true);
      sut.setGrantType('refresh_token', false);
      sut.setGrantType('refresh_token', true);
      expect(sut.oidc.grant_types).toEqual(['authorization_code', 'refresh_token', 'client_credentials']);
      expect(sut.errorOf('oidc.grant_types')).toBeUndefined();

      sut.setOidc('client_type', 'public');
      expect(sut.errorOf('oidc.grant_types')?.code).toBe('OIDC_PUBLIC_CLIENT_CREDENTIALS');
      sut.setGrantType('client_credentials', false);
      expect(sut.errorOf('oidc.grant_types')).toBeUndefined();
    });

    it('loads the settings of an application, and clears them when switched off', async () => {
      const transport = new FakeAdminTransport();
      const oidc = {
        redirect_uris: ['https://radar.weather.test/cb', 'https://radar.weather.test/cb2'],
        post_logout_redirect_uris: [],
        grant_types: ['authorization_code' as const],
        client_type: 'public' as const,
        backchannel_logout_uri: 'https://radar.weather.test/logout',
        first_party: true,
      };
      transport.applications = [buildApplication({ id: 4, oidc })];
      const sut = new SiteApplicationForm(transport, 4);
      await sut.load();

      expect(sut.oidc).toEqual({ ...oidc, enabled: true, redirect_uris: 'https://radar.weather.test/cb\nhttps://radar.weather.test/cb2', post_logout_redirect_uris: '', backchannel_logout_uri: 'https://radar.weather.test/logout' });
      sut.setOidcEnabled(false);
      expect(await sut.save()).toBe('updated');
      expect(transport.applications[0].oidc).toBeNull();
    });

    it('puts the server error of a nested field under it until that field changes', async () => {
      const transport = new FakeAdminTransport();
      const sut = new SiteApplicationForm(transport, null);
      fill(sut, valid);
      sut.setOidcEnabled(true);
      sut.setOidc('redirect_uris', 'https://tides.weather.test/cb');
      sut.setOidc('backchannel_logout_uri', 'https://10.0.0.1/logout');
      transport.refuseWith = {
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        message: 'Some fields are not valid',
        errors: [{ field: 'oidc.backchannel_logout_uri', code: 'URL_NOT_ALLOWED', message: 'This address is on a local or private network; the service may not call it' }],
      };

      expect(await sut.save()).toBe('refused');

      expect(sut.errorOf('oidc.backchannel_logout_uri')).toMatchObject({ code: 'URL_NOT_ALLOWED' });
      sut.setOidc('backchannel_logout_uri', 'https://tides.weather.test/logout');
      expect(sut.errorOf('oidc.backchannel_logout_uri')).toBeUndefined();
    });
  });
});
