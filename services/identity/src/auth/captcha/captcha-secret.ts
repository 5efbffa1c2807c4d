import type { IdentityConfig } from '../../platform/config/identity-config';
import { developmentSecret } from '../../platform/security/development-secret';

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
    return new CaptchaSecret(developmentSecret(config.dataDir, 'captcha.secret'));
  }
}
