import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { DataSource } from 'typeorm';
import { buildDataSourceOptions } from './database-options';
import { MigrationLockTimeoutError, runMigrationsSerialized } from './migration-lock';
import { sqliteMigrations } from './migrations/sqlite';

describe(runMigrationsSerialized.name, () => {
  let dir: string;
  let path: string;
  const opened: DataSource[] = [];

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'migration-lock-'));
    path = join(dir, 'identity.sqlite');
  });

  afterEach(async () => {
    await Promise.all(opened.splice(0).map((dataSource) => dataSource.destroy()));
    rmSync(dir, { recursive: true, force: true });
  });

  async function dataSource(): Promise<DataSource> {
    const opening = await new DataSource(buildDataSourceOptions({ engine: 'sqlite', path }, [])).initialize();
    opened.push(opening);
    return opening;
  }

  /** Another process holding the lock: its own connection to the lock file, in an exclusive transaction. */
  function holdLock(): { release(): void } {
    const holder = new Database(`${path}.migrations-lock`, { timeout: 0 });
    holder.exec('BEGIN EXCLUSIVE');
    return { release: () => (holder.exec('COMMIT'), holder.close()) };
  }

  async function ranMigrations(database: DataSource): Promise<number> {
    const rows = (await database.query('SELECT COUNT(*) AS count FROM migrations')) as Array<{ count: number }>;
    return rows[0].count;
  }

  it('runs the pending migrations when nobody holds the lock', async () => {
    const database = await dataSource();
    const log: string[] = [];

    await runMigrationsSerialized(database, { engine: 'sqlite', path }, 5_000, { log: (message) => log.push(message) });

    expect(await ranMigrations(database)).toBe(sqliteMigrations.length);
    expect(log.some((line) => line.includes('waiting'))).toBe(false);
  });

  it('waits while another process holds the lock, says so, then runs only what is left', async () => {
    const first = await dataSource();
    await runMigrationsSerialized(first, { engine: 'sqlite', path }, 5_000, { log: () => undefined });
    const lock = holdLock();
    const second = await dataSource();
    const log: string[] = [];

    const running = runMigrationsSerialized(second, { engine: 'sqlite', path }, 30_000, { log: (message) => log.push(message) });
    let done = false;
    void running.then(() => (done = true));
    while (!log.some((line) => line.includes("another process's migrations"))) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(done).toBe(false);
    lock.release();
    await running;

    expect(await ranMigrations(second)).toBe(sqliteMigrations.length);
  });

  it('gives up with a clear error when the lock is held longer than the timeout', async () => {
    const lock = holdLock();
    const database = await dataSource();

    await expect(runMigrationsSerialized(database, { engine: 'sqlite', path }, 300, { log: () => undefined })).rejects.toThrow(MigrationLockTimeoutError);
    await expect(runMigrationsSerialized(database, { engine: 'sqlite', path }, 300, { log: () => undefined })).rejects.toThrow(/MIGRATION_LOCK_TIMEOUT/);
    lock.release();
    expect((await database.query("SELECT name FROM sqlite_master WHERE name = 'migrations'")) as unknown[]).toHaveLength(0);
  });

  it('runs the work after the migrations under the same lock: a second start waits until it is done', async () => {
    const first = await dataSource();
    const second = await dataSource();
    const order: string[] = [];
    let finishSeeding: () => void = () => undefined;
    const seeding = new Promise<void>((resolve) => (finishSeeding = resolve));

    const firstRun = runMigrationsSerialized(first, { engine: 'sqlite', path }, 30_000, { log: () => undefined }, async () => {
      order.push('first seeds');
      await seeding;
      order.push('first seeds done');
    });
    while (!order.includes('first seeds')) await new Promise((resolve) => setTimeout(resolve, 20));
    const secondRun = runMigrationsSerialized(second, { engine: 'sqlite', path }, 30_000, { log: () => undefined }, async () => {
      order.push('second seeds');
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(order).toEqual(['first seeds']);
    finishSeeding();
    await Promise.all([firstRun, secondRun]);

    expect(order).toEqual(['first seeds', 'first seeds done', 'second seeds']);
  });

  it('leaves the lock free after a run', async () => {
    const database = await dataSource();
    await runMigrationsSerialized(database, { engine: 'sqlite', path }, 1_000, { log: () => undefined });

    const lock = holdLock();
    lock.release();
  });
});
