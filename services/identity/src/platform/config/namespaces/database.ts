import { resolve } from 'node:path';
import { type ConfigOf, group, type Parsed, variable } from '../config-schema';
import { bad, ok, shortDurationMs } from '../parsers';
import type { ServerConfig } from './server';

type SqliteDatabase = { engine: 'sqlite'; path: string };
type MysqlDatabase = { engine: 'mysql'; url: string; type: 'mysql' | 'mariadb' };

/** The database the service talks to; the SQLite file is the zero-setup default. */
export const databaseSchema = variable<SqliteDatabase | MysqlDatabase, ServerConfig>('DATABASE_URL', mysqlUrl, {
  default: (server) => ({ engine: 'sqlite', path: resolve(server.dataDir, 'identity.sqlite') }),
  secret: true,
});
export type DatabaseConfig = ConfigOf<typeof databaseSchema>;

function mysqlUrl(text: string): Parsed<MysqlDatabase> {
  const url = URL.canParse(text) ? new URL(text) : null;
  if (!url || (url.protocol !== 'mysql:' && url.protocol !== 'mariadb:')) {
    return bad('must be a mysql:// or mariadb:// URL, or absent for the embedded SQLite database');
  }
  if (!url.hostname || url.pathname.length <= 1) {
    return bad('must name a host and a database, e.g. mysql://user:password@127.0.0.1:3306/identity');
  }
  return ok({ engine: 'mysql', url: text, type: url.protocol === 'mariadb:' ? 'mariadb' : 'mysql' });
}

/**
 * How long the service waits for the database before it answers 503 (docs/adr/0701): a partition
 * or a refused server must not hold requests for the driver's own 10 s or forever.
 */
export const databaseTimeoutsSchema = group({
  /** DATABASE_CONNECT_TIMEOUT: opening a connection to MariaDB/MySQL. */
  connectMs: variable('DATABASE_CONNECT_TIMEOUT', shortDurationMs, { default: 1_500 }),
  /** DATABASE_ACQUIRE_TIMEOUT: waiting for a free connection of the pool. */
  acquireMs: variable('DATABASE_ACQUIRE_TIMEOUT', shortDurationMs, { default: 1_500 }),
  /** DATABASE_QUERY_TIMEOUT: one statement of a request (never the migrations). */
  queryMs: variable('DATABASE_QUERY_TIMEOUT', shortDurationMs, { default: 1_500 }),
  /** MIGRATION_LOCK_TIMEOUT: waiting at start while another instance runs the migrations. */
  migrationLockMs: variable('MIGRATION_LOCK_TIMEOUT', shortDurationMs, { default: 120_000 }),
});
export type DatabaseTimeouts = ConfigOf<typeof databaseTimeoutsSchema>;

