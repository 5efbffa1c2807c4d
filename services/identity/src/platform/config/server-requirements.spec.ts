import { loadConfig } from './load-config';
import { serverStartProblems } from './server-requirements';

describe(serverStartProblems.name, () => {
  it('refuses production without SMTP_URL and names the variable', () => {
    const sut = serverStartProblems(loadConfig({ NODE_ENV: 'production' }, '/srv'));

    expect(sut).toEqual([
      expect.stringMatching(/^SMTP_URL must be set when NODE_ENV is production/),
      expect.stringMatching(/^MAGIC_CODE_SECRET must be set when NODE_ENV is production/),
      expect.stringMatching(/^CAPTCHA_SECRET must be set when NODE_ENV is production/),
      expect.stringMatching(/^KEYS_ENCRYPTION_KEY must be set when NODE_ENV is production/),
    ]);
  });

  it('accepts production with SMTP_URL, and development or tests with the outbox', () => {
    const production = { NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example.com:587', MAGIC_CODE_SECRET: 'x'.repeat(32), CAPTCHA_SECRET: 'y'.repeat(32), KEYS_ENCRYPTION_KEY: 'z'.repeat(32) };
    expect(serverStartProblems(loadConfig(production, '/srv'))).toEqual([]);
    expect(serverStartProblems(loadConfig({ NODE_ENV: 'development' }, '/srv'))).toEqual([]);
    expect(serverStartProblems(loadConfig({ NODE_ENV: 'test' }, '/srv'))).toEqual([]);
  });

  it('needs no CAPTCHA_SECRET in production when the captcha is reCAPTCHA', () => {
    const production = {
      NODE_ENV: 'production',
      SMTP_URL: 'smtp://mail.example.com:587',
      MAGIC_CODE_SECRET: 'x'.repeat(32),
      KEYS_ENCRYPTION_KEY: 'z'.repeat(32),
      CAPTCHA_PROVIDER: 'recaptcha',
      RECAPTCHA_SITE_KEY: 'site',
      RECAPTCHA_SECRET_KEY: 'secret',
    };
    expect(serverStartProblems(loadConfig(production, '/srv'))).toEqual([]);
  });
});
