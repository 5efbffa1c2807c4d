import { randomBytes } from 'node:crypto';
import { createConnection } from 'mysql2/promise';

/** A database created for one run (tests, migration checks) and dropped afterwards. */
export interface ThrowawayDatabase {
  /** The server URL with the new database's name as its path. */
  readonly url: string;
  drop(): Promise<void>;
}

/**
 * Creates an empty database with a unique name on the server of `serverUrl` (its own database
 * name is ignored), so parallel runs and reruns never see each other's tables.
 */
export async function createThrowawayMysqlDatabase(serverUrl: string, prefix: string): Promise<ThrowawayDatabase> {
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const server = new URL(serverUrl);
  server.pathname = '/';
  const connection = await createConnection({ uri: server.toString().replace(/^mariadb:/, 'mysql:') });
  try {
    await connection.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  } finally {
    await connection.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const dropper = await createConnection({ uri: server.toString().replace(/^mariadb:/, 'mysql:') });
      try {
        await dropper.query(`DROP DATABASE IF EXISTS \`${name}\``);
      } finally {
        await dropper.end();
      }
    },
  };
}
