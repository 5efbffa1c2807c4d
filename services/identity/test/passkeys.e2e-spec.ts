import { BrowserSession } from '../src/auth/sessions/browser-session.entity';
import { Passkey } from '../src/auth/passkeys/passkey.entity';
import { RecoveryCode } from '../src/auth/second-factors/recovery-code.entity';
import { WebauthnChallenge } from '../src/auth/passkeys/webauthn-challenge.entity';
import { Enterprise } from '../src/enterprises/enterprise.entity';
import { AuditLog } from '../src/platform/audit/audit-log.entity';
import { User } from '../src/users/user.entity';
import { type CeremonyOverrides, type CreationOptions, type RequestOptions, SoftwareAuthenticator } from './support/software-authenticator';
import { CSRF, PORTAL_ORIGIN, startTestApp, type TestAgent, type TestApp } from './support/test-app';

const PASSWORD = 'correct horse battery staple';

interface Enrolled {
  user: User;
  agent: TestAgent;
  authenticator: SoftwareAuthenticator;
  passkeyId: number;
}

async function reauthenticate(agent: TestAgent): Promise<void> {
  await agent.post('/v1/users/me/reauthentication').set(CSRF).send({ password: PASSWORD }).expect(204);
}

/** From the Security tab: re-authenticate, ask for options, let the authenticator create the credential, register it. */
async function registerFrom(agent: TestAgent, authenticator: SoftwareAuthenticator, name = 'Laptop') {
  await reauthenticate(agent);
  const options = (await agent.post('/v1/users/me/second-factors/passkeys/options').set(CSRF).expect(200)).body as CreationOptions;
  return agent.post('/v1/users/me/second-factors/passkeys').set(CSRF).send({ name, response: authenticator.register(options) });
}

