import { loadConfig } from '../../platform/config/load-config';

describe('captcha configuration (loadConfig)', () => {
  it('defaults to ALTCHA with a kept key, a work of 50000 and challenges valid 10 minutes', () => {
    const sut = loadConfig({ NODE_ENV: 'test' }, '/srv');

    expect(sut.captcha).toEqual({ provider: 'altcha', secret: null, maxNumber: 50_000, ttlSeconds: 600 });
    expect(sut.registration).toEqual({ maxPerIp: 20, windowSeconds: 3600 });
  });

  it('reads the ALTCHA settings', () => {
    const sut = loadConfig({ CAPTCHA_SECRET: 's'.repeat(32), ALTCHA_MAX_NUMBER: '2000', CAPTCHA_TTL: '5m', REGISTRATION_MAX_PER_IP: '3', REGISTRATION_WINDOW: '1d' }, '/srv');

    expect(sut.captcha).toEqual({ provider: 'altcha', secret: 's'.repeat(32), maxNumber: 2000, ttlSeconds: 300 });
    expect(sut.registration).toEqual({ maxPerIp: 3, windowSeconds: 86400 });
  });

  it("selects reCAPTCHA with its keys and Google's siteverify URL by default", () => {
    const sut = loadConfig({ CAPTCHA_PROVIDER: 'recaptcha', RECAPTCHA_SITE_KEY: 'site', RECAPTCHA_SECRET_KEY: 'secret' }, '/srv');

    expect(sut.captcha).toEqual({ provider: 'recaptcha', siteKey: 'site', secretKey: 'secret', verifyUrl: new URL('https://www.google.com/recaptcha/api/siteverify') });
  });

  it.each([
    [{ CAPTCHA_PROVIDER: 'hcaptcha' }, 'CAPTCHA_PROVIDER must be one of altcha, recaptcha (got "hcaptcha")'],
    [{ CAPTCHA_SECRET: 'short' }, 'CAPTCHA_SECRET must have at least 32 characters (e.g. openssl rand -base64 32)'],
    [{ ALTCHA_MAX_NUMBER: '-5' }, 'ALTCHA_MAX_NUMBER must be a positive integer (got "-5")'],
    [{ CAPTCHA_PROVIDER: 'recaptcha', RECAPTCHA_SECRET_KEY: 'secret' }, 'RECAPTCHA_SITE_KEY must be set when CAPTCHA_PROVIDER is recaptcha'],
    [{ CAPTCHA_PROVIDER: 'recaptcha', RECAPTCHA_SITE_KEY: 'site' }, 'RECAPTCHA_SECRET_KEY must be set when CAPTCHA_PROVIDER is recaptcha'],
    [{ REGISTRATION_MAX_PER_IP: 'many' }, 'REGISTRATION_MAX_PER_IP must be a positive integer (got "many")'],
  ])('refuses %j', (environment, problem) => {
    expect(() => loadConfig(environment, '/srv')).toThrow(problem);
  });
});
