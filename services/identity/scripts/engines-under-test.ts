import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseConfig } from '../src/platform/config/identity-config';
import { withDetectedServerType } from '../src/platform/database/mysql-server-type';
import { createThrowawayMysqlDatabase } from './throwaway-mysql-database';

/** An empty database of one engine, for the migration tools, removed by `dispose`. */
export interface EmptyDatabase {
  readonly engine: DatabaseConfig['engine'];
  readonly config: DatabaseConfig;
  dispose(): Promise<void>;
}

/**
 * SQLite always; MySQL/MariaDB when TEST_DATABASE_URL names a server (a throwaway database is
 * created on it, e.g. TEST_DATABASE_URL=mysql://root@127.0.0.1:3306/test).
 */
export async function emptyDatabases(mysqlServerUrl: string | undefined): Promise<EmptyDatabase[]> {
  const folder = mkdtempSync(join(tmpdir(), 'identity-migrations-'));
  const databases: EmptyDatabase[] = [
    {
      engine: 'sqlite',
      config: { engine: 'sqlite', path: join(folder, 'identity.sqlite') },
      dispose: async () => rmSync(folder, { recursive: true, force: true }),
    },
  ];
  if (mysqlServerUrl) {
    const throwaway = await createThrowawayMysqlDatabase(mysqlServerUrl, 'identity_migrations');
    const config = await withDetectedServerType({ engine: 'mysql', type: 'mysql', url: throwaway.url });
    databases.push({ engine: 'mysql', config, dispose: () => throwaway.drop() });
  }
  return databases;
}
