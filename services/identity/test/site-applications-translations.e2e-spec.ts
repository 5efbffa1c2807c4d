import { messages, type MessageCode } from '@weather/validation';
import { SiteApplication } from '../src/site-applications/catalogue/site-application.entity';
import { signedInUser } from './support/enterprises';
import { impersonatingAdmin } from './support/impersonation';
import { applicationForm } from './support/site-applications';
import { CSRF, startTestApp, type TestAgent, type TestApp } from './support/test-app';

interface Texts {
  name: string | null;
  description: string | null;
}

interface Detail {
  id: number;
  client_id: string;
  name: string;
  description: string;
  translations: { it: Texts };
}

interface Listed {
  client_id: string;
  name: string;
  description: string;
  translations?: unknown;
}

const SERVICE_TEXTS: Record<string, string> = {
  INVALID_TYPE: 'This value has the wrong type',
  UNKNOWN_FIELD: 'This field is not allowed',
};

const textOf = (code: string): string => (code in messages ? messages[code as MessageCode] : SERVICE_TEXTS[code]);

const ITALIAN = { name: 'Tracciatempeste', description: 'Segui i temporali vicino a te.' };
const ENGLISH = { name: 'Storm tracker', description: 'Follow the storms near you.' };

/** Issue 31 #6 (docs/adr/1005): an application's name and description per language, English required, Italian optional. */
describe('catalogue texts in the reader\'s language', () => {
  let t: TestApp;
  let admin: TestAgent;

  beforeAll(async () => {
    t = await startTestApp();
    admin = (await signedInUser(t, { role: 'SYSADMIN', locale: 'en' })).agent;
  });

  afterAll(async () => {
    await t?.close();
  });

  async function create(fields: Record<string, unknown>): Promise<Detail> {
    return (await admin.post('/v1/siteapplications').set(CSRF).send(applicationForm({ ...ENGLISH, ...fields })).expect(201)).body as Detail;
  }

  /** The launcher's list as one reader sees it, by client id. */
  async function listedFor(agent: TestAgent, clientId: string, acceptLanguage?: string): Promise<Listed | undefined> {
    const request = agent.get('/v1/siteapplications');
    if (acceptLanguage) void request.set('Accept-Language', acceptLanguage);
    const list = (await request.expect(200)).body as Listed[];
    return list.find((application) => application.client_id === clientId);
  }

  const reader = async (locale: string | null): Promise<TestAgent> => (await signedInUser(t, { locale })).agent;
  const stored = async (id: number) => (await t.dataSource.getRepository(SiteApplication).findOneByOrFail({ id })).translations;

  it('adds an application with Italian texts (trimmed) and shows them to the administrator', async () => {
    const created = await create({ translations: { it: { name: `  ${ITALIAN.name} `, description: ` ${ITALIAN.description}  ` } } });

    expect(created).toMatchObject({ ...ENGLISH, translations: { it: ITALIAN } });
    const read = (await admin.get(`/v1/siteapplications/${created.id}`).expect(200)).body as Detail;
    expect(read).toMatchObject({ ...ENGLISH, translations: { it: ITALIAN } });
    expect(await stored(created.id)).toEqual({ it: ITALIAN });
  });

  it('adds an application without Italian texts: none stored, English shown in Italian', async () => {
    const withoutField = await create({});
    const withBlanks = await create({ translations: { it: { name: '  ', description: '' } } });
    const withNull = await create({ translations: null });

    for (const created of [withoutField, withBlanks, withNull]) {
      expect(created.translations).toEqual({ it: { name: null, description: null } });
      expect(await stored(created.id)).toBeNull();
    }
    expect(await listedFor(await reader('it'), withoutField.client_id)).toMatchObject(ENGLISH);
  });

  it('answers the launcher list in the profile language, falling back to English text by text', async () => {
    const both = await create({ translations: { it: ITALIAN } });
    const descriptionOnly = await create({ translations: { it: { description: ITALIAN.description } } });
    const italianReader = await reader('it');
    const englishReader = await reader('en');

    expect(await listedFor(italianReader, both.client_id)).toMatchObject(ITALIAN);
    expect(await listedFor(italianReader, descriptionOnly.client_id)).toMatchObject({ name: ENGLISH.name, description: ITALIAN.description });
    expect(await listedFor(englishReader, both.client_id)).toMatchObject(ENGLISH);
    // The stored profile language wins over the browser's.
    expect(await listedFor(englishReader, both.client_id, 'it-IT,it;q=0.9')).toMatchObject(ENGLISH);
    expect(await listedFor(italianReader, both.client_id, 'en-GB')).toMatchObject(ITALIAN);
    // The list carries the texts to show, not the stored translations.
    expect(await listedFor(italianReader, both.client_id)).not.toHaveProperty('translations');
  });

  it.each([
    ['it', ITALIAN],
    ['it-CH', ITALIAN],
    ['fr-FR, it;q=0.8, en;q=0.5', ITALIAN],
    ['en-US,en;q=0.9,it;q=0.8', ENGLISH],
    ['de', ENGLISH],
    ['it;q=0', ENGLISH],
    [undefined, ENGLISH],
  ])('answers a reader without a profile language by Accept-Language %p', async (acceptLanguage, expected) => {
    const created = await create({ translations: { it: ITALIAN } });

    expect(await listedFor(await reader(null), created.client_id, acceptLanguage)).toMatchObject(expected);
  });

  it('answers an impersonating administrator in the language of their portal, not the user\'s', async () => {
    const created = await create({ translations: { it: ITALIAN } });
    const { agent } = await impersonatingAdmin(t, { locale: 'it' });

    expect(await listedFor(agent, created.client_id, 'en')).toMatchObject(ENGLISH);
    expect(await listedFor(agent, created.client_id, 'it')).toMatchObject(ITALIAN);
  });

  it("names the application in the hand-off's answer in the reader's language, as the list does (the portal's hand-off page shows it)", async () => {
    const created = await create({ translations: { it: ITALIAN } });
    const handedOff = async (agent: TestAgent, acceptLanguage?: string): Promise<Listed> => {
      const request = agent.get('/v1/users/me/session').query({ clientId: created.client_id });
      if (acceptLanguage) void request.set('Accept-Language', acceptLanguage);
      return ((await request.expect(200)).body as { siteApplication: Listed }).siteApplication;
    };

    expect(await handedOff(await reader('it'))).toMatchObject(ITALIAN);
    expect(await handedOff(await reader('it'), 'en')).toMatchObject(ITALIAN);
    expect(await handedOff(await reader(null), 'it-IT,it;q=0.9')).toMatchObject(ITALIAN);
    expect(await handedOff(await reader(null))).toMatchObject(ENGLISH);
    expect(await handedOff(await reader('en'), 'it')).toMatchObject(ENGLISH);
  });

  it('shows the seeded applications in Italian, Radar keeping its English name', async () => {
    const italianReader = await reader('it');

    expect(await listedFor(italianReader, 'weather-forecast')).toMatchObject({ name: 'Previsioni', description: 'Previsioni a sette giorni per i luoghi che segui.' });
    expect(await listedFor(italianReader, 'weather-alerts')).toMatchObject({ name: 'Allerte', description: 'Avvisi di maltempo, inviati dove ti trovi.' });
    expect(await listedFor(italianReader, 'weather-radar')).toMatchObject({ name: 'Radar', description: 'Radar della pioggia e fulmini in tempo reale sulla tua zona.' });
    expect(await listedFor(await reader('en'), 'weather-forecast')).toMatchObject({ name: 'Forecast', description: 'Seven-day forecasts for the places you follow.' });
  });

  it('keeps the Italian texts on an update that leaves them out, and clears them with null or blanks', async () => {
    const created = await create({ translations: { it: ITALIAN } });
    const put = (fields: Record<string, unknown>) =>
      admin.put(`/v1/siteapplications/${created.id}`).set(CSRF).send(applicationForm({ ...ENGLISH, client_id: created.client_id, ...fields })).expect(200);

    expect(((await put({})).body as Detail).translations).toEqual({ it: ITALIAN });
    expect(((await put({ translations: { it: { name: 'Temporali' } } })).body as Detail).translations).toEqual({ it: { name: 'Temporali', description: null } });
    expect(((await put({ translations: { it: { name: ' ', description: ' ' } } })).body as Detail).translations).toEqual({ it: { name: null, description: null } });
    await put({ translations: { it: ITALIAN } });
    expect(((await put({ translations: null })).body as Detail).translations).toEqual({ it: { name: null, description: null } });
    expect(await stored(created.id)).toBeNull();
  });

  it.each([
    ['an Italian name over 30 characters', { it: { name: 'n'.repeat(31) } }, 'translations.it.name', 'MAXIMUM_30_CHARACTERS'],
    ['an Italian name that is not text', { it: { name: 42 } }, 'translations.it.name', 'INVALID_TYPE'],
    ['an Italian description that is not text', { it: { description: ['x'] } }, 'translations.it.description', 'INVALID_TYPE'],
    ['Italian texts that are not an object', { it: 'Radar' }, 'translations.it', 'INVALID_TYPE'],
    ['translations that are not an object', 'Radar', 'translations', 'INVALID_TYPE'],
    ['a language the portal does not have', { fr: { name: 'Radar' } }, 'translations.fr', 'UNKNOWN_FIELD'],
  ])('refuses %s, on create and on update', async (_name, translations, field, code) => {
    const existing = await create({ translations: { it: ITALIAN } });
    const body = applicationForm({ client_id: existing.client_id, translations });

    const added = await admin.post('/v1/siteapplications').set(CSRF).send({ ...body, client_id: `${existing.client_id}-new` }).expect(400);
    const updated = await admin.put(`/v1/siteapplications/${existing.id}`).set(CSRF).send(body).expect(400);

    for (const response of [added, updated]) {
      expect(response.body).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ field, code, message: textOf(code) }] });
    }
    expect(await stored(existing.id)).toEqual({ it: ITALIAN });
  });

  it('accepts an Italian name of exactly 30 characters, counted as a person counts them', async () => {
    const name = `${'è'.repeat(29)}🌧`;

    expect((await create({ translations: { it: { name } } })).translations.it.name).toBe(name);
  });
});
