import { AuditLog } from '../src/platform/audit/audit-log.entity';
import { Timezone } from '../src/users/timezones/timezone.entity';
import { CSRF, startTestApp, type TestAgent, type TestApp } from './support/test-app';

const PASSWORD = 'correct horse battery staple';

describe('/v1/users/me', () => {
  let t: TestApp;
  let sydney: Timezone;

  beforeAll(async () => {
    t = await startTestApp();
    sydney = await t.dataSource.getRepository(Timezone).findOneByOrFail({ name: 'Australia/Sydney' });
  });

  afterAll(async () => {
    await t.close();
  });

  async function signedIn(): Promise<{ agent: TestAgent; userId: number; email: string }> {
    const user = await t.createUser({ password: PASSWORD });
    return { agent: await t.signIn(user.email, PASSWORD), userId: user.id, email: user.email };
  }

  const validProfile = { first_name: 'Grace', last_name: 'Hopper', job_title: 'Admiral', mobile_number: '0412345678', timezone_id: 0 };

  it('answers 401 without a session', async () => {
    await t.agent().get('/v1/users/me').expect(401);
    await t.agent().put('/v1/users/me').set(CSRF).send(validProfile).expect(401);
  });

  it('returns the User of the contract', async () => {
    const { agent, userId, email } = await signedIn();

    const response = await agent.get('/v1/users/me').expect(200);

    expect(response.body).toEqual({
      id: userId,
      uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      first_name: 'Ada',
      last_name: 'Lovelace',
      job_title: '',
      email,
      mobile_number: '',
      timezone_id: null,
      Timezone: null,
      timezone: null,
      locale: null,
      avatar: null,
      role: 'USER',
      is_enterprise_administrator: false,
      Enterprise: null,
      is_verified: true,
      is_disabled: false,
      is_force_reset_password: false,
      impersonator: null,
    });
  });

  it('saves the profile, trimmed, and returns the new User with its time zone', async () => {
    const { agent, userId } = await signedIn();

    const response = await agent
      .put('/v1/users/me')
      .set(CSRF)
      .send({ ...validProfile, first_name: '  Grace ', timezone_id: sydney.id })
      .expect(200);

    expect(response.body).toMatchObject({
      first_name: 'Grace',
      last_name: 'Hopper',
      job_title: 'Admiral',
      mobile_number: '0412345678',
      timezone_id: sydney.id,
      Timezone: { id: sydney.id, name: 'Australia/Sydney' },
      timezone: 'Australia/Sydney',
    });
    expect((await agent.get('/v1/users/me').expect(200)).body.timezone).toBe('Australia/Sydney');
    const audit = await t.dataSource.getRepository(AuditLog).findOneByOrFail({ event: 'PROFILE_UPDATED', subjectId: userId });
    expect(audit.details).toEqual({ fields: ['first_name', 'job_title', 'last_name', 'mobile_number', 'timezone_id'] });
  });

  it('clears optional fields with null or empty text and keeps those left out', async () => {
    const { agent } = await signedIn();
    await agent.put('/v1/users/me').set(CSRF).send({ ...validProfile, timezone_id: sydney.id }).expect(200);

    const cleared = await agent.put('/v1/users/me').set(CSRF).send({ first_name: 'Grace', last_name: 'Hopper', job_title: null, mobile_number: '' }).expect(200);

    expect(cleared.body).toMatchObject({ job_title: '', mobile_number: '', timezone_id: sydney.id });
    const noZone = await agent.put('/v1/users/me').set(CSRF).send({ first_name: 'Grace', last_name: 'Hopper', timezone_id: null }).expect(200);
    expect(noZone.body).toMatchObject({ timezone_id: null, Timezone: null, timezone: null });
  });

  it.each([
    ['first name blank', { first_name: '  ' }, 'first_name', 'FIRST_NAME_REQUIRED', 'First name is required'],
    ['first name missing', { first_name: undefined }, 'first_name', 'FIRST_NAME_REQUIRED', 'First name is required'],
    ['last name blank', { last_name: '' }, 'last_name', 'LAST_NAME_REQUIRED', 'Last name is required'],
    ['first name with =', { first_name: '=SUM(A1)' }, 'first_name', 'FIRST_NAME_SPECIAL_CHARACTERS', 'First name cannot contain special characters'],
    ['first name with +', { first_name: 'Ada+' }, 'first_name', 'FIRST_NAME_SPECIAL_CHARACTERS', 'First name cannot contain special characters'],
    ['last name with -', { last_name: 'Smith-Jones' }, 'last_name', 'LAST_NAME_SPECIAL_CHARACTERS', 'Last name cannot contain special characters'],
    ['last name with @', { last_name: 'ada@home' }, 'last_name', 'LAST_NAME_SPECIAL_CHARACTERS', 'Last name cannot contain special characters'],
    ['first name of 101 characters', { first_name: 'a'.repeat(101) }, 'first_name', 'MAXIMUM_100_CHARACTERS', 'Maximum 100 characters'],
    ['last name of 101 characters', { last_name: 'b'.repeat(101) }, 'last_name', 'MAXIMUM_100_CHARACTERS', 'Maximum 100 characters'],
    ['job title of 101 characters', { job_title: 'c'.repeat(101) }, 'job_title', 'MAXIMUM_100_CHARACTERS', 'Maximum 100 characters'],
    ['phone with letters', { mobile_number: '04123abc' }, 'mobile_number', 'PHONE_DIGITS_ONLY', 'Phone number only accepts digits'],
    ['phone with a plus', { mobile_number: '+61412345678' }, 'mobile_number', 'PHONE_DIGITS_ONLY', 'Phone number only accepts digits'],
    ['phone of 31 digits', { mobile_number: '1'.repeat(31) }, 'mobile_number', 'MAXIMUM_30_CHARACTERS', 'Maximum 30 characters'],
    ['time zone that does not exist', { timezone_id: 999999 }, 'timezone_id', 'TIMEZONE_INVALID', 'Choose a time zone from the list'],
    ['time zone that is not an id', { timezone_id: -3 }, 'timezone_id', 'TIMEZONE_INVALID', 'Choose a time zone from the list'],
    ['time zone as text', { timezone_id: '12' }, 'timezone_id', 'INVALID_TYPE', 'This value has the wrong type'],
    ['unknown field', { email: 'new@example.com' }, 'email', 'UNKNOWN_FIELD', 'This field is not allowed'],
  ])('refuses a %s with the spec message', async (_case, change, field, code, message) => {
    const { agent } = await signedIn();
    const before = (await agent.get('/v1/users/me').expect(200)).body;

    const response = await agent
      .put('/v1/users/me')
      .set(CSRF)
      .send({ ...validProfile, timezone_id: sydney.id, ...change })
      .expect(400);

    expect(response.body).toEqual({ statusCode: 400, code: 'VALIDATION_FAILED', message: 'Some fields are not valid', errors: [{ field, code, message }] });
    expect((await agent.get('/v1/users/me').expect(200)).body).toEqual(before);
  });

  it('accepts exactly 100 characters for names and job title, 30 digits for the phone, and an empty phone', async () => {
    const { agent } = await signedIn();

    await agent
      .put('/v1/users/me')
      .set(CSRF)
      .send({ first_name: 'a'.repeat(100), last_name: 'b'.repeat(100), job_title: 'c'.repeat(100), mobile_number: '1'.repeat(30) })
      .expect(200);
    await agent.put('/v1/users/me').set(CSRF).send({ ...validProfile, timezone_id: null, mobile_number: '' }).expect(200);
  });

  it('lists every broken field at once, in the order of the form', async () => {
    const { agent } = await signedIn();

    const response = await agent.put('/v1/users/me').set(CSRF).send({ first_name: '', last_name: '@', mobile_number: 'x' }).expect(400);

    expect(response.body.errors.map((error: { field: string }) => error.field)).toEqual(['first_name', 'last_name', 'mobile_number']);
  });
});
