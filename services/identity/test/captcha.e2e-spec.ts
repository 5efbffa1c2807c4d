import { solvedCaptcha, TEST_ALTCHA } from './support/captcha';
import { CSRF, startTestApp, type TestApp } from './support/test-app';
import { startWebhookReceiver, type WebhookReceiver } from './support/webhook-receiver';

const PASSWORD = 'violet kangaroo orbit 42';
let sequence = 0;

function signUp(recaptcha: string) {
  sequence += 1;
  return {
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: `captcha-${Date.now()}-${sequence}@example.com`,
    password: PASSWORD,
    password_confirmation: PASSWORD,
    recaptcha,
  };
}

describe('captcha: ALTCHA (default)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(TEST_ALTCHA);
  });

  afterAll(async () => {
    await t?.close();
  });

  it('tells the pages to show ALTCHA and hands out signed, expiring challenges that are never cached', async () => {
    await t.agent().get('/v1/captcha').expect(200, { provider: 'altcha', challengePath: '/v1/captcha/challenge' });

    const response = await t.agent().get('/v1/captcha/challenge').expect(200);

    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toEqual({
      parameters: expect.objectContaining({ algorithm: 'SHA-256', keyPrefix: expect.any(String), expiresAt: expect.any(Number) }),
      signature: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    const secondsLeft = response.body.parameters.expiresAt - Date.now() / 1000;
    expect(secondsLeft).toBeGreaterThan(9 * 60);
    expect(secondsLeft).toBeLessThanOrEqual(10 * 60);
  });

  it('refuses a challenge signed with another key (another deployment)', async () => {
    const other = await startTestApp({ ...TEST_ALTCHA, CAPTCHA_SECRET: 'another deployment secret of 32+ characters' });
    try {
      const foreign = await solvedCaptcha(other.agent());

      const refused = await t.agent().post('/v1/users').set(CSRF).send(signUp(foreign)).expect(400);

      expect(refused.body.errors).toEqual([{ field: 'recaptcha', code: 'CAPTCHA_INVALID', message: 'The captcha has expired or was already used. Please solve it again' }]);
    } finally {
      await other.close();
    }
  });
});

describe('captcha: reCAPTCHA by configuration', () => {
  let t: TestApp;
  let google: WebhookReceiver;

  beforeAll(async () => {
    google = await startWebhookReceiver({ status: 200, body: { success: true } });
    t = await startTestApp({
      CAPTCHA_PROVIDER: 'recaptcha',
      RECAPTCHA_SITE_KEY: 'site-key-for-tests',
      RECAPTCHA_SECRET_KEY: 'secret-key-for-tests',
      RECAPTCHA_VERIFY_URL: google.url,
    });
  });

  afterAll(async () => {
    await t?.close();
    await google?.close();
  });

  it('tells the pages the site key and serves no ALTCHA challenge', async () => {
    await t.agent().get('/v1/captcha').expect(200, { provider: 'recaptcha', siteKey: 'site-key-for-tests' });
    await t.agent().get('/v1/captcha/challenge').expect(404);
  });

  it("checks the token with the siteverify URL and follows Google's verdict", async () => {
    google.answer = { status: 200, body: { success: true } };
    await t.agent().post('/v1/users').set(CSRF).send(signUp('token-from-the-widget')).expect(201);

    const check = await google.take();
    expect(check.method).toBe('POST');
    const form = new URLSearchParams(check.rawBody);
    expect(form.get('secret')).toBe('secret-key-for-tests');
    expect(form.get('response')).toBe('token-from-the-widget');

    google.answer = { status: 200, body: { success: false, 'error-codes': ['timeout-or-duplicate'] } };
    const refused = await t.agent().post('/v1/users').set(CSRF).send(signUp('token-from-the-widget')).expect(400);
    expect(refused.body.errors).toEqual([expect.objectContaining({ field: 'recaptcha', code: 'CAPTCHA_INVALID' })]);
    await google.take();
  });

  it('refuses the sign-up when Google answers with an error', async () => {
    google.answer = { status: 500 };

    await t.agent().post('/v1/users').set(CSRF).send(signUp('any-token')).expect(400);
    await google.take();
  });
});
