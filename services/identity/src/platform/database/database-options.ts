import type { DataSourceOptions } from 'typeorm';
import type { DatabaseConfig, DatabaseTimeouts } from '../config/identity-config';
import { useEngineColumnTypes } from './large-binary-column';
import { mysqlMigrations } from './migrations/mysql';
import { privateSqliteFiles } from './private-files';
import { sqliteMigrations } from './migrations/sqlite';
import { SnakeNamingStrategy } from './snake-naming.strategy';

/** Every entity of the data model (src/entities.ts, at the composition root: they belong to every module). */
export type EntityList = NonNullable<DataSourceOptions['entities']>;

/**
 * TypeORM options for the configured engine. The schema changes only through the engine's own
 * migrations (the SQL differs), never through synchronize.
 */
export function buildDataSourceOptions(database: DatabaseConfig, entities: EntityList, timeouts?: Pick<DatabaseTimeouts, 'connectMs'>): DataSourceOptions {
  useEngineColumnTypes(database.engine);
  const common = {
    entities,
    namingStrategy: new SnakeNamingStrategy(),
    synchronize: false,
    migrationsTableName: 'migrations',
  } as const;
  if (database.engine === 'sqlite') {
    privateSqliteFiles(database.path);
    return {
      ...common,
      type: 'better-sqlite3',
      database: database.path,
      migrations: sqliteMigrations,
      // WAL lets readers continue while a request writes; the file stays one database.
      enableWAL: true,
      // In WAL mode, NORMAL syncs at checkpoints instead of at every commit: a crash of the process
      // loses nothing, a power cut may lose the last commits, never the file. better-sqlite3 is
      // synchronous, so a sync per commit (2.5 ms here, far more on a busy disk) stopped every
      // request of the process while it waited (docs/adr/0410, docs/performance.md).
      prepareDatabase: (database: { pragma(source: string): unknown }) => void database.pragma('synchronous = NORMAL'),
    };
  }
  return {
    ...common,
    type: database.type,
    url: database.url,
    migrations: mysqlMigrations,
    charset: 'utf8mb4_unicode_ci',
    // Dates are stored in UTC, whatever the server's time zone.
    timezone: 'Z',
    // A silent server fails the connection in this time, not mysql2's 10 s (docs/adr/0701).
    ...(timeouts ? { connectTimeout: timeouts.connectMs } : {}),
  };
}
