import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { createConnection, type Connection, type RowDataPacket } from 'mysql2/promise';
import { startTcpProxy, type TcpProxy } from '@weather/test-peers';
import { createThrowawayMysqlDatabase, type ThrowawayDatabase } from '../scripts/throwaway-mysql-database';
import { MIGRATION_LOCK_NAME } from '../src/platform/database/migration-lock';
import { mysqlMigrations } from '../src/platform/database/migrations/mysql';
import { sqliteMigrations } from '../src/platform/database/migrations/sqlite';
import { DIST, freePort } from './support/processes';

/**
 * docs/adr/0701 through real processes (dist/main.js): migrations serialized across instances, and
 * database faults answered fast with 503. Figures (not asserted) are printed for the operations guide.
 */

interface Instance {
  readonly url: string;
  readonly process: ChildProcess;
  output(): string;
  exited(): Promise<number | null>;
  stop(): Promise<void>;
}

function spawnInstance(env: Record<string, string>, port: number): Instance {
  const child = spawn(process.execPath, [join(DIST, 'main.js')], {
    env: { PATH: process.env.PATH ?? '', IDENTITY_PORT: String(port), LOG_LEVEL: 'info', LOG_FORMAT: 'json', NODE_ENV: 'test', ...env },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    url: `http://127.0.0.1:${port}`,
    process: child,
    output: () => output,
    exited: () => exit,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exit;
    },
  };
}

async function until(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 25_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`timed out waiting until ${what}`);
}

const isReady = (instance: Instance): Promise<boolean> => fetch(`${instance.url}/health/ready`).then((response) => response.ok, () => false);

async function readyOrExited(instance: Instance): Promise<void> {
  await until('ready', async () => {
    if (instance.process.exitCode !== null) throw new Error(`the instance exited:\n${instance.output()}`);
    return isReady(instance);
  });
}

async function timed<T>(run: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const start = performance.now();
  const value = await run();
  return { value, ms: Math.round(performance.now() - start) };
}

/** A request that must read the database: a session cookie nobody has is looked up in the sessions table. */
const signedInRequest = (instance: Instance) => fetch(`${instance.url}/v1/users/me`, { headers: { Cookie: 'wid_session=nobody-has-this-session-id-0123456789abcdef' } });

const serverUrl = process.env.TEST_DATABASE_URL;
const onMysql = serverUrl ? describe : describe.skip;

describe('migrations on SQLite', () => {
  let dataDir: string;
  const instances: Instance[] = [];

  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'identity-migration-lock-'));
  });

  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.stop()));
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('two processes started at once on a fresh file both come up, and each migration ran once', async () => {
    const env = { DATA_DIR: dataDir, DEMO_ADMIN: 'off' };
    instances.push(spawnInstance(env, await freePort()), spawnInstance(env, await freePort()));

    await Promise.all(instances.map(readyOrExited));

    const database = new Database(join(dataDir, 'identity.sqlite'), { readonly: true });
    const names = database.prepare('SELECT name FROM migrations').all() as Array<{ name: string }>;
    database.close();
    expect(names).toHaveLength(sqliteMigrations.length);
    expect(new Set(names.map((row) => row.name)).size).toBe(sqliteMigrations.length);
  });
});

