// The built identity service (services/identity/dist, as `npm run build` leaves it) as a child
// process, set up like production: NODE_ENV=production, JSON request logs to a file, its own
// DATA_DIR and a fresh database (SQLite there, or a throwaway database on context.databaseUrl's
// server). Migrations and seeds run at its first start, like a new deployment.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { BenchContext } from '../scenario';
import { freePort, startServer } from '@weather/e2e/servers';
import { repoRoot } from '../paths';
import { createThrowawayDatabase } from './throwaway-database';

const run = promisify(execFile);

export const identityDir = join(repoRoot, 'services', 'identity');
/**
 * BENCH_IDENTITY_DIST: another build of the service to measure (e.g. an older commit's dist copied
 * inside the repository, so its packages resolve), to compare two builds line by line.
 */
const identityDist = process.env.BENCH_IDENTITY_DIST ?? join(identityDir, 'dist');
export const identityMain = join(identityDist, 'main.js');
export const identityCli = join(identityDist, 'cli.js');

/** Where the server keeps its data: the file of the embedded database, or a MariaDB/MySQL URL. */
export type IdentityDatabase = { engine: 'sqlite'; path: string } | { engine: 'mariadb'; url: string };

export interface IdentityServer {
  url: string;
  pid: number;
  dataDir: string;
  database: IdentityDatabase;
  logFile: string;
  /** Runs the service's CLI (dist/cli.js) on the same database; resolves with its output. */
  command(args: string[]): Promise<string>;
  stop(): Promise<void>;
}

export interface IdentityServerOptions {
  /** Overrides or extends the environment (e.g. DATABASE_URL of a pre-seeded database, NODE_ENV). */
  env?: Record<string, string>;
  /** Names the data folder and log file under context.workDir (default "identity"). */
  name?: string;
  /** Extra node flags, e.g. ['--cpu-prof', '--cpu-prof-dir=/tmp/prof'] to profile the service. */
  nodeArgs?: string[];
  /** Another build's main.js (inside services/identity, so it resolves the same node_modules), to compare two builds in one run. */
  main?: string;
}

/**
 * Fixed, so every instance and CLI run of a bench (and a pre-seeded database) opens the same keys;
 * the bare baselines open the service's sealed signing key with it too (lib/sealed-value.ts).
 */
export const BENCH_KEYS_ENCRYPTION_KEY = 'the keys encryption key of the benchmarks, 32+ chars';

/** The node flags the service runs with in production (its npm start, the Dockerfile; docs/adr/0413). */
export const PRODUCTION_NODE_ARGS = ['--max-semi-space-size=8', '--heap-growing-percent=100'];

/**
 * BENCH_CPU_PROF=1 profiles every service the bench starts (written to its data folder when it
 * stops); BENCH_NODE_ARGS adds node flags to each (e.g. "--max-semi-space-size=8", for experiments).
 */
function benchNodeArgs(dataDir: string): string[] {
  const extra = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  return [...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${join(dataDir, 'profile')}`] : []), ...extra];
}

export async function startIdentity(context: BenchContext, options: IdentityServerOptions = {}): Promise<IdentityServer> {
  const name = options.name ?? 'identity';
  mkdirSync(context.workDir, { recursive: true });
  const dataDir = mkdtempSync(join(context.workDir, `${name}-`));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // A database URL given by the caller (a pre-seeded database) is used as it is and never dropped.
  const throwaway = options.env?.DATABASE_URL === undefined && context.databaseUrl ? await createThrowawayDatabase(context.databaseUrl, 'bench') : null;
  const databaseUrl = options.env?.DATABASE_URL ?? throwaway?.url;
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    IDENTITY_PORT: String(port),
    DATA_DIR: dataDir,
    PUBLIC_API_URL: url,
    PORTAL_URL: 'http://127.0.0.1:8080',
    LOG_LEVEL: 'info',
    LOG_FORMAT: 'json',
    DEMO_ADMIN: 'off',
    // Production refuses to start without these; no mail is sent by the measured routes.
    SMTP_URL: 'smtp://127.0.0.1:2525',
    MAGIC_CODE_SECRET: randomBytes(32).toString('base64url'),
    CAPTCHA_SECRET: randomBytes(32).toString('base64url'),
    SOCIAL_STATE_SECRET: randomBytes(32).toString('base64url'),
    // One instance per line, unless the run shares state through REDIS_URL (then every instance reads it).
    ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : { SINGLE_INSTANCE: 'true' }),
    KEYS_ENCRYPTION_KEY: BENCH_KEYS_ENCRYPTION_KEY,
    // The stand-in applications answer authorization checks on loopback (docs/adr/0238).
    OUTBOUND_ALLOWED_HOSTS: '127.0.0.1,localhost',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...options.env,
  };
  const logFile = join(context.workDir, `${name}-${port}.log`);
  let child;
  try {
    child = await startServer({
      name,
      command: process.execPath,
      args: [...PRODUCTION_NODE_ARGS, ...benchNodeArgs(dataDir), ...(options.nodeArgs ?? []), options.main ?? identityMain],
      env,
      cwd: identityDir,
      logFile,
      readyUrl: `${url}/health/ready`,
      readyTimeoutMs: 90_000,
      // The CPU profile is written at exit.
      stopGraceMs: 10_000,
    });
  } catch (error) {
    await throwaway?.drop();
    throw error;
  }
  const database: IdentityDatabase = databaseUrl ? { engine: 'mariadb', url: databaseUrl } : { engine: 'sqlite', path: join(dataDir, 'identity.sqlite') };
  return {
    url,
    pid: child.pid,
    dataDir,
    database,
    logFile,
    command: async (args) => (await run(process.execPath, [identityCli, ...args], { env, cwd: identityDir })).stdout,
    stop: async () => {
      await child.stop();
      await throwaway?.drop();
    },
  };
}
