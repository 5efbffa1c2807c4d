/**
 * Measures GET /v1/users's search at scale; not part of any test suite. On an empty throwaway
 * database of each engine (SQLite always, MariaDB/MySQL when TEST_DATABASE_URL is set) it runs the
 * migrations, loads USERS users (1,000,000 by default) with generated names, and times searches.
 * The rows go in through the search index's triggers (ADR 0222), which on MariaDB makes a million
 * take far longer than the bench's bulk loader (`npm run bench -- --only 4-search`, the measurement
 * of the substring search against a LIKE scan); keep USERS small there.
 *
 *   TEST_DATABASE_URL=mysql://root@127.0.0.1:3306/test npm run bench:users-search -w @weather/identity
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { DataSource } from 'typeorm';
import { entities } from '../src/entities';
import { buildDataSourceOptions } from '../src/platform/database/database-options';
import { UsersSearchService } from '../src/users/search/users-search.service';
import { emptyDatabases } from './engines-under-test';

const SYLLABLES = ['ma', 'ri', 'lo', 'an', 'ne', 'jo', 'sa', 'ke', 'li', 'ra', 'to', 'be', 'mi', 'da', 'vi', 'no', 'el', 'ha', 'pe', 'su'];
const ROWS_PER_INSERT = 500;
const RUNS = 5;

/** A name of 2 to 4 syllables, the same for the same number, so both engines get the same data. */
function nameOf(seed: number): string {
  let value = seed;
  let name = '';
  const length = 2 + (seed % 3);
  for (let index = 0; index < length; index += 1) {
    name += SYLLABLES[value % SYLLABLES.length];
    value = Math.floor(value / SYLLABLES.length) + index * 7919;
  }
  return name.charAt(0).toUpperCase() + name.slice(1);
}

async function load(dataSource: DataSource, count: number): Promise<void> {
  for (let start = 0; start < count; start += ROWS_PER_INSERT) {
    const rows: string[] = [];
    const values: string[] = [];
    for (let index = start; index < Math.min(start + ROWS_PER_INSERT, count); index += 1) {
      const first = nameOf((index * 2_654_435_761) % 1_000_003);
      const last = nameOf((index * 40_503) % 999_983);
      rows.push('(?, ?, ?, ?)');
      values.push(randomUUID(), first, last, `${first.toLowerCase()}.${last.toLowerCase()}.${index}@example.com`);
    }
    await dataSource.query(`INSERT INTO users (uuid, first_name, last_name, email) VALUES ${rows.join(', ')}`, values);
  }
}

async function time(search: () => Promise<unknown>): Promise<number> {
  const durations: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    await search();
    durations.push(performance.now() - started);
  }
  return durations.sort((a, b) => a - b)[Math.floor(RUNS / 2)];
}

async function main(): Promise<void> {
  const count = Number(process.env.USERS ?? 1_000_000);
  // ENGINES=mysql (or sqlite) measures one engine only.
  const engines = (process.env.ENGINES ?? 'sqlite,mysql').split(',');
  for (const database of await emptyDatabases(process.env.TEST_DATABASE_URL)) {
    if (!engines.includes(database.engine)) {
      await database.dispose();
      continue;
    }
    const dataSource = new DataSource(buildDataSourceOptions(database.config, entities));
    try {
      await dataSource.initialize();
      await dataSource.runMigrations();
      const loadStarted = performance.now();
      await dataSource.transaction((manager) => load(manager.connection, count));
      console.log(`${database.engine}: loaded ${count} users in ${Math.round((performance.now() - loadStarted) / 1000)} s`);
      if (database.engine === 'mysql') await dataSource.query('ANALYZE TABLE users');
      else await dataSource.query('ANALYZE');
      const service = new UsersSearchService(dataSource);
      for (const text of ['m', 'mar', 'marilo', 'mari ra', 'marilo.', 'ilo', 'zzzq']) {
        let total = 0;
        const first = await time(async () => {
          total = (await service.search(text, 20, 0)).total;
        });
        const deep = await time(() => service.search(text, 20, 1000));
        console.log(`${database.engine}: "${text}" matches ${total}: first page ${first.toFixed(1)} ms, page at offset 1000 ${deep.toFixed(1)} ms (median of ${RUNS})`);
      }
    } finally {
      if (dataSource.isInitialized) await dataSource.destroy();
      await database.dispose();
    }
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
