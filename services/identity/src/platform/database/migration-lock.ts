import { setTimeout as sleep } from 'node:timers/promises';
import Database from 'better-sqlite3';
import type { DataSource } from 'typeorm';
import type { DatabaseConfig } from '../config/identity-config';
import { privateSqliteFiles } from './private-files';

/** The name of the server-wide lock on MariaDB/MySQL (GET_LOCK names are per server, not per database). */
export const MIGRATION_LOCK_NAME = 'weather-identity-migrations';

export interface MigrationLogger {
  log(message: string): void;
}

/** Another instance held the lock longer than MIGRATION_LOCK_TIMEOUT: the start stops, saying so. */
export class MigrationLockTimeoutError extends Error {
  constructor(waitedMs: number, holder: string) {
    super(
      `Another instance has been running the database migrations for more than ${Math.round(waitedMs / 1000)} s ` +
        `(MIGRATION_LOCK_TIMEOUT); this instance does not start. The lock is ${holder}; ` +
        'wait for that instance, stop it, or raise MIGRATION_LOCK_TIMEOUT.',
    );
    this.name = 'MigrationLockTimeoutError';
  }
}

/** A lock held for the whole migration run; released after it, or by the engine when the process dies. */
interface HeldLock {
  release(): Promise<void>;
}

/**
 * Runs the pending migrations while holding a database-wide lock (docs/adr/0701), so that instances
 * started together never run the same migration twice: the first runs them, the others wait (and
 * say so), then find nothing left to run. Nobody exits because another instance is migrating;
 * only a wait longer than `timeoutMs` stops the start.
 */
export async function runMigrationsSerialized(
  dataSource: DataSource,
  database: DatabaseConfig,
  timeoutMs: number,
  logger: MigrationLogger,
  /** Runs under the same lock once the schema is current: the seeds, whose check-then-insert two starts would race. */
  afterMigrations: () => Promise<void> = () => Promise.resolve(),
): Promise<void> {
  const lock =
    database.engine === 'mysql'
      ? await lockMysql(dataSource, timeoutMs, logger)
      : // A database in memory belongs to this process alone.
        database.path === ':memory:'
        ? { release: () => Promise.resolve() }
        : await lockSqliteFile(`${database.path}.migrations-lock`, timeoutMs, logger);
  try {
    const ran = await dataSource.runMigrations({ transaction: 'each' });
    if (ran.length > 0) logger.log(`ran ${ran.length} migration(s): ${ran.map((migration) => migration.name).join(', ')}`);
    await afterMigrations();
  } finally {
    await lock.release();
  }
}

/** GET_LOCK on one connection held for the whole run; a crash of the process ends the connection and the lock. */
async function lockMysql(dataSource: DataSource, timeoutMs: number, logger: MigrationLogger): Promise<HeldLock> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  const getLock = async (seconds: number): Promise<boolean> => {
    const rows = (await runner.query('SELECT GET_LOCK(?, ?) AS got', [MIGRATION_LOCK_NAME, seconds])) as Array<{ got: number | string | null }>;
    return Number(rows[0]?.got) === 1;
  };
  try {
    if (!(await getLock(0))) {
      const holder = await mysqlHolder(runner.query.bind(runner));
      logger.log(`waiting up to ${Math.round(timeoutMs / 1000)} s for another instance's migrations (lock ${MIGRATION_LOCK_NAME} ${holder})`);
      if (!(await getLock(Math.max(1, Math.ceil(timeoutMs / 1000))))) {
        throw new MigrationLockTimeoutError(timeoutMs, `${MIGRATION_LOCK_NAME} ${await mysqlHolder(runner.query.bind(runner))}`);
      }
      logger.log('the other instance finished; checking for migrations left to run');
    }
  } catch (error) {
    await runner.release();
    throw error;
  }
  return {
    release: async () => {
      try {
        await runner.query('SELECT RELEASE_LOCK(?)', [MIGRATION_LOCK_NAME]);
      } finally {
        await runner.release();
      }
    },
  };
}

async function mysqlHolder(query: (sql: string, parameters: unknown[]) => Promise<unknown>): Promise<string> {
  const rows = (await query('SELECT IS_USED_LOCK(?) AS holder', [MIGRATION_LOCK_NAME])) as Array<{ holder: number | string | null }>;
  const holder = rows[0]?.holder;
  return holder === null || holder === undefined ? 'now free' : `held by connection ${String(holder)}`;
}

const SQLITE_POLL_MS = 100;

/**
 * SQLite: an exclusive transaction on a small lock database beside the file. The operating system
 * holds the file lock, so it is released when the process dies (no stale lock after a kill -9), and
 * the database file itself is never locked against the migrations that run meanwhile.
 */
async function lockSqliteFile(path: string, timeoutMs: number, logger: MigrationLogger): Promise<HeldLock> {
  privateSqliteFiles(path);
  const lockDatabase = new Database(path, { timeout: 0 });
  const tryLock = (): boolean => {
    try {
      lockDatabase.exec('BEGIN EXCLUSIVE');
      return true;
    } catch (error) {
      if ((error as { code?: unknown }).code === 'SQLITE_BUSY') return false;
      throw error;
    }
  };
  try {
    if (!tryLock()) {
      logger.log(`waiting up to ${Math.round(timeoutMs / 1000)} s for another process's migrations (lock file ${path})`);
      const deadline = Date.now() + timeoutMs;
      let locked = false;
      while (!locked) {
        if (Date.now() >= deadline) throw new MigrationLockTimeoutError(timeoutMs, `the file ${path}`);
        await sleep(SQLITE_POLL_MS);
        locked = tryLock();
      }
      logger.log('the other process finished; checking for migrations left to run');
    }
  } catch (error) {
    lockDatabase.close();
    throw error;
  }
  return {
    release: () => {
      lockDatabase.exec('COMMIT');
      lockDatabase.close();
      return Promise.resolve();
    },
  };
}
