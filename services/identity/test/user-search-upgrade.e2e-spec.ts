// An installation upgraded with users already in it: the user search's migrations index the existing
// users by their backfills, not by the triggers new users go through (ADR 0222, ADR 0417). The
// database is migrated up to before the first search migration, users are written with plain SQL,
// then the service starts as after an upgrade (it runs the rest) and its search must answer as a
// LIKE scan does.
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { type Environment, loadConfig } from '../src/platform/config/load-config';
import { entities } from '../src/entities';
import { buildDataSourceOptions } from '../src/platform/database/database-options';
import { withDetectedServerType } from '../src/platform/database/mysql-server-type';
import { createThrowawayMysqlDatabase, type ThrowawayDatabase } from '../scripts/throwaway-mysql-database';
import { PasswordHasher } from '../src/auth/passwords/password-hasher';
import { likeScan } from './support/like-scan';
import { openTestApp, type TestAgent, type TestApp } from './support/test-app';

/** AddUserSearchIndexes: the first migration about the search; the users are written before it. */
const FIRST_SEARCH_MIGRATION = 1795271722362;

/** Longest email the column takes (254): the backfills must reach its last window. */
const LONGEST_EMAIL = `${'l'.repeat(60)}@${'d'.repeat(60)}.${'e'.repeat(60)}.${'f'.repeat(59)}.zqv.example`;

const USERS: Array<[first: string, last: string, email: string]> = [
  ['Mario', 'Rossi', 'mario.rossi@gmail.com'],
  ['Maria', 'Johnson', 'maria.j@example.com'],
  ['Élodie', 'Lemaire', 'elodie@café.fr'],
  ['Straße', 'Cœur', 'strasse@cafe.fr'],
  ['Sam_my', '100%Pure', 'sam_my@son.example'],
  ['Zoë', 'Ó Briain', 'zoe.obriain@mail.gmail.org'],
  ['Gmailson', 'Marsh', 'gmailson@marsh.io'],
  ['Long', 'Address', LONGEST_EMAIL],
];

const QUERIES = ['mar', 'son', 'gmail', 'ail.g', 'o.r', '@gmail', 'Élo', 'elo', 'café', 'cafe', 'œur', 'aße', '_my', '100%', 'zqv', 'fff.zqv', 'xample', 'rsh', 'ros son', 'zzq'];

const ADMIN = { email: 'upgrade-admin@example.com', password: 'a long enough password' };

describe('the user search after an upgrade with existing users', () => {
  let t: TestApp | undefined;
  let agent: TestAgent;

  beforeAll(async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'identity-upgrade-'));
    const serverUrl = process.env.TEST_DATABASE_URL;
    const throwaway: ThrowawayDatabase | null = serverUrl ? await createThrowawayMysqlDatabase(serverUrl, 'identity_upgrade') : null;
    const environment: Environment = { NODE_ENV: 'test', DATA_DIR: dataDir, DEMO_ADMIN: 'off', ...(throwaway ? { DATABASE_URL: throwaway.url } : {}) };
    const options = buildDataSourceOptions(await withDetectedServerType(loadConfig(environment, dataDir).database), entities);

    // The installation as it was before the search: its migrations only, then its users.
    const before = (options.migrations as Array<new () => object>).filter((migration) => Number(/\d{13}$/u.exec(migration.name)?.[0]) < FIRST_SEARCH_MIGRATION);
    expect(before.length).toBeGreaterThan(0);
    const old = new DataSource({ ...options, migrations: before });
    await old.initialize();
    await old.runMigrations({ transaction: 'each' });
    const passwordHash = await new PasswordHasher().hash(ADMIN.password);
    const insert = "INSERT INTO users (uuid, first_name, last_name, email, role, is_verified, password_hash) VALUES (?, ?, ?, ?, ?, 1, ?)";
    await old.query(insert, [randomUUID(), 'Upgrade', 'Admin', ADMIN.email, 'SYSADMIN', passwordHash]);
    for (const [first, last, email] of USERS) await old.query(insert, [randomUUID(), first, last, email, 'USER', null]);
    await old.destroy();

    // The upgrade: the service starts and runs the search migrations on those users.
    t = await openTestApp(environment, dataDir, throwaway, undefined);
    agent = await t.signIn(ADMIN.email, ADMIN.password);
  });

  afterAll(async () => {
    await t?.close();
  });

  it.each(QUERIES)('finds "%s" among the users written before the search existed, as a LIKE scan does', async (text) => {
    if (!t) throw new Error('the app is not started');
    const response = await agent.get('/v1/users').query({ text, limit: 50 }).expect(200);
    const expected = await likeScan(t.dataSource, text);
    expect((response.body as { id: number }[]).map((user) => user.id)).toEqual(expected);
    expect(Number(response.headers['x-result-total-count'])).toBe(expected.length);
  });

  it('reaches the last characters of the longest email the column holds', async () => {
    expect(LONGEST_EMAIL).toHaveLength(254);
    const response = await agent.get('/v1/users').query({ text: 'zqv.example' }).expect(200);
    expect((response.body as { email: string }[]).map((user) => user.email)).toEqual([LONGEST_EMAIL]);
  });
});
