import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { privateSqliteFiles } from './private-files';

const modeOf = (path: string): number => statSync(path).mode & 0o777;

describe(privateSqliteFiles.name, () => {
  it('makes the folder 0700 and an empty database file 0600 before SQLite opens it', () => {
    const root = mkdtempSync(join(tmpdir(), 'private-files-'));
    try {
      const file = join(root, 'nested', 'identity.sqlite');
      privateSqliteFiles(file);
      expect([modeOf(join(root, 'nested')), modeOf(file)]).toEqual([0o700, 0o600]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('leaves a database in memory alone', () => {
    const before = modeOf(process.cwd());
    privateSqliteFiles(':memory:');
    expect(existsSync(join(process.cwd(), ':memory:'))).toBe(false);
    expect(modeOf(process.cwd())).toBe(before);
  });
});
