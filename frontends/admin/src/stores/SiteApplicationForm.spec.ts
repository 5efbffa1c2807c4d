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
        ordering_number: 2,
      })}`,
    );
    expect(Object.values(sut.values).every((value) => value === '')).toBe(true);
    expect(sut.errorOf('name')).toBeUndefined();
    expect(sut.secrets).toEqual({ client_id: 'weather-tides', client_secret: 'client-secret-1', webhook_secret: 'webhook-secret-1' });
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
});
