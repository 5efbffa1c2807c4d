import { messages, type MessageCode } from '@weather/validation';
import { AuditLog } from '../src/platform/audit/audit-log.entity';
import { SiteApplicationCredentialsService } from '../src/site-applications/catalogue/site-application-credentials.service';
import { signedInUser } from './support/enterprises';
import { applicationForm } from './support/site-applications';
import { CSRF, startTestApp, type TestAgent, type TestApp } from './support/test-app';

interface Created {
  id: number;
  client_id: string;
  name: string;
  sysadmin_url: string | null;
  client_secret: string;
  webhook_secret: string;
}

interface ErrorAnswer {
  statusCode: number;
  code: string;
  message: string;
  errors?: { field: string; code: string; message: string }[];
}

/** SPEC §5 Application: each refused value with the code of its message. */
const REFUSED: [field: string, value: unknown, code: MessageCode][] = [
  ['client_id', '', 'CLIENT_ID_REQUIRED'],
  ['client_id', undefined, 'CLIENT_ID_REQUIRED'],
  ['client_id', 'has space', 'CLIENT_ID_INVALID'],
  ['client_id', 'a'.repeat(101), 'MAXIMUM_100_CHARACTERS'],
  ['name', '', 'NAME_REQUIRED'],
  ['name', '   ', 'NAME_REQUIRED'],
  ['name', 'n'.repeat(31), 'MAXIMUM_30_CHARACTERS'],
  ['description', '', 'DESCRIPTION_REQUIRED'],
  ['image_url', '', 'IMAGE_URL_REQUIRED'],
  ['image_url', 'javascript:alert(1)', 'IMAGE_URL_INVALID'],
  ['base_url', '', 'BASE_URL_REQUIRED'],
  ['base_url', 'localhost:4011', 'URL_INVALID'],
  ['base_url', 'ftp://example.com', 'URL_INVALID'],
  ['callback_url', '', 'CALLBACK_URL_REQUIRED'],
  ['callback_url', '/auth/callback', 'URL_INVALID'],
  ['webhook_url', '', 'WEBHOOK_URL_REQUIRED'],
  ['webhook_url', 'data:text/plain,hi', 'URL_INVALID'],
  ['webhook_url', `http://example.com/${'w'.repeat(2048)}`, 'MAXIMUM_2048_CHARACTERS'],
  ['sysadmin_url', 'not a url', 'URL_INVALID'],
  ['ordering_number', undefined, 'ORDERING_NUMBER_REQUIRED'],
  ['ordering_number', null, 'ORDERING_NUMBER_REQUIRED'],
  ['ordering_number', 0, 'ORDERING_NUMBER_INVALID'],
  ['ordering_number', 4, 'ORDERING_NUMBER_INVALID'],
  ['ordering_number', 1.5, 'ORDERING_NUMBER_INVALID'],
  ['theme', 'blue', 'THEME_INVALID'],
  ['theme', 'Primary', 'THEME_INVALID'],
  ['postCallbackUrl', 'https://evil.example.com/auth/post', 'POST_CALLBACK_URL_OTHER_ORIGIN'],
  ['postCallbackUrl', 'http://localhost:4012/auth/post', 'POST_CALLBACK_URL_OTHER_ORIGIN'],
  ['postCallbackUrl', '/auth/post', 'URL_INVALID'],
  ['postCallbackUrl', 'javascript:alert(1)', 'URL_INVALID'],
];

