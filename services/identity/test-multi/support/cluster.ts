import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { join } from 'node:path';
import {
  type Balancer,
  type SmtpInbox,
  type SocialProviderServer,
  type TcpProxy,
  type TestRedisServer,
  startBalancer,
  startRedisServer,
  startSmtpInbox,
  startSocialProviderServer,
  startTcpProxy,
} from '@weather/test-peers';
import { type Connection, type RowDataPacket, createConnection } from 'mysql2/promise';
import { CLI, DIST as BUILT, type Finished, freePort, runNode } from '../../test/support/processes';

/** The built service; MULTI_DIST points elsewhere (e.g. a build of one's own while others rebuild dist/). */
const DIST = process.env.MULTI_DIST ?? BUILT;

export const PASSWORD = 'correct horse battery staple';
/** The header every state-changing call carries (CSRF), and the portal origin allowed. */
export const CSRF = { 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' } as const;
export const PORTAL_ORIGIN = 'http://localhost:8080';
/** The migration lock's name (services/identity/src/platform/database). */
export const MIGRATION_LOCK = 'weather-identity-migrations';

/** The MariaDB/MySQL server of the run; the suite needs one (it runs only when TEST_DATABASE_URL is set). */
export function serverUrl(): URL {
  const text = process.env.TEST_DATABASE_URL;
  if (!text) throw new Error('the multi-instance suite needs TEST_DATABASE_URL (e.g. mysql://root@127.0.0.1:3306/test)');
  return new URL(text);
}

/** One API process (dist/main.js) on a port it keeps across restarts, so the balancer keeps it. */
export class Instance {
  private child: ChildProcess | null = null;
  private log = '';
  readonly url: string;

  constructor(
    readonly name: string,
    readonly port: number,
    private readonly environment: () => Record<string, string>,
  ) {
    this.url = `http://127.0.0.1:${port}`;
  }

  get running(): boolean {
    return this.child !== null && this.child.exitCode === null && this.child.signalCode === null;
  }

  /** The process's exit code once it exited on its own; null while it runs (or after a kill). */
  get exitCode(): number | null {
    return this.child?.exitCode ?? null;
  }

  output(): string {
    return this.log;
  }

  /** Spawns the process without waiting for it. */
  spawn(extra: Record<string, string> = {}): void {
    if (this.running) throw new Error(`${this.name} already runs`);
    this.log = '';
    const child = spawn(process.execPath, [join(DIST, 'main.js')], {
      env: { PATH: process.env.PATH ?? '', ...this.environment(), IDENTITY_PORT: String(this.port), ...extra },
    });
    child.stdout?.on('data', (chunk: Buffer) => (this.log += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (this.log += chunk.toString()));
    this.child = child;
  }

  /** Waits until /health/ready answers 200; fails if the process exits first. */
  async ready(timeoutMs = 60_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (!this.running) throw new Error(`${this.name} exited (${this.child?.exitCode ?? this.child?.signalCode}) before it was ready:\n${this.log}`);
      if ((await this.readyStatus(1_000)) === 200) return;
      await sleep(100);
    }
    throw new Error(`${this.name} was not ready within ${timeoutMs} ms:\n${this.log}`);
  }

  async start(extra: Record<string, string> = {}): Promise<void> {
    this.spawn(extra);
    await this.ready();
  }

  /** /health/ready's status, or 0 when no answer came within `timeoutMs`. */
  readyStatus(timeoutMs: number): Promise<number> {
    return fetch(`${this.url}/health/ready`, { signal: AbortSignal.timeout(timeoutMs) }).then(
      async (response) => {
        await response.arrayBuffer();
        return response.status;
      },
      () => 0,
    );
  }

  /** Kills the process (SIGKILL: no shutdown at all, as a crash; SIGTERM: a drain) and waits for its end. */
  kill(signal: 'SIGKILL' | 'SIGTERM' = 'SIGKILL'): Promise<void> {
    const child = this.child;
    return new Promise((resolve) => {
      if (!child || child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill(signal);
    });
  }
}

export interface Cluster {
  a: Instance;
  b: Instance;
  balancer: Balancer;
  redis: TestRedisServer;
  /** Between the instances and MariaDB: the suite makes the database silent or refused here. */
  databaseProxy: TcpProxy;
  inbox: SmtpInbox;
  facebook: SocialProviderServer;
  /** A connection of the test's own, straight to MariaDB (not through the proxy). */
  sql: Connection;
  /** The instances' environment (production). */
  environment(): Record<string, string>;
  /** A user with PASSWORD; `fields` are columns of `users`. */
  createUser(fields?: Record<string, string | number | boolean | null>): Promise<{ id: number; email: string }>;
  /** The audit log's events about a user, by event (and `reason` of the details when given). */
  audit(userId: number): Promise<AuditCounts>;
  /** Drops and creates the database again, empty (both instances must be stopped). */
  resetDatabase(): Promise<void>;
  /** Runs the built CLI on the cluster's database. */
  cli(args: string[]): Promise<Finished>;
  close(): Promise<void>;
}

export interface AuditCounts {
  count(event: string, reason?: string): number;
}

export interface ClusterOptions {
  /** Start both instances (one after the other); default true. */
  start?: boolean;
  /** Extra environment of both instances. */
  environment?: Record<string, string>;
}

/**
 * Two production API processes on a MariaDB database of their own (dropped at the end), a
 * redis-server of the suite's own on a spare port, an SMTP inbox, a Facebook stand-in, and a
 * round-robin balancer in front. Nothing is built here: dist/ is the service's build.
 */
export async function startCluster(options: ClusterOptions = {}): Promise<Cluster> {
  const server = serverUrl();
  const database = `identity_multi_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const sql = await createConnection({
    host: server.hostname,
    port: Number(server.port || 3306),
    user: decodeURIComponent(server.username || 'root'),
    password: decodeURIComponent(server.password),
    multipleStatements: false,
  });
  await sql.query(`CREATE DATABASE \`${database}\``);
  await sql.query(`USE \`${database}\``);

  const databaseProxy = await startTcpProxy({ target: { host: server.hostname, port: Number(server.port || 3306) } });
  const redis = await startRedisServer();
  const inbox = await startSmtpInbox();
  const facebook = await startSocialProviderServer('facebook');
  const [portA, portB] = [await freePort(), await freePort()];

  const credentials = server.username ? `${server.username}${server.password ? `:${server.password}` : ''}@` : '';
  const viaProxy = `mysql://${credentials}127.0.0.1:${databaseProxy.port}/${database}`;
  const direct = `mysql://${credentials}${server.host}/${database}`;
  // One set of secrets for both instances, as operations.md asks.
  const secret = (name: string) => `${name}-${randomBytes(24).toString('hex')}`;
  const secrets = {
    MAGIC_CODE_SECRET: secret('magic'),
    SOCIAL_STATE_SECRET: secret('social'),
    KEYS_ENCRYPTION_KEY: secret('keys'),
    CAPTCHA_SECRET: secret('captcha'),
  };
  let balancer: Balancer | null = null;
  const environment = (): Record<string, string> => ({
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATABASE_URL: viaProxy,
    REDIS_URL: redis.url,
    SMTP_URL: inbox.url,
    ...secrets,
    PUBLIC_API_URL: balancer?.url ?? 'http://127.0.0.1',
    PORTAL_URL: PORTAL_ORIGIN,
    // Every loopback hop (the balancer, the test) is a trusted proxy: the client address is the
    // test's X-Forwarded-For, so each test keeps its own brake counts.
    TRUST_PROXY: 'loopback',
    OUTBOUND_ALLOWED_HOSTS: '127.0.0.1',
    ...facebook.environment(),
    ...options.environment,
  });
  const a = new Instance('A', portA, environment);
  const b = new Instance('B', portB, environment);
  balancer = await startBalancer({ backends: [a.url, b.url] });

  const cli = (args: string[]) => runNode(join(DIST, CLI), args, { ...environment(), DATABASE_URL: direct });
  let template: number | null = null;
  const createUser = async (fields: Record<string, string | number | boolean | null> = {}) => {
    const email = `multi-${randomUUID()}@example.com`;
    if (template === null) {
      // The first through the CLI, as an operator would; the others copy its row (and argon2 hash).
      const made = await cli(['create-user', '--email', email, '--password', PASSWORD]);
      if (made.code !== 0) throw new Error(`create-user failed:\n${made.stdout}${made.stderr}`);
      template = await idOf(email);
    } else {
      const [columns] = await sql.query<RowDataPacket[]>('SHOW COLUMNS FROM users');
      const copied = columns.map((column) => String(column.Field)).filter((name) => !['id', 'uuid', 'email'].includes(name));
      await sql.query(
        `INSERT INTO users (uuid, email, ${copied.map((name) => `\`${name}\``).join(', ')}) SELECT ?, ?, ${copied.map((name) => `\`${name}\``).join(', ')} FROM users WHERE id = ?`,
        [randomUUID(), email, template],
      );
    }
    const id = await idOf(email);
    for (const [column, value] of Object.entries(fields)) await sql.query(`UPDATE users SET \`${column}\` = ? WHERE id = ?`, [value, id]);
    return { id, email };
  };
  const idOf = async (email: string): Promise<number> => {
    const [rows] = await sql.query<RowDataPacket[]>('SELECT id FROM users WHERE email = ?', [email]);
    if (rows.length !== 1) throw new Error(`no user ${email}`);
    return Number(rows[0].id);
  };
  const audit = async (userId: number): Promise<AuditCounts> => {
    const [rows] = await sql.query<RowDataPacket[]>('SELECT event, details FROM audit_logs WHERE subject_id = ?', [userId]);
    const reasonOf = (details: unknown): string | undefined => {
      const parsed = typeof details === 'string' ? (JSON.parse(details) as { reason?: string } | null) : (details as { reason?: string } | null);
      return parsed?.reason;
    };
    return { count: (event, reason) => rows.filter((row) => row.event === event && (reason === undefined || reasonOf(row.details) === reason)).length };
  };

  const cluster: Cluster = {
    a,
    b,
    balancer,
    redis,
    databaseProxy,
    inbox,
    facebook,
    sql,
    environment,
    createUser,
    audit,
    cli,
    resetDatabase: async () => {
      if (a.running || b.running) throw new Error('stop both instances before emptying the database');
      template = null;
      await sql.query(`DROP DATABASE \`${database}\``);
      await sql.query(`CREATE DATABASE \`${database}\``);
      await sql.query(`USE \`${database}\``);
    },
    close: async () => {
      await Promise.all([a.kill('SIGKILL'), b.kill('SIGKILL')]);
      await balancer?.close();
      await databaseProxy.close();
      await redis.stop();
      await inbox.close();
      await facebook.stop();
      await sql.query(`DROP DATABASE IF EXISTS \`${database}\``);
      await sql.end();
    },
  };
  if (options.start ?? true) {
    try {
      await a.start();
      await b.start();
    } catch (error) {
      // Leave nothing running (jest would wait for it), then fail.
      await cluster.close();
      throw error;
    }
  }
  return cluster;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A client address no other test uses (the brake counts per address). */
export function freshAddress(): string {
  return `2001:db8:${randomBytes(2).toString('hex')}::${randomBytes(2).toString('hex')}`;
}

export interface Answer {
  status: number;
  body: unknown;
  cookie: string | null;
}

/** One call of the API at `base` (an instance or the balancer) from client address `from`. */
export async function call(base: string, method: string, path: string, options: { from?: string; body?: unknown; cookie?: string | null; timeoutMs?: number } = {}): Promise<Answer> {
  const headers: Record<string, string> = { ...CSRF, Origin: PORTAL_ORIGIN };
  if (options.from) headers['X-Forwarded-For'] = options.from;
  if (options.cookie) headers.Cookie = options.cookie;
  const response = await fetch(`${base}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    redirect: 'manual',
    signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: keep the text
  }
  const cookie = response.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ') || null;
  return { status: response.status, body, cookie };
}

/** Signs in with PASSWORD at `base`; returns the session cookie. */
export async function signIn(base: string, email: string, from = freshAddress()): Promise<string> {
  const answer = await call(base, 'POST', '/auth/login', { from, body: { email, password: PASSWORD } });
  if (answer.status !== 200 || !answer.cookie) throw new Error(`sign-in of ${email} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.cookie;
}
