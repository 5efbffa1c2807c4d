import { resolve } from 'node:path';
import { type ConfigOf, type Parsed, variable } from '../config-schema';
import { bad, ok } from '../parsers';
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
