// The user search scenario's database: a million generated users, loaded in bulk once and kept
// under bench/.data, keyed by the loader's version and the count, so later runs reuse it. The
// schema (with the search index's triggers) comes from the service's own migrations, run by its CLI
// while it creates the SYSADMIN the scenario signs in as.
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { startIdentity } from '../lib/identity-server';
import { toSqlDate } from '../lib/sql-database';
import { benchDir } from '../paths';
import type { BenchContext } from '../scenario';
import { generatedUser } from './generated-users';

/** Change it whenever the generated rows or the schema they need change: the old seed is then rebuilt. */
export const SEARCH_SEED_VERSION = 2;

export interface SearchSeed {
  /** DATA_DIR of the seeded service; the SQLite database is identity.sqlite in it. */
  dataDir: string;
  databasePath: string;
  users: number;
  admin: { email: string; password: string };
  /** Seconds the load took; 0 when an earlier run's seed was reused. */
  seededSeconds: number;
}

interface SeedManifest {
  version: number;
  users: number;
  admin: { email: string; password: string };
}

const ROWS_PER_TRANSACTION = 100_000;

function seedFolder(users: number): string {
  const root = join(benchDir, '.data');
  mkdirSync(root, { recursive: true });
  // Seeds are hundreds of MB: never committed.
  writeFileSync(join(root, '.gitignore'), '*\n');
  return join(root, `search-sqlite-v${SEARCH_SEED_VERSION}-${users}`);
}

/**
 * Inserts the users in large transactions with the triggers in place, so the FTS5 index is exactly
 * what the triggers produce (FTS5 buffers a transaction's terms and writes them as a few segments,
 * which is as fast as building it afterwards), then merges each FTS index into one segment.
 */
function loadUsers(databasePath: string, users: number, log: (line: string) => void): void {
  const db = new Database(databasePath);
  try {
    db.pragma('journal_mode = OFF');
    db.pragma('synchronous = OFF');
    db.pragma('cache_size = -524288');
    db.pragma('temp_store = MEMORY');
    const now = toSqlDate(new Date());
    const insert = db.prepare(
      "INSERT INTO users (uuid, first_name, last_name, email, role, is_verified, created_at, updated_at) VALUES (?, ?, ?, ?, 'USER', 1, ?, ?)",
    );
    const insertMany = db.transaction((from: number, to: number) => {
      for (let index = from; index < to; index += 1) {
        const user = generatedUser(index);
        insert.run(randomUUID(), user.firstName, user.lastName, user.email, now, now);
      }
    });
    for (let from = 0; from < users; from += ROWS_PER_TRANSACTION) {
      insertMany(from, Math.min(users, from + ROWS_PER_TRANSACTION));
      log(`search seed: ${Math.min(users, from + ROWS_PER_TRANSACTION)} users`);
    }
    db.exec("INSERT INTO user_search (user_search) VALUES ('optimize')");
    db.exec("INSERT INTO user_search_names (user_search_names) VALUES ('optimize')");
    db.exec('ANALYZE');
    db.pragma('journal_mode = WAL');
  } finally {
    db.close();
  }
}

/** The seeded database of `users` users, built unless a finished seed of this version exists. */
export async function searchSeed(context: BenchContext, users: number): Promise<SearchSeed> {
  const dataDir = seedFolder(users);
  const databasePath = join(dataDir, 'identity.sqlite');
  const manifestPath = join(dataDir, 'seed.json');
  if (existsSync(manifestPath)) {
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as SeedManifest;
    if (manifest.version === SEARCH_SEED_VERSION && manifest.users === users) {
      context.log(`search seed: reusing ${dataDir}`);
      return { dataDir, databasePath, users, admin: manifest.admin, seededSeconds: 0 };
    }
  }
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const started = performance.now();
  const admin = { email: 'search-admin@bench.example.com', password: `Search-${randomBytes(12).toString('base64url')}-7q` };
  const server = await startIdentity(context, { name: 'search-seed', env: { DATA_DIR: dataDir } });
  try {
    await server.command(['create-admin', '--email', admin.email, '--password', admin.password]);
  } finally {
    await server.stop();
  }
  loadUsers(databasePath, users, context.log);
  const seededSeconds = Math.round((performance.now() - started) / 100) / 10;
  writeFileSync(manifestPath, JSON.stringify({ version: SEARCH_SEED_VERSION, users, admin } satisfies SeedManifest));
  context.log(`search seed: ${users} users in ${seededSeconds} s`);
  return { dataDir, databasePath, users, admin, seededSeconds };
}
