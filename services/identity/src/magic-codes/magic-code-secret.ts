import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { IdentityConfig } from '../config/identity-config';

/** The HMAC key of stored magic codes. */
export class MagicCodeSecret {
  constructor(readonly key: Buffer) {}

  /**
   * MAGIC_CODE_SECRET when set (production requires it, so every instance shares it); otherwise a
   * random key created once in DATA_DIR/magic-code.secret, so codes survive a restart of a
   * development server without anyone choosing a secret.
   */
  static fromConfig(config: IdentityConfig): MagicCodeSecret {
    if (config.magicCode.secret !== null) return new MagicCodeSecret(Buffer.from(config.magicCode.secret, 'utf8'));
    const file = join(config.dataDir, 'magic-code.secret');
    if (!existsSync(file)) {
      mkdirSync(config.dataDir, { recursive: true });
      try {
        writeFileSync(file, randomBytes(32).toString('base64'), { mode: 0o600, flag: 'wx' });
      } catch (error: unknown) {
        // Another process (the CLI, a second dev server) created it first: use theirs.
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
    }
    return new MagicCodeSecret(Buffer.from(readFileSync(file, 'utf8').trim(), 'utf8'));
  }
}
