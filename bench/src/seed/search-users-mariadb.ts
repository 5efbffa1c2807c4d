// The user search scenario's database on the MariaDB/MySQL server of DATABASE_URL: a database of its
// own named by the loader's version and the count, kept between runs. The schema comes from the
// service's migrations (run by its CLI while it creates the SYSADMIN); then the users are inserted
// with the search triggers dropped, each postings table is built in one INSERT … SELECT (its
// migration's own backfill statement, so the rows equal what the triggers write), and the triggers
// are put back exactly as the migration created them.
import { randomBytes, randomUUID } from 'node:crypto';
import { createConnection } from 'mysql2/promise';
import { startIdentity } from '../lib/identity-server';
import { toSqlDate } from '../lib/sql-database';
import type { BenchContext } from '../scenario';
import { generatedUser } from './generated-users';
import { SEARCH_SEED_VERSION } from './search-users';

export interface MariadbSearchSeed {
  url: string;
  users: number;
  admin: { email: string; password: string };
  seededSeconds: number;
}

const ROWS_PER_INSERT = 2_000;
/** Changed with the MariaDB schema the seed builds by hand (the postings' backfills): the old database is then rebuilt. */
const MARIADB_SEED_REVISION = 3;
const SEARCHED = ['first_name', 'last_name', 'email'];
const DIGITS = '(SELECT 0 AS n UNION ALL SELECT 1 UNION ALL SELECT 2 UNION ALL SELECT 3 UNION ALL SELECT 4 UNION ALL SELECT 5 UNION ALL SELECT 6 UNION ALL SELECT 7 UNION ALL SELECT 8 UNION ALL SELECT 9)';
const POSITION = 'units.n + tens.n * 10 + hundreds.n * 100 + 1';
/**
 * Positions 1 to the longest value less 2 (at most 252), as the migrations' backfills bound them:
 * joined to every user, all 1000 made the join 20 times slower at 100,000 users for the same rows.
 */
const positionsUpTo = (longest: number) => `(SELECT ${POSITION} AS n FROM ${DIGITS} units CROSS JOIN ${DIGITS} tens CROSS JOIN ${DIGITS} hundreds WHERE ${POSITION} <= ${Math.min(252, longest - 2)})`;

