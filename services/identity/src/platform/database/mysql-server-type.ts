import type { RowDataPacket } from 'mysql2';
import { createConnection } from 'mysql2/promise';
import type { DatabaseConfig } from '../config/identity-config';

/**
 * TypeORM reads MariaDB's column metadata correctly only with `type: 'mariadb'` (otherwise every
 * nullable column looks changed), and people often write mysql:// for a MariaDB server. So the
 * server is asked what it is, once, before the data source is built.
 */
export async function withDetectedServerType(database: DatabaseConfig, connectTimeoutMs?: number): Promise<DatabaseConfig> {
  if (database.engine !== 'mysql') return database;
  const connection = await createConnection({ uri: database.url.replace(/^mariadb:/, 'mysql:'), ...(connectTimeoutMs ? { connectTimeout: connectTimeoutMs } : {}) });
  try {
    const [rows] = await connection.query<Array<RowDataPacket & { version: string }>>('SELECT VERSION() AS version');
    return { ...database, type: /mariadb/i.test(rows[0]?.version ?? '') ? 'mariadb' : 'mysql' };
  } finally {
    await connection.end();
  }
}
