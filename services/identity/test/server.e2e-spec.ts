import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { threadPoolSizeFor } from '../src/platform/thread-pool/thread-pool';
import { runNode, startServer, CLI } from './support/processes';

/** The built service as people run it: `npm start` (dist/main.js) and `npm run identity` (dist/cli/cli.js). */
describe('the built server and CLI', () => {
  let root: string;

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'identity-server-'));
  });

  afterEach(() => {
    rmSync(root, { recursive: true, force: true });
  });

  async function signIn(url: string, email: string, password: string): Promise<number> {
    const response = await fetch(`${url}/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
      body: JSON.stringify({ email, password }),
    });
    return response.status;
  }

  it.each([
    [{ IDENTITY_PORT: 'abc' }, 'IDENTITY_PORT must be an integer between 1 and 65535 (got "abc")'],
    [{ DATABASE_URL: 'postgres://u:secret@db/identity' }, 'DATABASE_URL must be a mysql:// or mariadb:// URL'],
    [{ SESSION_IDLE_TIMEOUT: 'soon' }, 'SESSION_IDLE_TIMEOUT must be a duration'],
  ])('refuses to start on %j and names the variable', async (env, message) => {
    const result = await runNode('main.js', [], { DATA_DIR: root, ...env });

    expect(result.code).toBe(1);
    expect(result.stderr).toContain(message);
    expect(result.stderr).not.toContain('secret');
  });

  it('starts on a fresh data dir, creates the demo admin once and prints its password once', async () => {
    const dataDir = join(root, 'nested', 'data');
    const first = await startServer({ NODE_ENV: 'development', DATA_DIR: dataDir });
    let password: string | undefined;
    try {
      password = /password: (\S+)/.exec(first.output())?.[1];
      expect(password).toMatch(/^\S{24}$/);
      expect(existsSync(join(dataDir, 'identity.sqlite'))).toBe(true);
      expect(await signIn(first.url, 'admin@example.com', password ?? '')).toBe(200);
    } finally {
      await first.stop();
    }

    const second = await startServer({ NODE_ENV: 'development', DATA_DIR: dataDir });
    try {
      expect(second.output()).toContain('Demo admin admin@example.com already exists');
      expect(second.output()).not.toContain(password);
      expect(await signIn(second.url, 'admin@example.com', password ?? '')).toBe(200);
    } finally {
      await second.stop();
    }
  });

  it('creates no demo admin with DEMO_ADMIN=off', async () => {
    const server = await startServer({ NODE_ENV: 'development', DEMO_ADMIN: 'off', DATA_DIR: root });
    try {
      expect(server.output()).not.toContain('Demo administrator');
      expect(await signIn(server.url, 'admin@example.com', 'anything at all')).toBe(401);
    } finally {
      await server.stop();
    }
  });

  it('creates an administrator from the command line with a generated or a chosen password', async () => {
    // Production needs KEYS_ENCRYPTION_KEY for the CLI and the server alike (docs/adr/0239).
    const env = { DATA_DIR: root, NODE_ENV: 'production', KEYS_ENCRYPTION_KEY: 'the keys encryption key of the server tests, 32+ chars' };
    const generated = await runNode(CLI, ['create-admin', '--email', 'Boss@Example.com'], env);
    expect(generated.code).toBe(0);
    expect(generated.stdout).toContain('Created the SYSADMIN boss@example.com.');
    const password = /Password \(shown once, store it now\): (\S+)/.exec(generated.stdout)?.[1];
    expect(password).toBeDefined();

    const chosen = await runNode(CLI, ['create-admin', '--email', 'chief@example.com', '--password', 'violet tractor marmalade 1987'], env);
    expect(chosen.code).toBe(0);
    expect(chosen.stdout).not.toContain('Password');

    const duplicate = await runNode(CLI, ['create-admin', '--email', 'boss@example.com'], env);
    expect(duplicate.code).toBe(1);
    expect(duplicate.stderr).toContain('An account with the email boss@example.com already exists');

    const weak = await runNode(CLI, ['create-admin', '--email', 'weak@example.com', '--password', 'password1234'], env);
    expect(weak.code).toBe(1);
    expect(weak.stderr).toContain('The password is refused: Password is too weak');

    const ordinary = await runNode(
      CLI,
      ['create-user', '--email', 'zoe@example.com', '--password', 'violet tractor marmalade 1987', '--first-name', 'Zoe', '--last-name', 'Rainer'],
      env,
    );
    expect(ordinary.code).toBe(0);
    expect(ordinary.stdout).toContain('Created the USER zoe@example.com.');

    const usage = await runNode(CLI, ['create-admin'], env);
    expect(usage.code).toBe(2);

    // The CLI above ran in production without SMTP_URL, MAGIC_CODE_SECRET, CAPTCHA_SECRET and SOCIAL_STATE_SECRET; the server needs them (nothing is sent here), and REDIS_URL or SINGLE_INSTANCE.
    const server = await startServer({
      ...env,
      SMTP_URL: 'smtp://127.0.0.1:2525',
      MAGIC_CODE_SECRET: 'a production key of at least 32 characters',
      CAPTCHA_SECRET: 'another production key of 32+ characters',
      SOCIAL_STATE_SECRET: 'a third production key of 32+ characters',
      SINGLE_INSTANCE: 'true',
    });
    try {
      expect(server.output()).not.toContain('Demo administrator');
      expect(await signIn(server.url, 'boss@example.com', password ?? '')).toBe(200);
      expect(await signIn(server.url, 'chief@example.com', 'violet tractor marmalade 1987')).toBe(200);
      expect(await signIn(server.url, 'zoe@example.com', 'violet tractor marmalade 1987')).toBe(200);
    } finally {
      await server.stop();
    }
  });

  /** Polls until `condition` holds or `ms` pass; true when it held. */
  async function within(ms: number, condition: () => boolean): Promise<boolean> {
    const deadline = Date.now() + ms;
    while (!condition() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    return condition();
  }

  it('writes the JSON log line of a request within about a second on a quiet server, and the gathered lines at shutdown', async () => {
    const server = await startServer({ NODE_ENV: 'development', DEMO_ADMIN: 'off', DATA_DIR: root, LOG_FORMAT: 'json' });
    try {
      const quiet = `e2e-quiet-${Date.now()}`;
      expect((await fetch(`${server.url}/health/ready`, { headers: { 'X-Request-Id': quiet } })).status).toBe(200);
      // Lines are gathered into larger writes (docs/adr/0414), yet a lone line is written by the periodic flush.
      expect(await within(3_000, () => server.output().includes(`"id":"${quiet}"`))).toBe(true);

      const last = `e2e-last-${Date.now()}`;
      expect((await fetch(`${server.url}/health/ready`, { headers: { 'X-Request-Id': last } })).status).toBe(200);
      await server.stop();
      // Stopped at once by SIGTERM, before the periodic flush: the line was still written.
      expect(await within(2_000, () => server.output().includes(`"id":"${last}"`))).toBe(true);
    } finally {
      await server.stop();
    }
  });

  it('computes argon2 on a thread pool of one thread per core, unless UV_THREADPOOL_SIZE says otherwise', async () => {
    /** The threads of a server once a sign-in has run argon2 (so libuv's pool is up). */
    async function threadsAfterSignIn(env: Record<string, string>): Promise<number> {
      const dataDir = mkdtempSync(join(root, 'threads-'));
      const server = await startServer({ NODE_ENV: 'development', DATA_DIR: dataDir, ...env });
      try {
        const password = /password: (\S+)/.exec(server.output())?.[1] ?? '';
        expect(await signIn(server.url, 'admin@example.com', password)).toBe(200);
        return readdirSync(`/proc/${server.child.pid}/task`).length;
      } finally {
        await server.stop();
      }
    }
    // Every other thread (V8's, the logger's) is the same in both; only the pool's size differs.
    const own = await threadsAfterSignIn({});
    const larger = await threadsAfterSignIn({ UV_THREADPOOL_SIZE: String(threadPoolSizeFor() + 3) });
    expect(larger - own).toBe(3);
  });
});
