// Direct access to the identity service's database, for seeding rows a scenario needs and for the
// bare baseline servers, which do the service's reads and writes without the framework. One small
// interface over better-sqlite3 and mysql2, with `?` placeholders on both.
import Database from 'better-sqlite3';
import { createPool } from 'mysql2/promise';
import type { IdentityDatabase } from './identity-server';

/** What a placeholder takes on both engines (booleans as 0/1, dates through toSqlDate). */
export type SqlValue = string | number | null;

export interface SqlDatabase {
  engine: IdentityDatabase['engine'];
  query<T>(sql: string, params?: readonly SqlValue[]): Promise<T[]>;
  execute(sql: string, params?: readonly SqlValue[]): Promise<{ affected: number; insertId: number }>;
  close(): Promise<void>;
}

/** The service's datetime columns: 'YYYY-MM-DD HH:MM:SS.mmm' in UTC on both engines. */
export function toSqlDate(date: Date): string {
  return date.toISOString().replace('T', ' ').replace('Z', '');
}

/** A datetime as read back: a Date from mysql2 (timezone 'Z'), UTC text from SQLite. */
export function fromSqlDate(value: string | Date): Date {
  return value instanceof Date ? value : new Date(`${value.replace(' ', 'T')}Z`);
}

function openSqlite(path: string): SqlDatabase {
  // The service holds the file open too (WAL): wait for its write lock rather than fail.
  const db = new Database(path, { timeout: 10_000 });
  // The service's own setting (services/identity/src/database/database-options.ts), so both sides
  // of a comparison pay the same for a commit.
  db.pragma('synchronous = NORMAL');
  const statements = new Map<string, Database.Statement>();
  const prepared = (sql: string) => {
    let statement = statements.get(sql);
    if (!statement) {
      statement = db.prepare(sql);
      statements.set(sql, statement);
    }
    return statement;
  };
  return {
    engine: 'sqlite',
    query: <T>(sql: string, params: readonly SqlValue[] = []) => Promise.resolve(prepared(sql).all(...params) as T[]),
    execute: (sql: string, params: readonly SqlValue[] = []) => {
      const result = prepared(sql).run(...params);
      return Promise.resolve({ affected: result.changes, insertId: Number(result.lastInsertRowid) });
    },
    close: () => Promise.resolve(void db.close()),
  };
}

function openMysql(url: string, connections: number): SqlDatabase {
  const pool = createPool({ uri: url.replace(/^mariadb:/, 'mysql:'), connectionLimit: connections, timezone: 'Z', charset: 'utf8mb4_unicode_ci' });
  return {
    engine: 'mariadb',
    query: async <T>(sql: string, params: readonly SqlValue[] = []) => {
      const [rows] = await pool.execute(sql, [...params]);
      return rows as T[];
    },
    execute: async (sql: string, params: readonly SqlValue[] = []) => {
      const [result] = await pool.execute(sql, [...params]);
      const { affectedRows, insertId } = result as { affectedRows: number; insertId: number };
      return { affected: affectedRows, insertId };
    },
    close: () => pool.end(),
  };
}

/** `connections`: the MariaDB pool size (TypeORM's default pool is 10). */
export function openDatabase(database: IdentityDatabase, connections = 10): SqlDatabase {
  return database.engine === 'sqlite' ? openSqlite(database.path) : openMysql(database.url, connections);
}
