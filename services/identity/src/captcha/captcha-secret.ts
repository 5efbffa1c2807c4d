import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { IdentityConfig } from '../config/identity-config';

/** The HMAC key that signs ALTCHA challenges, so a challenge cannot be forged or altered. */
export class CaptchaSecret {
  constructor(readonly key: string) {}

  /**
   * CAPTCHA_SECRET when set (production requires it, so every instance accepts the others'
   * challenges); otherwise a random key created once in DATA_DIR/captcha.secret, as for
   * MAGIC_CODE_SECRET, so a development server keeps its challenges valid across restarts.
   */
  static fromConfig(config: IdentityConfig): CaptchaSecret {
    if (config.captcha.provider === 'altcha' && config.captcha.secret !== null) return new CaptchaSecret(config.captcha.secret);
    const file = join(config.dataDir, 'captcha.secret');
    if (!existsSync(file)) {
      mkdirSync(config.dataDir, { recursive: true });
      try {
        writeFileSync(file, randomBytes(32).toString('base64'), { mode: 0o600, flag: 'wx' });
      } catch (error: unknown) {
        // Another process created it first: use theirs.
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
    }
    return new CaptchaSecret(readFileSync(file, 'utf8').trim());
  }
}