describe('passkeys (WebAuthn)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });

  afterAll(async () => {
    await t?.close();
  });

  async function enrolled(fields: Partial<User> = {}): Promise<Enrolled> {
    const user = await t.createUser({ password: PASSWORD, ...fields });
    const agent = await t.signIn(user.email, PASSWORD);
    const authenticator = new SoftwareAuthenticator(PORTAL_ORIGIN);
    const registered = await registerFrom(agent, authenticator);
    expect(registered.status).toBe(201);
    return { user, agent, authenticator, passkeyId: (registered.body as { factor: { id: number } }).factor.id };
  }

  /** The username-less sign-in: options, the authenticator's assertion, the answer. */
  async function passkeySignIn(agent: TestAgent, authenticator: SoftwareAuthenticator, overrides: CeremonyOverrides = {}) {
    const options = (await agent.post('/auth/passkey/options').set(CSRF).expect(200)).body as RequestOptions;
    return agent.post('/auth/passkey').set(CSRF).send({ response: authenticator.assert(options, overrides) });
  }

  const cookiesOf = (response: { headers: Record<string, unknown> }): string => [response.headers['set-cookie'] ?? []].flat().join(';');
  const sessionsOf = (userId: number) => t.dataSource.getRepository(BrowserSession).findBy({ userId });

  it('registers a passkey from the Security tab after a re-authentication, with the first ten recovery codes', async () => {
    const user = await t.createUser({ password: PASSWORD });
    const agent = await t.signIn(user.email, PASSWORD);
    const authenticator = new SoftwareAuthenticator(PORTAL_ORIGIN);

    await agent.post('/v1/users/me/second-factors/passkeys/options').set(CSRF).expect(403, /REAUTHENTICATION_REQUIRED/);
    const registered = await registerFrom(agent, authenticator, ' Laptop ');

    expect(registered.status).toBe(201);
    expect(registered.body.factor).toEqual({ id: expect.any(Number), name: 'Laptop', created_at: expect.any(String), last_used_at: null });
    expect(registered.body.recovery_codes).toHaveLength(10);
    const stored = await t.dataSource.getRepository(Passkey).findOneByOrFail({ userId: user.id });
    expect(stored.credentialId).toBe(authenticator.credentialIds[0]);
    expect(JSON.stringify(registered.body)).not.toContain(stored.publicKey);

    // A second passkey is no first factor: no new codes.
    const second = await registerFrom(agent, new SoftwareAuthenticator(PORTAL_ORIGIN), 'Phone');
    expect(second.status).toBe(201);
    expect(second.body.recovery_codes).toBeUndefined();
  });

  it('signs in with a passkey alone (username-less): a session of method passkey, the previous session ended, audited', async () => {
    const { user, authenticator } = await enrolled();
    const browser = await t.signIn((await t.createUser({ password: PASSWORD })).email, PASSWORD);
    const before = (await browser.get('/v1/users/me').expect(200)).body as { id: number };

    const options = (await browser.post('/auth/passkey/options').set(CSRF).expect(200)).body as RequestOptions & { allowCredentials: unknown[] };
    expect(options).toMatchObject({ rpId: 'localhost', allowCredentials: [], userVerification: 'required' });
    const signedIn = await browser.post('/auth/passkey').set(CSRF).send({ response: authenticator.assert(options) });

    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toEqual({ is_verified: true, is_force_reset_password: false });
    expect(cookiesOf(signedIn)).toContain(`${t.config.session.cookieName}=`);
    expect(((await browser.get('/v1/users/me').expect(200)).body as { id: number }).id).toBe(user.id);
    expect(await sessionsOf(before.id)).toHaveLength(0);
    expect((await sessionsOf(user.id)).map((session) => session.signInMethod)).toContain('passkey');
    const audit = await t.dataSource.getRepository(AuditLog).findBy({ subjectId: user.id, event: 'LOGIN_SUCCEEDED' });
    expect(audit.some((entry) => (entry.details as { method?: string } | null)?.method === 'passkey')).toBe(true);
    const used = await t.dataSource.getRepository(Passkey).findOneByOrFail({ userId: user.id });
    expect(used.lastUsedAt).not.toBeNull();
  });

  it('takes the passkey as the second step after a right password, before any session exists', async () => {
    const { user, authenticator } = await enrolled();
    const browser = t.agent();

    const first = await browser.post('/auth/login').set(CSRF).send({ email: user.email, password: PASSWORD }).expect(200);
    expect(first.body.second_step).toEqual({ methods: ['passkey', 'recovery_code'], enrolment_required: false });
    expect(cookiesOf(first)).not.toContain(`${t.config.session.cookieName}=`);
    const sessionsBefore = (await sessionsOf(user.id)).length;

    const options = (await browser.post('/auth/second-step/passkey/options').set(CSRF).expect(200)).body as RequestOptions & { allowCredentials: { id: string }[] };
    expect(options.allowCredentials.map((credential) => credential.id)).toEqual(authenticator.credentialIds);
    const second = await browser.post('/auth/second-step/passkey').set(CSRF).send({ response: authenticator.assert(options) });

    expect(second.status).toBe(200);
    expect(second.body).toEqual({ is_verified: true, is_force_reset_password: false });
    const sessions = await sessionsOf(user.id);
    expect(sessions).toHaveLength(sessionsBefore + 1);
    expect(sessions.map((session) => session.signInMethod)).toContain('password+passkey');
    await browser.get('/v1/users/me').expect(200);
  });

  it('refuses a replayed answer, and a challenge issued for another purpose', async () => {
    const { user, authenticator } = await enrolled();
    const browser = t.agent();
    const options = (await browser.post('/auth/passkey/options').set(CSRF).expect(200)).body as RequestOptions;
    const response = authenticator.assert(options);
    await browser.post('/auth/passkey').set(CSRF).send({ response }).expect(200);

    await t.agent().post('/auth/passkey').set(CSRF).send({ response }).expect(401, /PASSKEY_INVALID/);

    // A second step's challenge at the username-less sign-in, and a sign-in challenge at the second step.
    const pending = t.agent();
    await pending.post('/auth/login').set(CSRF).send({ email: user.email, password: PASSWORD }).expect(200);
    const secondStepOptions = (await pending.post('/auth/second-step/passkey/options').set(CSRF).expect(200)).body as RequestOptions;
    await t.agent().post('/auth/passkey').set(CSRF).send({ response: authenticator.assert(secondStepOptions) }).expect(401, /PASSKEY_INVALID/);
    const signInOptions = (await t.agent().post('/auth/passkey/options').set(CSRF).expect(200)).body as RequestOptions;
    await pending.post('/auth/second-step/passkey').set(CSRF).send({ response: authenticator.assert(signInOptions) }).expect(401, /PASSKEY_INVALID/);
  });

  it('refuses another origin, another relying party, an unknown credential and a missing user verification', async () => {
    const { authenticator } = await enrolled();

    expect((await passkeySignIn(t.agent(), authenticator, { origin: 'https://weather.example.net' })).status).toBe(401);
    expect((await passkeySignIn(t.agent(), authenticator, { rpId: 'example.net' })).status).toBe(401);
    expect((await passkeySignIn(t.agent(), authenticator, { userVerified: false })).status).toBe(401);
    const stranger = new SoftwareAuthenticator(PORTAL_ORIGIN);
    stranger.register({ challenge: 'AAAA', rp: { id: 'localhost', name: 'Weather' }, user: { id: 'MQ', name: 'someone', displayName: 'Someone' } });
    const unknown = await passkeySignIn(t.agent(), stranger);
    expect(unknown.status).toBe(401);
    expect(unknown.body).toMatchObject({ code: 'PASSKEY_INVALID' });
    // The right answer still works: nothing above spent the passkey.
    expect((await passkeySignIn(t.agent(), authenticator)).status).toBe(200);
  });

  it('lets exactly one of parallel requests with one challenge sign in', async () => {
    const { user, authenticator } = await enrolled();
    const options = (await t.agent().post('/auth/passkey/options').set(CSRF).expect(200)).body as RequestOptions;
    const response = authenticator.assert(options);
    const sessionsBefore = (await sessionsOf(user.id)).length;

    const answers = await Promise.all(Array.from({ length: 6 }, () => t.agent().post('/auth/passkey').set(CSRF).send({ response })));

    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401, 401, 401, 401, 401]);
    expect(await sessionsOf(user.id)).toHaveLength(sessionsBefore + 1);
  });

  it('answers ACCOUNT_DISABLED for a right passkey of a disabled account, with no new session', async () => {
    const { user, authenticator } = await enrolled();
    await t.dataSource.getRepository(User).update({ id: user.id }, { isDisabled: true });

    const answer = await passkeySignIn(t.agent(), authenticator);

    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ code: 'ACCOUNT_DISABLED' });
    expect((await sessionsOf(user.id)).filter((session) => session.signInMethod === 'passkey')).toHaveLength(0);
  });

  it('renames a passkey; another user\'s passkey id is 404', async () => {
    const { agent, passkeyId } = await enrolled();
    const other = await enrolled();

    const renamed = await agent.patch(`/v1/users/me/second-factors/passkeys/${passkeyId}`).set(CSRF).send({ name: 'Work laptop' }).expect(200);

    expect(renamed.body).toMatchObject({ id: passkeyId, name: 'Work laptop' });
    await agent.patch(`/v1/users/me/second-factors/passkeys/${other.passkeyId}`).set(CSRF).send({ name: 'Mine now' }).expect(404);
    await agent.patch(`/v1/users/me/second-factors/passkeys/${passkeyId}`).set(CSRF).send({ name: '' }).expect(400);
    expect((await t.dataSource.getRepository(Passkey).findOneByOrFail({ id: other.passkeyId })).name).toBe('Laptop');
  });

  it('removes a passkey only after a re-authentication; the last one takes the recovery codes with it', async () => {
    const { user, agent, passkeyId } = await enrolled();
    const other = await enrolled();
    await t.dataSource.getRepository(BrowserSession).update({ userId: user.id }, { reauthenticatedAt: null });

    await agent.delete(`/v1/users/me/second-factors/passkeys/${passkeyId}`).set(CSRF).expect(403, /REAUTHENTICATION_REQUIRED/);
    await reauthenticate(agent);
    await agent.delete(`/v1/users/me/second-factors/passkeys/${other.passkeyId}`).set(CSRF).expect(404);
    await agent.delete(`/v1/users/me/second-factors/passkeys/${passkeyId}`).set(CSRF).expect(204);

    expect(await t.dataSource.getRepository(Passkey).countBy({ userId: user.id })).toBe(0);
    expect(await t.dataSource.getRepository(RecoveryCode).countBy({ userId: user.id })).toBe(0);
    expect(await t.dataSource.getRepository(Passkey).countBy({ id: other.passkeyId })).toBe(1);
  });

  it('enrols a passkey at the second step when the enterprise requires a factor and the user holds none', async () => {
    const enterprise = await t.dataSource.getRepository(Enterprise).save({ name: 'Bureau of Rain', requireSecondFactor: true });
    const user = await t.createUser({ password: PASSWORD, enterpriseId: enterprise.id });
    const browser = t.agent();
    const authenticator = new SoftwareAuthenticator(PORTAL_ORIGIN);

    const first = await browser.post('/auth/login').set(CSRF).send({ email: user.email, password: PASSWORD }).expect(200);
    expect(first.body.second_step).toEqual({ methods: [], enrolment_required: true });
    const options = (await browser.post('/auth/second-step/enrolment/passkey/options').set(CSRF).expect(200)).body as CreationOptions;
    const enrolledNow = await browser.post('/auth/second-step/enrolment/passkey').set(CSRF).send({ name: 'Phone', response: authenticator.register(options) });

    expect(enrolledNow.status).toBe(200);
    expect(enrolledNow.body.recovery_codes).toHaveLength(10);
    expect((await sessionsOf(user.id)).map((session) => session.signInMethod)).toEqual(['password+passkey']);
    // The pending step is spent: enrolling again needs a new sign-in.
    await browser.post('/auth/second-step/enrolment/passkey/options').set(CSRF).expect(401, /SECOND_STEP_EXPIRED/);
  });

  it('keeps the last passkey while the enterprise requires a second factor (409 SECOND_FACTOR_REQUIRED)', async () => {
    const enterprise = await t.dataSource.getRepository(Enterprise).save({ name: 'Bureau of Clouds', requireSecondFactor: false });
    const { user, agent, passkeyId } = await enrolled({ enterpriseId: enterprise.id });
    await t.dataSource.getRepository(Enterprise).update({ id: enterprise.id }, { requireSecondFactor: true });
    await reauthenticate(agent);

    await agent.delete(`/v1/users/me/second-factors/passkeys/${passkeyId}`).set(CSRF).expect(409, /SECOND_FACTOR_REQUIRED/);

    expect(await t.dataSource.getRepository(Passkey).countBy({ userId: user.id })).toBe(1);
  });

  it('keeps one of the last two passkeys when both are removed at once while the enterprise requires a factor', async () => {
    const enterprise = await t.dataSource.getRepository(Enterprise).save({ name: 'Bureau of Hail', requireSecondFactor: false });
    const { user, agent, passkeyId } = await enrolled({ enterpriseId: enterprise.id });
    const second = await registerFrom(agent, new SoftwareAuthenticator(PORTAL_ORIGIN), 'Tablet');
    expect(second.status).toBe(201);
    const secondId = (second.body as { factor: { id: number } }).factor.id;
    await t.dataSource.getRepository(Enterprise).update({ id: enterprise.id }, { requireSecondFactor: true });
    await reauthenticate(agent);

    const answers = await Promise.all([passkeyId, secondId, passkeyId, secondId].map((id) => agent.delete(`/v1/users/me/second-factors/passkeys/${id}`).set(CSRF)));

    // Each removal checks "not the last one" only while it holds the user's one removal slot.
    expect(answers.filter((answer) => answer.status === 204)).toHaveLength(1);
    expect(answers.every((answer) => [204, 404, 409, 429].includes(answer.status))).toBe(true);
    expect(await t.dataSource.getRepository(Passkey).countBy({ userId: user.id })).toBe(1);
  });
});

