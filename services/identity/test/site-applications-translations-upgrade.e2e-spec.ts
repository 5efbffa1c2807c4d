// An installation upgraded with the demo applications already in it (docs/adr/1005): the migration
// gives the seeded rows their Italian texts, unless an administrator has reworded their English ones.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { createThrowawayMysqlDatabase, type ThrowawayDatabase } from '../scripts/throwaway-mysql-database';
import { entities } from '../src/entities';
import { type Environment, loadConfig } from '../src/platform/config/load-config';
import { buildDataSourceOptions } from '../src/platform/database/database-options';
import { withDetectedServerType } from '../src/platform/database/mysql-server-type';

/** AddSiteApplicationTranslations: the rows are written before it. */
const TRANSLATIONS_MIGRATION = 1795863400000;

const ROW = (clientId: string, name: string, description: string, port: number): unknown[] => [
  clientId,
  name,
  description,
  `http://localhost:${port}/logo.svg`,
  `http://localhost:${port}`,
  `http://localhost:${port}/auth/callback`,
  `http://localhost:${port}/webhooks/identity`,
  port - 4000,
];

describe('the seeded applications\' Italian texts after an upgrade', () => {
  let throwaway: ThrowawayDatabase | null = null;
  let upgraded: DataSource;

  beforeAll(async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'identity-translations-upgrade-'));
    const serverUrl = process.env.TEST_DATABASE_URL;
    throwaway = serverUrl ? await createThrowawayMysqlDatabase(serverUrl, 'identity_translations') : null;
    const environment: Environment = { NODE_ENV: 'test', DATA_DIR: dataDir, DEMO_ADMIN: 'off', ...(throwaway ? { DATABASE_URL: throwaway.url } : {}) };
    const options = buildDataSourceOptions(await withDetectedServerType(loadConfig(environment, dataDir).database), entities);

    const before = (options.migrations as Array<new () => object>).filter((migration) => Number(/\d{13}$/u.exec(migration.name)?.[0]) < TRANSLATIONS_MIGRATION);
    const old = new DataSource({ ...options, migrations: before });
    await old.initialize();
    await old.runMigrations({ transaction: 'each' });
    const insert =
      'INSERT INTO site_applications (client_id, name, description, image_url, base_url, callback_url, webhook_url, ordering_number) VALUES (?, ?, ?, ?, ?, ?, ?, ?)';
    await old.query(insert, ROW('weather-radar', 'Radar', 'Live rain radar and lightning over your area.', 4001));
    await old.query(insert, ROW('weather-forecast', 'Forecast', 'Seven-day forecasts for the places you follow.', 4002));
    // Reworded by an administrator: an Italian text of the old wording would be wrong.
    await old.query(insert, ROW('weather-alerts', 'Alerts', 'Warnings for the places you follow.', 4003));
    await old.destroy();

    upgraded = new DataSource(options);
    await upgraded.initialize();
    await upgraded.runMigrations({ transaction: 'each' });
  });

  afterAll(async () => {
    await upgraded?.destroy();
    await throwaway?.drop();
  });

  it('translates the rows still worded as seeded, and only those', async () => {
    const rows = (await upgraded.query('SELECT client_id, translations FROM site_applications ORDER BY ordering_number')) as { client_id: string; translations: string | null }[];

    expect(rows.map((row) => [row.client_id, row.translations === null ? null : JSON.parse(row.translations)])).toEqual([
      ['weather-radar', { it: { description: 'Radar della pioggia e fulmini in tempo reale sulla tua zona.' } }],
      ['weather-forecast', { it: { name: 'Previsioni', description: 'Previsioni a sette giorni per i luoghi che segui.' } }],
      ['weather-alerts', null],
    ]);
  });
});