describe('the application catalogue (SPEC §5, §7 Applications)', () => {
  let t: TestApp;
  let admin: TestAgent;
  let adminId: number;

  beforeAll(async () => {
    t = await startTestApp();
    const signedIn = await signedInUser(t, { role: 'SYSADMIN' });
    admin = signedIn.agent;
    adminId = signedIn.user.id;
  });

  afterAll(async () => {
    await t?.close();
  });

  async function create(fields: Record<string, unknown> = {}): Promise<Created> {
    const response = await admin.post('/v1/siteapplications').set(CSRF).send(applicationForm(fields)).expect(201);
    return response.body as Created;
  }

  const credentials = (): SiteApplicationCredentialsService => t.app.get(SiteApplicationCredentialsService);

  /** The admin's audit entries of this event about one application (tests share the admin). */
  async function auditsOf(event: string, applicationId: number): Promise<AuditLog[]> {
    const entries = await t.dataSource.getRepository(AuditLog).findBy({ event, actorId: adminId });
    return entries.filter((entry) => entry.details?.applicationId === applicationId);
  }

  it('adds an application, shows its secrets once, and lists it', async () => {
    const form = applicationForm({ name: '  Storm tracker  ' });

    const created = (await admin.post('/v1/siteapplications').set(CSRF).send(form).expect(201)).body as Created;

    expect(created).toMatchObject({ client_id: form.client_id, name: 'Storm tracker', sysadmin_url: form.sysadmin_url, ordering_number: 2 });
    expect(created.client_secret).toMatch(/^[\w-]{40,}$/);
    expect(created.webhook_secret).toMatch(/^[\w-]{40,}$/);
    expect(await credentials().authenticate(created.client_id, created.client_secret)).not.toBeNull();
    const read = (await admin.get(`/v1/siteapplications/${created.id}`).expect(200)).body as Record<string, unknown>;
    expect(read).toMatchObject({ id: created.id, client_id: created.client_id, name: 'Storm tracker' });
    expect(read).not.toHaveProperty('client_secret');
    expect(read).not.toHaveProperty('webhook_secret');
    const list = (await admin.get('/v1/siteapplications').expect(200)).body as { id: number }[];
    expect(list.map((application) => application.id)).toContain(created.id);
    const audits = await auditsOf('SITE_APPLICATION_CREATED', created.id);
    expect(audits.map((entry) => entry.details)).toEqual([{ applicationId: created.id, clientId: created.client_id }]);
  });

  it.each(['', '   ', null, undefined])('stores a sysadmin url of %p as null', async (blank) => {
    const created = await create({ sysadmin_url: blank });

    expect(created.sysadmin_url).toBeNull();
    const updated = await admin.put(`/v1/siteapplications/${created.id}`).set(CSRF).send(applicationForm({ client_id: created.client_id, sysadmin_url: blank })).expect(200);
    expect((updated.body as Created).sysadmin_url).toBeNull();
  });

  it('accepts each ordering number 1 to 3 and an image on the portal itself', async () => {
    for (const orderingNumber of [1, 2, 3]) {
      const created = await create({ ordering_number: orderingNumber, image_url: '/images/apps/radar.svg' });
      expect(created).toMatchObject({ ordering_number: orderingNumber, image_url: '/images/apps/radar.svg' });
    }
  });

  it.each(REFUSED)('refuses %s = %p with %s, on create and on update', async (field, value, code) => {
    const existing = await create();
    const body = applicationForm({ [field]: value });
    if (value === undefined) delete body[field];
    const expected = { statusCode: 400, code: 'VALIDATION_FAILED', errors: [{ field, code, message: messages[code] }] };

    const added = await admin.post('/v1/siteapplications').set(CSRF).send(body).expect(400);
    const updated = await admin.put(`/v1/siteapplications/${existing.id}`).set(CSRF).send(body).expect(400);

    expect(added.body).toMatchObject(expected);
    expect(updated.body).toMatchObject(expected);
    expect((added.body as ErrorAnswer).errors).toHaveLength(1);
  });

  it('refuses a field of the wrong JSON type', async () => {
    const response = await admin.post('/v1/siteapplications').set(CSRF).send(applicationForm({ ordering_number: '2', theme: 1, postCallbackUrl: { url: 'x' } })).expect(400);

    expect((response.body as ErrorAnswer).errors).toEqual(
      ['ordering_number', 'postCallbackUrl', 'theme'].map((field) => ({ field, code: 'INVALID_TYPE', message: expect.any(String) as string })),
    );
  });

  describe('the theme and the post-callback url (SPEC §3)', () => {
    const base = 'http://localhost:4011';

    const read = async (id: number): Promise<Record<string, unknown>> => (await admin.get(`/v1/siteapplications/${id}`).expect(200)).body as Record<string, unknown>;

    it('adds without them as primary with no post-callback url', async () => {
      const created = await create();
      expect(await read(created.id)).toMatchObject({ theme: 'primary', postCallbackUrl: null });
    });

    it('sets them on add, trimmed, and reads them back; the hand-off then posts the token there', async () => {
      const created = await create({ theme: 'yellow', postCallbackUrl: ` ${base}/auth/post-callback ` });

      expect(created).toMatchObject({ theme: 'yellow', postCallbackUrl: `${base}/auth/post-callback` });
      expect(await read(created.id)).toMatchObject({ theme: 'yellow', postCallbackUrl: `${base}/auth/post-callback` });
      const list = (await admin.get('/v1/siteapplications').expect(200)).body as Record<string, unknown>[];
      expect(list.find((application) => application.id === created.id)).toMatchObject({ theme: 'yellow', postCallbackUrl: `${base}/auth/post-callback` });
      const handOff = (await admin.get('/v1/users/me/session').query({ clientId: created.client_id }).expect(200)).body as { token: string; redirect: unknown };
      expect(handOff.redirect).toEqual({ method: 'POST', url: `${base}/auth/post-callback`, fields: { token: handOff.token } });
    });

    it('accepts a post-callback url on the callback url\'s origin when the base url is elsewhere', async () => {
      const created = await create({ callback_url: 'http://127.0.0.1:4013/auth/callback', postCallbackUrl: 'http://127.0.0.1:4013/auth/post' });
      expect(created).toMatchObject({ postCallbackUrl: 'http://127.0.0.1:4013/auth/post' });
    });

    it('keeps both when a PUT leaves them out, changes them when given, and clears them with null or blank', async () => {
      const created = await create({ theme: 'white', postCallbackUrl: `${base}/auth/post` });
      const put = (fields: Record<string, unknown>) => admin.put(`/v1/siteapplications/${created.id}`).set(CSRF).send(applicationForm({ client_id: created.client_id, ...fields }));

      expect((await put({ name: 'Kept' }).expect(200)).body).toMatchObject({ name: 'Kept', theme: 'white', postCallbackUrl: `${base}/auth/post` });
      expect((await put({ theme: 'primary-alt', postCallbackUrl: `${base}/auth/post2` }).expect(200)).body).toMatchObject({ theme: 'primary-alt', postCallbackUrl: `${base}/auth/post2` });
      expect((await put({ theme: null, postCallbackUrl: null }).expect(200)).body).toMatchObject({ theme: 'primary', postCallbackUrl: null });
      await put({ postCallbackUrl: `${base}/auth/post` }).expect(200);
      expect((await put({ postCallbackUrl: '  ' }).expect(200)).body).toMatchObject({ postCallbackUrl: null });
      expect(await read(created.id)).toMatchObject({ name: expect.any(String) as string, theme: 'primary', postCallbackUrl: null });
    });

    it('refuses to move the base and callback urls away from a post-callback url the PUT keeps, and changes nothing', async () => {
      const created = await create({ postCallbackUrl: `${base}/auth/post` });
      const moved = { client_id: created.client_id, base_url: 'http://localhost:4014', callback_url: 'http://localhost:4014/auth/callback', image_url: 'http://localhost:4014/logo.svg' };

      const refused = await admin.put(`/v1/siteapplications/${created.id}`).set(CSRF).send(applicationForm(moved)).expect(400);

      expect(refused.body).toMatchObject({
        code: 'VALIDATION_FAILED',
        errors: [{ field: 'postCallbackUrl', code: 'POST_CALLBACK_URL_OTHER_ORIGIN', message: messages.POST_CALLBACK_URL_OTHER_ORIGIN }],
      });
      expect(await read(created.id)).toMatchObject({ base_url: base, postCallbackUrl: `${base}/auth/post` });
      const movedToo = await admin.put(`/v1/siteapplications/${created.id}`).set(CSRF).send(applicationForm({ ...moved, postCallbackUrl: 'http://localhost:4014/auth/post' })).expect(200);
      expect(movedToo.body).toMatchObject({ base_url: 'http://localhost:4014', postCallbackUrl: 'http://localhost:4014/auth/post' });
    });
  });

  it('refuses a client id another application has, on create and on update, but keeps its own', async () => {
    const first = await create();
    const second = await create();
    const taken = { statusCode: 400, code: 'VALIDATION_FAILED', message: 'Some fields are not valid', errors: [{ field: 'client_id', code: 'CLIENT_ID_TAKEN', message: messages.CLIENT_ID_TAKEN }] };

    const added = await admin.post('/v1/siteapplications').set(CSRF).send(applicationForm({ client_id: first.client_id })).expect(400);
    const renamed = await admin.put(`/v1/siteapplications/${second.id}`).set(CSRF).send(applicationForm({ client_id: ` ${first.client_id} ` })).expect(400);
    const kept = await admin.put(`/v1/siteapplications/${first.id}`).set(CSRF).send(applicationForm({ client_id: first.client_id, name: 'Kept' })).expect(200);

    expect(added.body).toEqual(taken);
    expect(renamed.body).toEqual(taken);
    expect(kept.body).toMatchObject({ id: first.id, client_id: first.client_id, name: 'Kept' });
  });

  it('updates every field, keeps the secrets, and audits the change', async () => {
    const created = await create();
    const form = applicationForm({ sysadmin_url: 'https://admin.example.com/', ordering_number: 3, description: 'Changed' });

    const response = await admin.put(`/v1/siteapplications/${created.id}`).set(CSRF).send(form).expect(200);

    expect(response.body).toEqual({
      id: created.id,
      client_id: form.client_id,
      name: form.name,
      description: 'Changed',
      image_url: form.image_url,
      base_url: form.base_url,
      callback_url: form.callback_url,
      webhook_url: form.webhook_url,
      sysadmin_url: 'https://admin.example.com/',
      ordering_number: 3,
      postCallbackUrl: null,
      theme: 'primary',
      oidc: null,
      translations: { it: { name: null, description: null } },
    });
    expect(await credentials().authenticate(form.client_id as string, created.client_secret)).not.toBeNull();
    const audits = await auditsOf('SITE_APPLICATION_UPDATED', created.id);
    expect(audits.map((entry) => entry.details)).toEqual([{ applicationId: created.id, clientId: form.client_id, previousClientId: created.client_id }]);
  });

  it('rotates the secrets: the new ones are shown once and work, the old ones stop at once', async () => {
    const created = await create();

    const response = await admin.post(`/v1/siteapplications/${created.id}/secret`).set(CSRF).expect(200);

    const rotated = response.body as { client_id: string; client_secret: string; webhook_secret: string };
    expect(rotated.client_id).toBe(created.client_id);
    expect(rotated.client_secret).not.toBe(created.client_secret);
    expect(rotated.webhook_secret).not.toBe(created.webhook_secret);
    expect(await credentials().authenticate(created.client_id, created.client_secret)).toBeNull();
    expect(await credentials().authenticate(created.client_id, rotated.client_secret)).not.toBeNull();
    expect(await auditsOf('SITE_APPLICATION_SECRETS_ROTATED', created.id)).toHaveLength(1);
  });

  it.each(['999999', 'abc'])('answers APPLICATION_NOT_FOUND for id %s on every route', async (id) => {
    const notFound = { statusCode: 404, code: 'APPLICATION_NOT_FOUND' };

    expect((await admin.get(`/v1/siteapplications/${id}`).expect(404)).body).toMatchObject(notFound);
    expect((await admin.put(`/v1/siteapplications/${id}`).set(CSRF).send(applicationForm()).expect(404)).body).toMatchObject(notFound);
    expect((await admin.post(`/v1/siteapplications/${id}/secret`).set(CSRF).expect(404)).body).toMatchObject(notFound);
  });
});