function onDatabase(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function mariadbSearchSeed(context: BenchContext, serverUrl: string, users: number): Promise<MariadbSearchSeed> {
  const name = `bench_search_v${SEARCH_SEED_VERSION}m${MARIADB_SEED_REVISION}_${users}`;
  const url = onDatabase(serverUrl, name);
  const server = await createConnection({ uri: onDatabase(serverUrl, '').replace(/^mariadb:/, 'mysql:'), multipleStatements: false });
  try {
    const [tables] = (await server.query('SELECT COUNT(*) AS n FROM information_schema.tables WHERE table_schema = ? AND table_name = ?', [name, 'bench_seed'])) as unknown as [{ n: number }[]];
    if (Number(tables[0].n) > 0) {
      const [rows] = (await server.query(`SELECT email, password, users FROM \`${name}\`.bench_seed`)) as unknown as [{ email: string; password: string; users: number }[]];
      if (rows.length === 1 && Number(rows[0].users) === users) {
        context.log(`search seed: reusing the MariaDB database ${name}`);
        return { url, users, admin: { email: rows[0].email, password: rows[0].password }, seededSeconds: 0 };
      }
    }
    await server.query(`DROP DATABASE IF EXISTS \`${name}\``);
    await server.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  } finally {
    await server.end();
  }

  const started = performance.now();
  const admin = { email: 'search-admin@bench.example.com', password: `Search-${randomBytes(12).toString('base64url')}-7q` };
  const identity = await startIdentity(context, { name: 'search-seed', env: { DATABASE_URL: url } });
  try {
    await identity.command(['create-admin', '--email', admin.email, '--password', admin.password]);
  } finally {
    await identity.stop();
  }
  const db = await createConnection({ uri: url.replace(/^mariadb:/, 'mysql:'), charset: 'utf8mb4_unicode_ci' });
  try {
    const [triggers] = (await db.query("SELECT trigger_name AS name FROM information_schema.triggers WHERE event_object_schema = DATABASE() AND event_object_table = 'users'")) as unknown as [{ name: string }[]];
    const definitions: string[] = [];
    for (const { name: trigger } of triggers) {
      const [shown] = (await db.query(`SHOW CREATE TRIGGER \`${trigger}\``)) as unknown as [Record<string, string>[]];
      definitions.push(shown[0]['SQL Original Statement']);
      await db.query(`DROP TRIGGER \`${trigger}\``);
    }
    const now = toSqlDate(new Date());
    for (let from = 0; from < users; from += ROWS_PER_INSERT) {
      const values: (string | number)[] = [];
      const to = Math.min(users, from + ROWS_PER_INSERT);
      for (let index = from; index < to; index += 1) {
        const user = generatedUser(index);
        values.push(randomUUID(), user.firstName, user.lastName, user.email, now, now);
      }
      await db.query(`INSERT INTO users (uuid, first_name, last_name, email, role, is_verified, created_at, updated_at) VALUES ${Array.from({ length: to - from }, () => "(?, ?, ?, ?, 'USER', 1, ?, ?)").join(', ')}`, values);
      if (to % 100_000 === 0) context.log(`search seed: ${to} users`);
    }
    const [lengths] = (await db.query(`SELECT ${SEARCHED.map((column) => `MAX(CHAR_LENGTH(\`${column}\`)) AS \`${column}\``).join(', ')} FROM users`)) as unknown as [Record<string, number>[]];
    const positions = (column: string) => positionsUpTo(Number(lengths[0][column]));
    // As AddUserSearchCounts1795690109784 backfills: part 1 from the window that touches the email's first @,
    // a domain's users by its exact bytes.
    const charactersBackfill = SEARCHED.map((column) => {
      const splitAt = column === 'email' ? "LOCATE('@', u.`email`)" : '255';
      const window = [0, 1, 2].map((offset) => `SUBSTRING(u.\`${column}\`, p.n + ${offset}, 1)`).join(', ');
      return `SELECT ${window}, p.n + 2 >= ${splitAt}, u.\`id\` FROM \`users\` u JOIN ${positions(column)} p ON p.n <= CHAR_LENGTH(u.\`${column}\`) - 2`;
    }).join(' UNION ALL ');
    const backfill = SEARCHED.map((column) => `SELECT SUBSTRING(u.\`${column}\`, p.n, 3), u.\`id\` FROM \`users\` u JOIN ${positions(column)} p ON p.n <= CHAR_LENGTH(u.\`${column}\`) - 2`).join(' UNION ALL ');
    // In primary key order: each page of the clustered index is then filled once, instead of split at
    // random across tables larger than the buffer pool.
    await db.query(`INSERT IGNORE INTO \`user_search_trigrams\` (\`trigram\`, \`user_id\`) ${backfill} ORDER BY 1, 2`);
    await db.query(`INSERT IGNORE INTO \`user_search_characters\` (\`c1\`, \`c2\`, \`c3\`, \`part\`, \`user_id\`) ${charactersBackfill} ORDER BY 1, 2, 3, 4, 5`);
    const domain = "SUBSTRING(u.`email`, LOCATE('@', u.`email`) + 1) COLLATE utf8mb4_bin";
    // The SYSADMIN's domain was counted by the trigger before it was dropped; the backfill counts every user.
    await db.query('DELETE FROM `user_search_domains`');
    await db.query(`INSERT INTO \`user_search_domains\` (\`domain\`, \`users\`) SELECT ${domain}, COUNT(*) FROM \`users\` u GROUP BY ${domain}`);
    context.log('search seed: trigram and character postings and the domains\' users built');
    for (const definition of definitions) await db.query(definition);
    await db.query('ANALYZE TABLE users, user_search_trigrams, user_search_characters, user_search_domains');
    await db.query('CREATE TABLE bench_seed (email varchar(254) NOT NULL, password varchar(100) NOT NULL, users int NOT NULL)');
    await db.query('INSERT INTO bench_seed VALUES (?, ?, ?)', [admin.email, admin.password, users]);
  } finally {
    await db.end();
  }
  const seededSeconds = Math.round((performance.now() - started) / 100) / 10;
  context.log(`search seed: ${users} users in ${seededSeconds} s`);
  return { url, users, admin, seededSeconds };
}
