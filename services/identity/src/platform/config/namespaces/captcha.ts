import { choice, type ConfigOf, group, required, variable } from '../config-schema';
import { duration, httpUrl, positiveInteger, secretKey, text } from '../parsers';

/**
 * The sign-up captcha (docs/adr/0207): the self-hosted ALTCHA proof of work by default, or Google
 * reCAPTCHA. The answer always travels in the registration payload's `recaptcha` field.
 */
export const captchaSchema = choice(
  'CAPTCHA_PROVIDER',
  'provider',
  {
    altcha: group({
      /** CAPTCHA_SECRET, the HMAC key of challenges; null means a key kept in DATA_DIR/captcha.secret. */
      secret: variable('CAPTCHA_SECRET', secretKey, {
        default: null,
        secret: true,
        requiredInProduction: { because: 'every instance must check captcha answers with the same key' },
      }),
      /** The highest counter a solver may need: the work of one challenge (ALTCHA_MAX_NUMBER). */
      maxNumber: variable('ALTCHA_MAX_NUMBER', positiveInteger, { default: 50_000 }),
      /** How long a challenge may be solved and used, in seconds. */
      ttlSeconds: variable('CAPTCHA_TTL', duration, { default: 10 * 60 }),
    }),
    recaptcha: group({
      siteKey: required('RECAPTCHA_SITE_KEY', text),
      secretKey: required('RECAPTCHA_SECRET_KEY', text, { secret: true }),
      /** Google's siteverify endpoint (a stand-in in tests). */
      verifyUrl: variable('RECAPTCHA_VERIFY_URL', httpUrl, { default: () => new URL('https://www.google.com/recaptcha/api/siteverify') }),
    }),
  },
  { default: 'altcha' },
);
export type CaptchaConfig = ConfigOf<typeof captchaSchema>;
