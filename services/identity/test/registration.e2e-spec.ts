import type { Repository } from 'typeorm';
import { codeOf, type SmtpInbox, startSmtpInbox } from '@weather/test-peers';
import { Clock } from '../src/platform/clock';
import { RegistrationService } from '../src/auth/registration/registration.service';
import { UserRegistration } from '../src/auth/registration/user-registration.entity';
import { User } from '../src/users/user.entity';
import { solvedCaptcha, TEST_ALTCHA } from './support/captcha';
import { CSRF, startTestApp, type TestAgent, type TestApp } from './support/test-app';

const PASSWORD = 'violet kangaroo orbit 42';
let sequence = 0;
const uniqueEmail = (label: string) => `${label}-${Date.now()}-${(sequence += 1)}@example.com`;

function fullSignUp(fields: Record<string, unknown> = {}) {
  return {
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: uniqueEmail('full'),
    phone: '0412 345 678',
    password: PASSWORD,
    password_confirmation: PASSWORD,
    timezone: 'Australia/Sydney',
    recaptcha: 'filled in by the test',
    ...fields,
  };
}

function embeddedSignUp(fields: Record<string, unknown> = {}) {
  return {
    first_name: 'Grace',
    last_name: 'Hopper',
    email: uniqueEmail('embedded'),
    password: PASSWORD,
    password_confirmation: PASSWORD,
    recaptcha: 'filled in by the test',
    client_id: 'weather-radar',
    is_collaborate_self_register: true,
    ...fields,
  };
}

