import { loadConfig } from './load-config';
import { serverStartProblems } from './server-requirements';

/** Every variable production requires, set. */
const PRODUCTION = {
  NODE_ENV: 'production',
  SMTP_URL: 'smtp://mail.example.com:587',
  MAGIC_CODE_SECRET: 'x'.repeat(32),
  CAPTCHA_SECRET: 'y'.repeat(32),
  KEYS_ENCRYPTION_KEY: 'z'.repeat(32),
  SOCIAL_STATE_SECRET: 's'.repeat(32),
  REDIS_URL: 'redis://redis.example.com:6379',
};

describe(serverStartProblems.name, () => {
  it('refuses production without its secrets and REDIS_URL, and names each variable', () => {
    const sut = serverStartProblems(loadConfig({ NODE_ENV: 'production' }, '/srv'));

    expect(sut).toEqual([
      expect.stringMatching(/^SMTP_URL must be set when NODE_ENV is production/),
      expect.stringMatching(/^MAGIC_CODE_SECRET must be set when NODE_ENV is production/),
      expect.stringMatching(/^CAPTCHA_SECRET must be set when NODE_ENV is production/),
      expect.stringMatching(/^KEYS_ENCRYPTION_KEY must be set when NODE_ENV is production/),
      expect.stringMatching(/^SOCIAL_STATE_SECRET must be set when NODE_ENV is production/),
      expect.stringMatching(/^REDIS_URL must be set when NODE_ENV is production .*, or SINGLE_INSTANCE=true for one instance alone$/),
    ]);
  });

  it('accepts production with every variable set, and development or tests with the outbox', () => {
    expect(serverStartProblems(loadConfig(PRODUCTION, '/srv'))).toEqual([]);
    expect(serverStartProblems(loadConfig({ NODE_ENV: 'development' }, '/srv'))).toEqual([]);
    expect(serverStartProblems(loadConfig({ NODE_ENV: 'test' }, '/srv'))).toEqual([]);
  });

  it('accepts production without REDIS_URL only when SINGLE_INSTANCE=true says it runs alone', () => {
    const { REDIS_URL: _, ...withoutRedis } = PRODUCTION;

    expect(serverStartProblems(loadConfig({ ...withoutRedis, SINGLE_INSTANCE: 'true' }, '/srv'))).toEqual([]);
    expect(serverStartProblems(loadConfig({ ...withoutRedis, SINGLE_INSTANCE: 'false' }, '/srv'))).toEqual([expect.stringMatching(/^REDIS_URL must be set/)]);
  });

  it('refuses a SINGLE_INSTANCE that is not on or off, naming it', () => {
    expect(() => loadConfig({ ...PRODUCTION, SINGLE_INSTANCE: 'maybe' }, '/srv')).toThrow(/SINGLE_INSTANCE/);
  });

  it('needs no CAPTCHA_SECRET in production when the captcha is reCAPTCHA', () => {
    const { CAPTCHA_SECRET: _, ...production } = PRODUCTION;
    expect(serverStartProblems(loadConfig({ ...production, CAPTCHA_PROVIDER: 'recaptcha', RECAPTCHA_SITE_KEY: 'site', RECAPTCHA_SECRET_KEY: 'secret' }, '/srv'))).toEqual([]);
  });
});
