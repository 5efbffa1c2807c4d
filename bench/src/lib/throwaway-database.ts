// A database of its own for one identity server on the MariaDB/MySQL server of DATABASE_URL, so
// runs never see each other's rows; dropped when the server stops.
import { randomBytes } from 'node:crypto';
import { createConnection } from 'mysql2/promise';

export interface ThrowawayDatabase {
  url: string;
  drop(): Promise<void>;
}

function serverUri(serverUrl: string): string {
  const server = new URL(serverUrl);
  server.pathname = '/';
  return server.toString().replace(/^mariadb:/, 'mysql:');
}

async function onServer(serverUrl: string, sql: string): Promise<void> {
  const connection = await createConnection({ uri: serverUri(serverUrl) });
  try {
    await connection.query(sql);
  } finally {
    await connection.end();
  }
}

export async function createThrowawayDatabase(serverUrl: string, prefix: string): Promise<ThrowawayDatabase> {
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => onServer(serverUrl, `DROP DATABASE IF EXISTS \`${name}\``) };
}
