import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runNode, startServer, CLI } from './support/processes';

/** Production needs the key that seals private keys and webhook secrets (docs/adr/0239); the server below shares it. */
const KEYS = { KEYS_ENCRYPTION_KEY: 'the keys encryption key of the CLI tests, 32+ characters' };

/** The built CLI's hand-off commands, as `npm run identity -- ...` runs them. */
describe('the hand-off commands of the CLI', () => {
  let root: string;

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'identity-cli-'));
  });

  afterEach(() => {
    rmSync(root, { recursive: true, force: true });
  });

  it('rotates the secrets of a seeded application and prints them once, as JSON with --json', async () => {
    const env = { DATA_DIR: root, NODE_ENV: 'production', ...KEYS };
    const first = await runNode(CLI, ['rotate-secrets', '--client-id', 'weather-radar', '--json'], env);
    expect(first.code).toBe(0);
    const issued = JSON.parse(first.stdout) as Record<string, string>;
    expect(issued).toEqual({ client_id: 'weather-radar', client_secret: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), webhook_secret: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });

    const second = await runNode(CLI, ['rotate-secrets', '--client-id', 'weather-radar'], env);
    expect(second.code).toBe(0);
    expect(second.stdout).toContain('Client secret (shown once, store it now): ');
    expect(second.stdout).not.toContain(issued.client_secret);
  });

  it('refuses an unknown client id, and shows the usage without one', async () => {
    const unknown = await runNode(CLI, ['rotate-secrets', '--client-id', 'nope'], { DATA_DIR: root, NODE_ENV: 'production', ...KEYS });
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('No application has the client id nope.');

    const missing = await runNode(CLI, ['rotate-secrets'], { DATA_DIR: root, NODE_ENV: 'production', ...KEYS });
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('--client-id is required.');
    expect(missing.stderr).toContain('rotate-secrets --client-id <client id> [--json]');
  });

  it('adds a signing key that the server publishes at once', async () => {
    const rotated = await runNode(CLI, ['rotate-signing-key'], { DATA_DIR: root, NODE_ENV: 'production', ...KEYS });
    expect(rotated.code).toBe(0);
    const kid = /New signing key (\S+): published now, signs from \S+\./.exec(rotated.stdout)?.[1];
    expect(kid).toBeDefined();

    const server = await startServer({ NODE_ENV: 'development', DEMO_ADMIN: 'off', DATA_DIR: root, ...KEYS });
    try {
      const jwks = (await (await fetch(`${server.url}/.well-known/jwks.json`)).json()) as { keys: { kid: string }[] };
      expect(jwks.keys.map((key) => key.kid)).toContain(kid);
    } finally {
      await server.stop();
    }
  });

  it('points an application at other addresses, with the form rules, and the server uses them', async () => {
    const env = { DATA_DIR: root, NODE_ENV: 'production', ...KEYS };
    const updated = await runNode(
      CLI,
      ['update-application', '--client-id', 'weather-forecast', '--base-url', 'http://127.0.0.1:5002', '--callback-url', 'http://127.0.0.1:5002/auth/callback', '--post-callback-url', 'http://127.0.0.1:5002/auth/callback'],
      env,
    );
    expect(updated.code).toBe(0);
    expect(updated.stdout).toContain('Updated weather-forecast: base_url, callback_url, postCallbackUrl.');

    const refused = await runNode(CLI, ['update-application', '--client-id', 'weather-forecast', '--webhook-url', 'ftp://x'], env);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('webhook_url: Enter a full http or https address');
    const unknown = await runNode(CLI, ['update-application', '--client-id', 'nope', '--base-url', 'http://a.example'], env);
    expect(unknown.code).toBe(1);
    const nothing = await runNode(CLI, ['update-application', '--client-id', 'weather-forecast'], env);
    expect(nothing.code).toBe(2);

    const server = await startServer({ NODE_ENV: 'development', DEMO_ADMIN: 'off', DATA_DIR: root, ...KEYS });
    try {
      const created = await runNode(CLI, ['create-user', '--email', 'ada@example.com', '--password', 'violet tractor marmalade 1987'], env);
      expect(created.code).toBe(0);
      const login = await fetch(`${server.url}/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
        body: JSON.stringify({ email: 'ada@example.com', password: 'violet tractor marmalade 1987' }),
      });
      const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
      const session = await fetch(`${server.url}/v1/users/me/session?clientId=weather-forecast&return=/maps`, { headers: { cookie } });
      const body = (await session.json()) as { redirect: unknown; token: string };
      expect(body.redirect).toEqual({ method: 'POST', url: 'http://127.0.0.1:5002/auth/callback', fields: { token: body.token, returnPath: '/maps' } });
    } finally {
      await server.stop();
    }
  });
});
