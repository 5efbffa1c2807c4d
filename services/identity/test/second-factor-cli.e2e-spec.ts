import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { runNode, CLI } from './support/processes';

const KEYS = { KEYS_ENCRYPTION_KEY: 'the keys encryption key of the CLI tests, 32+ characters' };
const PASSWORD = 'a long enough password for the cli';

/**
 * The built CLI's `reset-second-factors` (issue 29): the operator's way back in when no administrator
 * can reset an account (the last system administrator lost their phone).
 */
describe('the reset-second-factors command of the CLI', () => {
  let root: string;
  let env: Record<string, string>;

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'identity-cli-2fa-'));
    env = { DATA_DIR: root, NODE_ENV: 'production', ...KEYS };
  });

  afterEach(() => {
    rmSync(root, { recursive: true, force: true });
  });

  it("removes an account's authenticator apps and recovery codes, audited as the command line's", async () => {
    expect((await runNode(CLI, ['create-admin', '--email', 'Last.Admin@example.com', '--password', PASSWORD], env)).code).toBe(0);
    const database = new Database(join(root, 'identity.sqlite'));
    try {
      const { id } = database.prepare('SELECT id FROM users WHERE email = ?').get('last.admin@example.com') as { id: number };
      const now = new Date().toISOString();
      database.prepare('INSERT INTO totp_factors (user_id, name, secret, confirmed_at, created_at) VALUES (?, ?, ?, ?, ?)').run(id, 'Lost phone', 'enc:v1:sealed', now, now);
      database.prepare('INSERT INTO recovery_codes (user_id, code_hash, created_at) VALUES (?, ?, ?)').run(id, 'a'.repeat(64), now);

      const reset = await runNode(CLI, ['reset-second-factors', '--email', 'LAST.ADMIN@example.com'], env);

      expect([reset.code, reset.stderr]).toEqual([0, '']);
      expect(reset.stdout).toContain('Removed the second factors of last.admin@example.com');
      const count = (table: string) => (database.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE user_id = ?`).get(id) as { n: number }).n;
      expect([count('totp_factors'), count('recovery_codes')]).toEqual([0, 0]);
      const audit = database.prepare("SELECT actor_id, subject_id, details FROM audit_logs WHERE event = 'SECOND_FACTORS_RESET'").all() as Array<{ actor_id: number | null; subject_id: number; details: string }>;
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({ actor_id: null, subject_id: id });
      expect(JSON.parse(audit[0].details)).toMatchObject({ by: 'command line', totp: 1, recoveryCodes: 1, passkeys: 0 });
    } finally {
      database.close();
    }
  });

  it('says so for an address without an account, and shows the usage without one', async () => {
    const unknown = await runNode(CLI, ['reset-second-factors', '--email', 'nobody@example.com'], env);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('No account has the email nobody@example.com.');

    const missing = await runNode(CLI, ['reset-second-factors'], env);
    expect(missing.code).toBe(2);
  });
});
