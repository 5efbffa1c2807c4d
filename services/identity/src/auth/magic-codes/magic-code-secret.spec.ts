import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../platform/config/load-config';
import { MagicCodeSecret } from './magic-code-secret';

describe(MagicCodeSecret.name, () => {
  let dataDir: string;

  beforeEach(() => {
    dataDir = join(mkdtempSync(join(tmpdir(), 'magic-secret-')), 'data');
  });

  afterEach(() => {
    rmSync(join(dataDir, '..'), { recursive: true, force: true });
  });

  it('uses MAGIC_CODE_SECRET when it is set, and writes no file', () => {
    const sut = MagicCodeSecret.fromConfig(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, MAGIC_CODE_SECRET: 's'.repeat(32) }, '/'));

    expect(sut.key.toString('utf8')).toBe('s'.repeat(32));
    expect(() => statSync(join(dataDir, 'magic-code.secret'))).toThrow();
  });

  it('creates a private random key in DATA_DIR once and keeps using it', () => {
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }, '/');

    const first = MagicCodeSecret.fromConfig(config);
    const second = MagicCodeSecret.fromConfig(config);

    const file = join(dataDir, 'magic-code.secret');
    expect(Buffer.from(readFileSync(file, 'utf8'), 'base64')).toHaveLength(32);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(second.key.equals(first.key)).toBe(true);
  });
});
