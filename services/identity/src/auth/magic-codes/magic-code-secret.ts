import { developmentSecret } from '../../platform/security/development-secret';
import type { IdentityConfig } from '../../platform/config/identity-config';

/** The HMAC key of stored magic codes. */
export class MagicCodeSecret {
  constructor(readonly key: Buffer) {}

  /**
   * MAGIC_CODE_SECRET when set (production requires it, so every instance shares it); otherwise a
   * random key created once in DATA_DIR/magic-code.secret, so codes survive a restart of a
   * development server without anyone choosing a secret.
   */
  static fromConfig(config: IdentityConfig): MagicCodeSecret {
    const secret = config.magicCode.secret ?? developmentSecret(config.dataDir, 'magic-code.secret');
    return new MagicCodeSecret(Buffer.from(secret, 'utf8'));
  }
}
