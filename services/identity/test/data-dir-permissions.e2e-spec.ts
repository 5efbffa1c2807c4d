import { chmodSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runNode, startServer, CLI } from './support/processes';

/** The permission bits of a file or folder, as `ls -l` shows them in octal. */
const modeOf = (path: string): string => (statSync(path).mode & 0o777).toString(8);

/** The embedded database and its companions, while the server holds them open. */
const DATABASE_FILES = ['identity.sqlite', 'identity.sqlite-wal', 'identity.sqlite-shm'];

describe('the permissions of DATA_DIR and the embedded database', () => {
  let root: string;
  let dataDir: string;

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'identity-modes-'));
    dataDir = join(root, 'data');
  });

  afterEach(() => {
    rmSync(root, { recursive: true, force: true });
  });

  it('creates DATA_DIR 0700 and the database with its -wal and -shm files 0600, as the secret files', async () => {
    const server = await startServer({ NODE_ENV: 'development', DEMO_ADMIN: 'off', DATA_DIR: dataDir });
    try {
      expect(modeOf(dataDir)).toBe('700');
      for (const file of DATABASE_FILES) expect([file, modeOf(join(dataDir, file))]).toEqual([file, '600']);
      expect(modeOf(join(dataDir, 'magic-code.secret'))).toBe('600');
    } finally {
      await server.stop();
    }
  });

  it('tightens a folder and a database left readable by others, at the start of the server and of the CLI', async () => {
    const created = await runNode(CLI, ['rotate-signing-key'], { NODE_ENV: 'development', DATA_DIR: dataDir });
    expect(created.code).toBe(0);
    chmodSync(dataDir, 0o755);
    chmodSync(join(dataDir, 'identity.sqlite'), 0o644);

    const again = await runNode(CLI, ['rotate-signing-key'], { NODE_ENV: 'development', DATA_DIR: dataDir });
    expect(again.code).toBe(0);
    expect(modeOf(dataDir)).toBe('700');
    expect(modeOf(join(dataDir, 'identity.sqlite'))).toBe('600');

    chmodSync(dataDir, 0o755);
    chmodSync(join(dataDir, 'identity.sqlite'), 0o644);
    const server = await startServer({ NODE_ENV: 'development', DEMO_ADMIN: 'off', DATA_DIR: dataDir });
    try {
      expect(modeOf(dataDir)).toBe('700');
      for (const file of DATABASE_FILES) expect([file, modeOf(join(dataDir, file))]).toEqual([file, '600']);
    } finally {
      await server.stop();
    }
  });
});
