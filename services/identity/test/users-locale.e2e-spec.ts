import { CSRF, startTestApp, type TestAgent, type TestApp } from './support/test-app';

const PASSWORD = 'correct horse battery staple';

/** The user's language (docs/adr/0803): saved by PUT /v1/users/me, returned in the User body. */
describe('/v1/users/me locale', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  async function signedIn(): Promise<TestAgent> {
    const user = await t.createUser({ password: PASSWORD });
    return t.signIn(user.email, PASSWORD);
  }

  const names = { first_name: 'Grace', last_name: 'Hopper' };
  const save = (agent: TestAgent, fields: Record<string, unknown>) => agent.put('/v1/users/me').set(CSRF).send({ ...names, ...fields });

  it('has none until one is chosen, then returns it and keeps it when the field is left out', async () => {
    const agent = await signedIn();
    expect((await agent.get('/v1/users/me').expect(200)).body.locale).toBeNull();

    expect((await save(agent, { locale: 'it' }).expect(200)).body.locale).toBe('it');
    expect((await agent.get('/v1/users/me').expect(200)).body.locale).toBe('it');
    expect((await save(agent, { job_title: 'Admiral' }).expect(200)).body.locale).toBe('it');
    expect((await save(agent, { locale: 'en' }).expect(200)).body.locale).toBe('en');
  });

  it('clears it with null', async () => {
    const agent = await signedIn();
    await save(agent, { locale: 'it' }).expect(200);

    expect((await save(agent, { locale: null }).expect(200)).body.locale).toBeNull();
    expect((await agent.get('/v1/users/me').expect(200)).body.locale).toBeNull();
  });

  it.each([['fr'], ['it-IT'], ['IT'], ['']])('refuses %j with a field error and keeps the stored language', async (locale) => {
    const agent = await signedIn();
    await save(agent, { locale: 'it' }).expect(200);

    const response = await save(agent, { locale }).expect(400);

    expect(response.body).toEqual({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: 'Some fields are not valid',
      errors: [{ field: 'locale', code: 'LOCALE_INVALID', message: 'Choose a language from the list' }],
    });
    expect((await agent.get('/v1/users/me').expect(200)).body.locale).toBe('it');
  });

  it('refuses a value that is not a string', async () => {
    const agent = await signedIn();

    const response = await save(agent, { locale: ['it'] }).expect(400);

    expect(response.body.errors).toEqual([expect.objectContaining({ field: 'locale', code: 'INVALID_TYPE' })]);
  });

  it('keeps the last of parallel saves, each answered with a language it sent', async () => {
    const agent = await signedIn();

    const answers = await Promise.all(['it', 'en', 'it', 'en', 'it', 'en'].map((locale) => save(agent, { locale }).expect(200)));

    const sent = answers.map((answer) => answer.body.locale as string);
    expect(sent.every((locale) => locale === 'it' || locale === 'en')).toBe(true);
    expect(['it', 'en']).toContain((await agent.get('/v1/users/me').expect(200)).body.locale);
  });
});