describe('registration: POST /v1/users, ?checkup=yes, verification by mailed code', () => {
  let t: TestApp;
  let inbox: SmtpInbox;

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    t = await startTestApp({ SMTP_URL: inbox.url, REGISTRATION_MAX_PER_IP: '1000', ...TEST_ALTCHA });
  });

  afterAll(async () => {
    await t?.close();
    await inbox?.close();
  });

  afterEach(() => {
    jest.restoreAllMocks();
  });

  const register = (agent: TestAgent, body: object) => agent.post('/v1/users').set(CSRF).send(body);
  const users = (): Repository<User> => t.dataSource.getRepository(User);

  /** The field errors of a refused sign-up, as [field, code, message]. */
  async function refusal(body: object): Promise<[string, string, string][]> {
    const response = await register(t.agent(), body).expect(400);
    expect(response.body).toEqual(expect.objectContaining({ statusCode: 400, code: 'VALIDATION_FAILED' }));
    return (response.body.errors as { field: string; code: string; message: string }[]).map((error) => [error.field, error.code, error.message]);
  }

  describe('full sign-up rules (SPEC §5), each refused with its message', () => {
    it.each([
      ['first_name', '', 'FIRST_NAME_REQUIRED', 'First name is required'],
      ['first_name', 'Ada=1', 'FIRST_NAME_SPECIAL_CHARACTERS', 'First name cannot contain special characters'],
      ['first_name', 'A'.repeat(51), 'MAXIMUM_50_CHARACTERS', 'Maximum 50 characters'],
      ['last_name', '   ', 'LAST_NAME_REQUIRED', 'Last name is required'],
      ['last_name', 'Love+lace', 'LAST_NAME_SPECIAL_CHARACTERS', 'Last name cannot contain special characters'],
      ['last_name', 'L'.repeat(51), 'MAXIMUM_50_CHARACTERS', 'Maximum 50 characters'],
      ['email', '', 'EMAIL_REQUIRED', 'Email is required'],
      ['email', 'ada@example', 'EMAIL_INCORRECT', 'Please enter a correct email'],
      ['phone', '12345', 'PHONE_NOT_AUSTRALIAN', 'Not a valid Australia number'],
      ['phone', '+1 212 555 0100', 'PHONE_NOT_AUSTRALIAN', 'Not a valid Australia number'],
      ['password', '', 'PASSWORD_REQUIRED', 'Password is required'],
      ['password', 'Short1!', 'MINIMUM_12_CHARACTERS', 'Minimum 12 characters'],
      ['password', 'aaaaaaaaaaaaaaaa', 'PASSWORD_TOO_WEAK', 'Password is too weak'],
      ['password_confirmation', '', 'PASSWORD_CONFIRMATION_REQUIRED', 'Please confirm your password'],
      ['password_confirmation', `${PASSWORD}!`, 'PASSWORDS_MUST_MATCH', 'Passwords must match'],
      ['recaptcha', '', 'CAPTCHA_REQUIRED', 'Please complete the captcha'],
      ['client_id', 'no-such-application', 'APPLICATION_UNKNOWN', 'This application is not registered'],
    ])('%s %j: %s', async (field, value, code, message) => {
      const body = fullSignUp({ [field]: value });
      if (field === 'password') body.password_confirmation = value;

      // An empty password leaves its confirmation empty too, which is refused on its own.
      expect((await refusal(body))[0]).toEqual([field, code, message]);
    });

    it('reports every broken rule at once, in the order of the form', async () => {
      const errors = await refusal({ first_name: '', email: 'x', password: 'x', password_confirmation: 'y', recaptcha: '' });

      expect(errors.map(([field]) => field)).toEqual(['first_name', 'last_name', 'email', 'password', 'password_confirmation', 'recaptcha']);
    });

    it('refuses unknown fields and wrong types', async () => {
      const errors = await refusal({ ...fullSignUp(), role: 'SYSADMIN', first_name: 5 });

      expect(errors).toEqual([
        ['first_name', 'INVALID_TYPE', 'This value has the wrong type'],
        ['role', 'UNKNOWN_FIELD', 'This field is not allowed'],
      ]);
    });
  });

  describe('embedded sign-up rules (SPEC §5), each refused with its message', () => {
    it.each([
      ['first_name', '', 'FIRST_NAME_REQUIRED', 'First name is required'],
      ['first_name', ' G ', 'MINIMUM_2_CHARACTERS', 'Minimum 2 characters'],
      ['first_name', 'G'.repeat(101), 'MAXIMUM_100_CHARACTERS', 'Maximum 100 characters'],
      ['last_name', '', 'LAST_NAME_REQUIRED', 'Last name is required'],
      ['last_name', 'H', 'MINIMUM_2_CHARACTERS', 'Minimum 2 characters'],
      ['last_name', 'H'.repeat(101), 'MAXIMUM_100_CHARACTERS', 'Maximum 100 characters'],
      ['email', '', 'EMAIL_REQUIRED', 'Email is required'],
      ['email', 'grace@', 'EMAIL_INVALID', 'Invalid email address'],
      ['password', '', 'PASSWORD_REQUIRED', 'Password is required'],
      ['password', 'Short1!', 'MINIMUM_12_CHARACTERS', 'Minimum 12 characters'],
      ['password', 'passwordpassword', 'PASSWORD_TOO_WEAK', 'Password is too weak'],
      ['password_confirmation', '', 'PASSWORD_CONFIRMATION_REQUIRED', 'Please confirm your password'],
      ['password_confirmation', 'something else entirely', 'PASSWORDS_MUST_MATCH', 'Passwords must match'],
      ['recaptcha', '', 'CAPTCHA_REQUIRED', 'Please complete the captcha'],
      ['client_id', null, 'APPLICATION_UNKNOWN', 'This application is not registered'],
      ['client_id', 'no-such-application', 'APPLICATION_UNKNOWN', 'This application is not registered'],
    ])('%s %j: %s', async (field, value, code, message) => {
      const body = embeddedSignUp({ [field]: value });
      if (field === 'password') body.password_confirmation = value as string;

      expect((await refusal(body))[0]).toEqual([field, code, message]);
    });
  });

  it('creates an unverified account, mails a code that verifies it and signs in (full sign-up)', async () => {
    const agent = t.agent();
    const body = fullSignUp({ recaptcha: await solvedCaptcha(agent), lead: 'au-free-account', client_id: 'weather-forecast', email: uniqueEmail('Full').toUpperCase() });

    const accepted = await register(agent, body).expect(201);

    const email = body.email.toLowerCase();
    expect(accepted.body).toEqual({ email, needVerify: true });
    const user = await users().findOneOrFail({ where: { email }, relations: { timezone: true } });
    expect(user).toEqual(expect.objectContaining({ firstName: 'Ada', lastName: 'Lovelace', isVerified: false, mobileNumber: '0412345678' }));
    expect(user.timezone?.name).toBe('Australia/Sydney');
    const record = await t.dataSource.getRepository(UserRegistration).findOneByOrFail({ userId: user.id });
    expect(record).toEqual(expect.objectContaining({ variant: 'full', lead: 'au-free-account', clientId: 'weather-forecast' }));
    await agent.get('/v1/users/me').expect(401);

    const mail = await inbox.take();
    expect(mail.to).toEqual(expect.objectContaining({ text: email }));
    const verified = await agent.patch(`/v1/users/${encodeURIComponent(email)}`).set(CSRF).send({ email, magic_code: codeOf(mail) }).expect(200);

    expect(verified.body).toEqual({ is_verified: true, is_force_reset_password: false });
    const me = await agent.get('/v1/users/me').expect(200);
    expect(me.body).toEqual(expect.objectContaining({ email, is_verified: true, first_name: 'Ada' }));
    await t.agent().post('/auth/login').set(CSRF).send({ email, password: PASSWORD }).expect(200, { is_verified: true, is_force_reset_password: false });
  });

  it('creates the embedded account with 2 to 100 character names, no phone, and records the variant', async () => {
    const agent = t.agent();
    const body = embeddedSignUp({ first_name: ` ${'G'.repeat(60)} `, last_name: 'Hopper-Smith', recaptcha: await solvedCaptcha(agent) });

    await register(agent, body).expect(201, { email: body.email, needVerify: true });

    const user = await users().findOneByOrFail({ email: body.email });
    expect(user).toEqual(expect.objectContaining({ firstName: 'G'.repeat(60), lastName: 'Hopper-Smith', mobileNumber: '', isVerified: false }));
    expect(await t.dataSource.getRepository(UserRegistration).findOneByOrFail({ userId: user.id })).toEqual(
      expect.objectContaining({ variant: 'embedded', clientId: 'weather-radar', lead: null }),
    );
    const mail = await inbox.take();
    const verified = await agent
      .patch(`/v1/users/${user.id}`)
      .set(CSRF)
      .send({ email: body.email, magic_code: codeOf(mail), is_collaborate_self_register: true })
      .expect(200);

    // Inside another site's frame only a partitioned cookie is kept; it alone opens the session.
    const cookies = ([] as string[]).concat(verified.headers['set-cookie'] ?? []);
    const embedded = cookies.find((cookie) => cookie.startsWith(`${t.config.session.cookieName}_embedded=`));
    expect(embedded).toEqual(expect.stringContaining('SameSite=None'));
    expect(embedded).toEqual(expect.stringContaining('Secure'));
    expect(embedded).toEqual(expect.stringContaining('Partitioned'));
    const me = await t.agent().get('/v1/users/me').set('Cookie', (embedded ?? '').split(';')[0]).expect(200);
    expect(me.body.email).toBe(body.email);
  });

  it('answers a duplicate email like a new one, creates nothing, keeps the password and mails a sign-in code', async () => {
    const existing = await t.createUser({ password: 'the original long password' });
    const agent = t.agent();

    const accepted = await register(agent, fullSignUp({ email: existing.email, recaptcha: await solvedCaptcha(agent) })).expect(201);

    expect(accepted.body).toEqual({ email: existing.email, needVerify: true });
    expect(await users().countBy({ email: existing.email })).toBe(1);
    expect(await t.dataSource.getRepository(UserRegistration).countBy({ userId: existing.id })).toBe(0);
    const code = codeOf(await inbox.take());
    await agent.patch(`/v1/users/${encodeURIComponent(existing.email)}`).set(CSRF).send({ email: existing.email, magic_code: code }).expect(200);
    await t.agent().post('/auth/login').set(CSRF).send({ email: existing.email, password: PASSWORD }).expect(401);
    await t.agent().post('/auth/login').set(CSRF).send({ email: existing.email, password: 'the original long password' }).expect(200);
  });

  it('mails nothing for a duplicate email of a disabled account, with the same answer', async () => {
    const disabled = await t.createUser({ isDisabled: true });
    const agent = t.agent();

    await register(agent, fullSignUp({ email: disabled.email, recaptcha: await solvedCaptcha(agent) })).expect(201, { email: disabled.email, needVerify: true });

    await t.app.get(RegistrationService).background.drain();
    expect(inbox.waiting()).toBe(0);
  });

  describe('captcha', () => {
    const captchaRefused = [['recaptcha', 'CAPTCHA_INVALID', 'The captcha has expired or was already used. Please solve it again']];

    it('refuses an answer that is not a solved challenge', async () => {
      const notBase64Json = 'bm90IGpzb24=';
      const widgetTestMode = Buffer.from(JSON.stringify({ challenge: null, solution: null, test: true })).toString('base64');

      expect(await refusal(fullSignUp({ recaptcha: notBase64Json }))).toEqual(captchaRefused);
      expect(await refusal(fullSignUp({ recaptcha: widgetTestMode }))).toEqual(captchaRefused);
    });

    it('refuses a solution with a wrong derived key or an altered challenge', async () => {
      const answer = JSON.parse(Buffer.from(await solvedCaptcha(t.agent()), 'base64').toString('utf8'));
      const wrongKey = { ...answer, solution: { ...answer.solution, derivedKey: answer.solution.derivedKey.replace(/^./, (c: string) => (c === '0' ? '1' : '0')) } };
      const altered = { ...answer, challenge: { ...answer.challenge, parameters: { ...answer.challenge.parameters, expiresAt: answer.challenge.parameters.expiresAt + 3600 } } };
      const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64');

      expect(await refusal(fullSignUp({ recaptcha: encode(wrongKey) }))).toEqual(captchaRefused);
      expect(await refusal(fullSignUp({ recaptcha: encode(altered) }))).toEqual(captchaRefused);
    });

    it('refuses a replayed solution: it works once', async () => {
      const agent = t.agent();
      const answer = await solvedCaptcha(agent);
      await register(agent, fullSignUp({ recaptcha: answer })).expect(201);
      await inbox.take();

      expect(await refusal(fullSignUp({ recaptcha: answer }))).toEqual(captchaRefused);
    });

    it('spends a solution sent several times at once exactly once; the others are told to solve again', async () => {
      const answer = await solvedCaptcha(t.agent());
      const bodies = Array.from({ length: 5 }, () => fullSignUp({ recaptcha: answer }));

      const answers = await Promise.all(bodies.map((body) => register(t.agent(), body)));

      expect(answers.map((response) => response.status).sort()).toEqual([201, 400, 400, 400, 400]);
      for (const refused of answers.filter((response) => response.status === 400)) {
        expect(refused.body.errors).toEqual([expect.objectContaining({ field: 'recaptcha', code: 'CAPTCHA_INVALID' })]);
      }
      const created = await users().countBy(bodies.map((body) => ({ email: body.email })));
      expect(created).toBe(1);
      await inbox.take();
    });

    it('refuses a solution of an expired challenge', async () => {
      // A challenge handed out 11 minutes ago expired a minute ago (CAPTCHA_TTL 10 minutes).
      const handedOut = jest.spyOn(t.app.get(Clock), 'now').mockReturnValue(new Date(Date.now() - 11 * 60_000));
      const answer = await solvedCaptcha(t.agent());
      handedOut.mockRestore();

      expect(await refusal(fullSignUp({ recaptcha: answer }))).toEqual(captchaRefused);
    });
  });

  describe('POST /v1/users?checkup=yes', () => {
    const checkup = (body: object) => t.agent().post('/v1/users?checkup=yes').set(CSRF).send(body);

    it('answers skipRegister true for an email with an account, false otherwise, and creates nothing', async () => {
      const existing = await t.createUser();

      await checkup(embeddedSignUp({ email: existing.email.toUpperCase() })).expect(200, { skipRegister: true });
      const fresh = uniqueEmail('checkup');
      await checkup({ email: fresh }).expect(200, { skipRegister: false });
      expect(await users().countBy({ email: fresh })).toBe(0);
    });

    it('refuses an invalid email with the embedded message', async () => {
      const response = await checkup({ email: 'nobody@' }).expect(400);

      expect(response.body.errors).toEqual([{ field: 'email', code: 'EMAIL_INVALID', message: 'Invalid email address' }]);
    });
  });

  it('leaves nothing behind when the registration is interrupted half-way, and the address stays free', async () => {
    const agent = t.agent();
    const body = fullSignUp({ recaptcha: await solvedCaptcha(agent) });
    jest.spyOn(t.app.get(RegistrationService), 'recordRegistration').mockRejectedValueOnce(new Error('the database went away'));

    await register(agent, body).expect(500);

    expect(await users().countBy({ email: body.email })).toBe(0);
    await t.app.get(RegistrationService).background.drain();
    expect(inbox.waiting()).toBe(0);
    await register(agent, { ...body, recaptcha: await solvedCaptcha(agent) }).expect(201);
    expect(await users().countBy({ email: body.email })).toBe(1);
    await inbox.take();
  });
});

describe('registration: limit per client address', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ REGISTRATION_MAX_PER_IP: '2', ...TEST_ALTCHA });
  });

  afterAll(async () => {
    await t?.close();
  });

  it('refuses the third sign-up from one address within the window with 429 and Retry-After', async () => {
    const agent = t.agent();
    for (let i = 0; i < 2; i += 1) await agent.post('/v1/users').set(CSRF).send(fullSignUp({ recaptcha: await solvedCaptcha(agent) })).expect(201);

    const refused = await agent.post('/v1/users').set(CSRF).send(fullSignUp({ recaptcha: await solvedCaptcha(agent) })).expect(429);

    expect(refused.body).toEqual({ statusCode: 429, code: 'TOO_MANY_ATTEMPTS', message: 'Too many attempts. Please try again later' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});