describe('passkey sign-in limit per client address', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ LOGIN_MAX_FAILURES_PER_IP: '3' });
  });

  afterAll(async () => {
    await t?.close();
  });

  it('lets only as many tries of one address run as the limit allows, even in parallel', async () => {
    const stranger = new SoftwareAuthenticator(PORTAL_ORIGIN);
    stranger.register({ challenge: 'AAAA', rp: { id: 'localhost', name: 'Weather' }, user: { id: 'MQ', name: 'someone', displayName: 'Someone' } });
    const responses = await Promise.all(
      Array.from({ length: 6 }, async () => {
        const options = (await t.agent().post('/auth/passkey/options').set(CSRF).expect(200)).body as RequestOptions;
        return stranger.assert(options);
      }),
    );

    const answers = await Promise.all(responses.map((response) => t.agent().post('/auth/passkey').set(CSRF).send({ response })));

    expect(answers.map((answer) => answer.status).sort()).toEqual([401, 401, 401, 429, 429, 429]);
    expect(answers.find((answer) => answer.status === 429)?.headers['retry-after']).toMatch(/^\d+$/);
    const failures = await t.dataSource.getRepository(AuditLog).findBy({ event: 'PASSKEY_SIGN_IN_FAILED' });
    expect(failures.map((entry) => (entry.details as { reason: string }).reason).sort()).toEqual(['invalid', 'invalid', 'invalid', 'throttled', 'throttled', 'throttled']);
  });
});

