import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runNode, CLI } from './support/processes';

/** Every command of the built CLI, as `npm run identity -- <command> ...` runs it. */
const COMMANDS = ['create-admin', 'create-user', 'reset-second-factors', 'rotate-secrets', 'rotate-signing-key', 'rotate-saml-signing-key', 'update-application', 'rotate-keys-encryption-key'];

/** A line of a Node stack trace. */
const STACK_LINE = /^\s+at /m;

describe('the help and the argument errors of the CLI', () => {
  let root: string;
  let env: Record<string, string>;

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'identity-cli-help-'));
    env = { DATA_DIR: join(root, 'data'), NODE_ENV: 'test' };
  });

  afterEach(() => {
    rmSync(root, { recursive: true, force: true });
  });

  it.each(COMMANDS)('%s --help prints its usage, exits 0 and does nothing', async (command) => {
    for (const flag of ['--help', '-h']) {
      const help = await runNode(CLI, [command, flag], env);

      expect([command, flag, help.code, help.stderr]).toEqual([command, flag, 0, '']);
      expect(help.stdout).toContain(`Usage: npm run identity -- ${command}`);
    }
    // No database was opened, so nothing was created or changed (rotate-signing-key would have rotated).
    expect(existsSync(env.DATA_DIR) ? readdirSync(env.DATA_DIR) : []).toEqual([]);
  });

  it.each(COMMANDS)('%s with an unknown option names it, shows the usage and exits 2 without a stack trace', async (command) => {
    const refused = await runNode(CLI, [command, '--no-such-option'], env);

    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain("Unknown option '--no-such-option'");
    expect(refused.stderr).toContain(`Usage: npm run identity -- ${command}`);
    expect(refused.stderr).not.toMatch(STACK_LINE);
    expect(refused.stdout).toBe('');
  });

  it('refuses a value where the option takes none, and a stray argument', async () => {
    for (const args of [['rotate-signing-key', 'extra'], ['rotate-secrets', '--client-id'], ['rotate-saml-signing-key', '--now=yes']]) {
      const refused = await runNode(CLI, args, env);

      expect([args, refused.code]).toEqual([args, 2]);
      expect(refused.stderr).toContain(`Usage: npm run identity -- ${args[0]}`);
      expect(refused.stderr).not.toMatch(STACK_LINE);
    }
  });

  it('lists every command with --help and without a command, and names an unknown command', async () => {
    const help = await runNode(CLI, ['--help'], env);
    expect(help.code).toBe(0);
    for (const command of COMMANDS) expect(help.stdout).toContain(`npm run identity -- ${command}`);

    const bare = await runNode(CLI, [], env);
    expect(bare.code).toBe(2);
    for (const command of COMMANDS) expect(bare.stderr).toContain(`npm run identity -- ${command}`);

    const unknown = await runNode(CLI, ['rotate-everything'], env);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('Unknown command "rotate-everything"');
    expect(unknown.stderr).not.toMatch(STACK_LINE);
  });
});