onMysql('migrations on MariaDB/MySQL', () => {
  let throwaway: ThrowawayDatabase;
  let holder: Connection;
  const instances: Instance[] = [];

  beforeAll(async () => {
    throwaway = await createThrowawayMysqlDatabase(serverUrl!, 'identity_migration_lock');
    holder = await createConnection({ uri: throwaway.url.replace(/^mariadb:/, 'mysql:') });
  });

  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.stop()));
    await holder.end();
    await throwaway.drop();
  });

  async function migrationNames(): Promise<string[]> {
    const [rows] = await holder.query<Array<RowDataPacket & { name: string }>>('SELECT name FROM migrations');
    return rows.map((row) => row.name);
  }

  it('two instances started at once on an empty database both come up, and each migration ran once', async () => {
    const env = { DATABASE_URL: throwaway.url, DEMO_ADMIN: 'off' };
    const pair = [spawnInstance(env, await freePort()), spawnInstance(env, await freePort())];
    instances.push(...pair);

    await Promise.all(pair.map(readyOrExited));

    const names = await migrationNames();
    expect(names).toHaveLength(mysqlMigrations.length);
    expect(new Set(names).size).toBe(mysqlMigrations.length);
    // One ran them all; the other waited for it or, started a moment later, found none left: never
    // both (whether the second had to wait depends on when each process got the lock; the next test
    // holds the lock to show the wait).
    expect(pair.filter((instance) => /ran \d+ migration/.test(instance.output()))).toHaveLength(1);
    await Promise.all(pair.map((instance) => instance.stop()));
  }, 60_000);

  it('an instance that starts while another holds the migration lock waits, then comes up once the lock is released', async () => {
    const [[taken]] = await holder.query<Array<RowDataPacket & { got: number }>>('SELECT GET_LOCK(?, 0) AS got', [MIGRATION_LOCK_NAME]);
    expect(Number(taken.got)).toBe(1);
    const instance = spawnInstance({ DATABASE_URL: throwaway.url, DEMO_ADMIN: 'off' }, await freePort());
    instances.push(instance);

    await until('the instance says it waits', () => instance.output().includes("another instance's migrations"));
    expect(await isReady(instance)).toBe(false);
    expect(instance.process.exitCode).toBeNull();

    await holder.query('SELECT RELEASE_LOCK(?)', [MIGRATION_LOCK_NAME]);
    await readyOrExited(instance);
    expect(await migrationNames()).toHaveLength(mysqlMigrations.length);
    await instance.stop();
  }, 60_000);

  it('an instance whose wait for the lock outlasts MIGRATION_LOCK_TIMEOUT exits, saying why', async () => {
    await holder.query('SELECT GET_LOCK(?, 0)', [MIGRATION_LOCK_NAME]);
    const instance = spawnInstance({ DATABASE_URL: throwaway.url, DEMO_ADMIN: 'off', MIGRATION_LOCK_TIMEOUT: '1s' }, await freePort());
    instances.push(instance);

    expect(await instance.exited()).toBe(1);
    expect(instance.output()).toContain('MIGRATION_LOCK_TIMEOUT');
    await holder.query('SELECT RELEASE_LOCK(?)', [MIGRATION_LOCK_NAME]);
  }, 60_000);
});

onMysql('database faults on MariaDB/MySQL, through a TCP proxy', () => {
  let throwaway: ThrowawayDatabase;
  let proxy: TcpProxy;
  let instance: Instance;
  const figures: string[] = [];

  beforeAll(async () => {
    throwaway = await createThrowawayMysqlDatabase(serverUrl!, 'identity_database_faults');
    const target = new URL(throwaway.url);
    proxy = await startTcpProxy({ target: { host: target.hostname, port: Number(target.port || 3306) } });
    const proxied = new URL(throwaway.url);
    proxied.hostname = '127.0.0.1';
    proxied.port = String(proxy.port);
    instance = spawnInstance({ DATABASE_URL: proxied.toString(), DEMO_ADMIN: 'off', WEBHOOK_POLL_INTERVAL: '1s' }, await freePort());
    await readyOrExited(instance);
  }, 60_000);

  afterAll(async () => {
    await instance?.stop();
    await proxy?.close();
    await throwaway?.drop();
    process.stdout.write(`database faults (ADR 0701):\n${figures.map((line) => `  ${line}\n`).join('')}`);
  });

  it('answers an unknown session 401 while the database answers', async () => {
    expect((await signedInRequest(instance)).status).toBe(401);
  });

  it.each(['silent', 'refuse'] as const)('a %s database: readiness and requests answer 503 with Retry-After, in parallel; then it recovers by itself', async (mode) => {
    await proxy.setMode(mode);

    const [ready, requests] = await Promise.all([
      Promise.all(Array.from({ length: 3 }, () => timed(() => fetch(`${instance.url}/health/ready`)))),
      Promise.all(Array.from({ length: 12 }, () => timed(() => signedInRequest(instance)))),
    ]);

    for (const { value } of ready) {
      expect(value.status).toBe(503);
      expect(await value.json()).toEqual({ status: 'unavailable', database: 'down' });
    }
    for (const { value } of requests) {
      expect(value.status).toBe(503);
      expect(value.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(await value.json()).toMatchObject({ statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'The service is briefly unavailable. Please try again in a moment' });
    }
    figures.push(`${mode}: /health/ready 503 after ${Math.max(...ready.map((r) => r.ms))} ms (slowest of 3); a request 503 after ${Math.min(...requests.map((r) => r.ms))}-${Math.max(...requests.map((r) => r.ms))} ms (12 in parallel)`);

    // The webhook worker and the timers keep running through the fault: the process is still up.
    expect(instance.process.exitCode).toBeNull();

    await proxy.setMode('forward');
    const recovery = await timed(() => until('ready again', () => isReady(instance)));
    expect((await signedInRequest(instance)).status).toBe(401);
    figures.push(`${mode}: ready again ${recovery.ms} ms after the database returned, without a restart`);
  }, 60_000);

  it('logs the outage as warnings, one line per refused request, and no uncaught error', async () => {
    // Log lines are gathered before they are written (docs/adr/0414): a stop flushes them.
    await instance.stop();
    expect(instance.output()).toContain('database unavailable');
    expect(instance.output()).not.toMatch(/uncaught|unhandled/i);
  });
});