describe('passkey options per client address', () => {
  let t: TestApp;

  beforeAll(async () => {
    // 2 tries per address, so 4 ceremonies (PASSKEY_CEREMONIES_PER_TRY).
    t = await startTestApp({ LOGIN_MAX_FAILURES_PER_IP: '2' });
  });

  afterAll(async () => {
    await t?.close();
  });

  const signInChallenges = () => t.dataSource.getRepository(WebauthnChallenge).countBy({ purpose: 'sign-in' });
  const askInParallel = (count: number) => Promise.all(Array.from({ length: count }, () => t.agent().post('/auth/passkey/options').set(CSRF)));

  it('stores no more sign-in challenges than the address may start, even in parallel; a sign-in gives its ceremony back', async () => {
    const user = await t.createUser({ password: PASSWORD });
    const agent = await t.signIn(user.email, PASSWORD);
    const authenticator = new SoftwareAuthenticator(PORTAL_ORIGIN);
    expect((await registerFrom(agent, authenticator)).status).toBe(201);

    const first = await askInParallel(3);
    expect(first.map((answer) => answer.status)).toEqual([200, 200, 200]);
    await t.agent().post('/auth/passkey').set(CSRF).send({ response: authenticator.assert(first[0].body as RequestOptions) }).expect(200);

    // One ceremony was left and the sign-in gave one back: 2 of 10 parallel asks get a challenge.
    const second = await askInParallel(10);
    expect(second.map((answer) => answer.status).sort()).toEqual([200, 200, 429, 429, 429, 429, 429, 429, 429, 429]);
    const refused = second.find((answer) => answer.status === 429);
    expect(refused?.body).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
    expect(refused?.headers['retry-after']).toMatch(/^\d+$/);
    // 3 + 2 stored; the one spent by the sign-in is gone.
    expect(await signInChallenges()).toBe(4);
  });
});
