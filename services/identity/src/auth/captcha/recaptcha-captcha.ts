import { Injectable, Logger } from '@nestjs/common';
import { InjectConfig } from '../../platform/config/config.module';
import type { IdentityConfig } from '../../platform/config/identity-config';
import { CaptchaVerifier } from './captcha-verifier';

/** How long a sign-up waits for Google's answer. */
const VERIFY_TIMEOUT_MS = 5000;

/** Google reCAPTCHA, checked against the siteverify URL of the configuration. Google refuses replays itself. */
@Injectable()
export class RecaptchaCaptcha extends CaptchaVerifier {
  private readonly logger = new Logger(RecaptchaCaptcha.name);

  constructor(@InjectConfig() private readonly config: IdentityConfig) {
    super();
  }

  async verify(answer: string, ip: string | null): Promise<boolean> {
    if (this.config.captcha.provider !== 'recaptcha') return false;
    const form = new URLSearchParams({ secret: this.config.captcha.secretKey, response: answer });
    if (ip !== null) form.set('remoteip', ip);
    try {
      const response = await fetch(this.config.captcha.verifyUrl, { method: 'POST', body: form, signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS) });
      if (!response.ok) {
        this.logger.warn(`reCAPTCHA siteverify answered ${response.status}`);
        return false;
      }
      const body = (await response.json()) as { success?: unknown };
      return body.success === true;
    } catch (error: unknown) {
      // Google unreachable: the sign-up is refused like a wrong answer and may be tried again.
      this.logger.warn(`reCAPTCHA siteverify failed: ${(error as Error).message}`);
      return false;
    }
  }
}
