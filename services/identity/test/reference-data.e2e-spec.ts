import { SeedService } from '../src/platform/database/seeds/seed.service';
import { startTestApp, type TestApp } from './support/test-app';

describe('time zones and EULA', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  it('lists every IANA time zone, ordered by name', async () => {
    const response = await t.agent().get('/v1/timezones/get_all_timezones').expect(200);
    const names: string[] = response.body.map((zone: { name: string }) => zone.name);

    expect(names.length).toBeGreaterThanOrEqual(Intl.supportedValuesOf('timeZone').length);
    expect(names).toEqual([...names].sort());
    expect(names).toEqual(expect.arrayContaining(['Australia/Sydney', 'Europe/Rome', 'UTC']));
    expect(response.body[0]).toEqual({ id: expect.any(Number), name: names[0] });
  });

  it('returns one time zone by id, and 404 for an unknown or malformed id', async () => {
    const all = (await t.agent().get('/v1/timezones/get_all_timezones').expect(200)).body as Array<{ id: number; name: string }>;
    const rome = all.find((zone) => zone.name === 'Europe/Rome');

    expect((await t.agent().get(`/v1/timezones/${rome?.id}`).expect(200)).body).toEqual(rome);
    const missing = await t.agent().get('/v1/timezones/999999').expect(404);
    expect(missing.body).toEqual({ statusCode: 404, code: 'TIMEZONE_NOT_FOUND', message: 'Time zone not found' });
    await t.agent().get('/v1/timezones/abc').expect(404);
  });

  it('returns the collaboration EULA', async () => {
    const response = await t.agent().get('/v1/eula/collaborate').expect(200);

    expect(response.body).toEqual({ id: expect.any(Number), content: expect.stringContaining('Terms of use') });
  });

  it('seeds once: a second start adds nothing', async () => {
    const before = (await t.agent().get('/v1/timezones/get_all_timezones')).body.length;
    const eula = (await t.agent().get('/v1/eula/collaborate')).body;

    await t.app.get(SeedService).run();

    expect((await t.agent().get('/v1/timezones/get_all_timezones')).body.length).toBe(before);
    expect((await t.agent().get('/v1/eula/collaborate')).body).toEqual(eula);
    const [{ count }] = await t.dataSource.query('SELECT COUNT(*) AS count FROM site_applications');
    expect(Number(count)).toBe(3);
    const orders = await t.dataSource.query('SELECT ordering_number AS n FROM site_applications ORDER BY ordering_number');
    expect(orders.map((row: { n: number }) => Number(row.n))).toEqual([1, 2, 3]);
  });
});
