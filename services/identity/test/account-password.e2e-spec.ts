import { codeOf, type SmtpInbox, startSmtpInbox } from '@weather/test-peers';
import { CodeSignInService } from '../src/auth/magic-codes/code-sign-in.service';
import { CSRF, startTestApp, type TestApp } from './support/test-app';

const PASSWORD = 'correct horse battery staple';
const NEW_PASSWORD = 'violet tractor marmalade 1987';

describe('PATCH /v1/users/me (change password, forced update)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });

  afterAll(async () => {
    await t?.close();
  });

  const fieldErrors = (body: { errors?: { field: string; message: string }[] }) => body.errors?.map(({ field, message }) => ({ field, message }));

  it('changes the password with the current one, keeps this session and ends the others', async () => {
    const user = await t.createUser({ password: PASSWORD });
    const here = await t.signIn(user.email, PASSWORD);
    const elsewhere = await t.signIn(user.email, PASSWORD);

    const response = await here.patch('/v1/users/me').set(CSRF).send({ oldPassword: PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }).expect(200);

    expect(response.body).toEqual({ is_force_reset_password: false });
    await here.get('/v1/users/me').expect(200);
    await elsewhere.get('/v1/users/me').expect(401);
    await t.agent().post('/auth/login').set(CSRF).send({ email: user.email, password: NEW_PASSWORD }).expect(200);
    await t.agent().post('/auth/login').set(CSRF).send({ email: user.email, password: PASSWORD }).expect(401);
  });

  it('refuses a wrong current password, the current password as the new one, and a mismatch, with the spec messages', async () => {
    const user = await t.createUser({ password: PASSWORD });
    const agent = await t.signIn(user.email, PASSWORD);
    const change = (body: object) => agent.patch('/v1/users/me').set(CSRF).send(body).expect(400);

    expect(fieldErrors((await change({ oldPassword: 'not the password at all', newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD })).body)).toEqual([
      { field: 'oldPassword', message: 'The password entered is invalid' },
    ]);
    expect(fieldErrors((await change({ oldPassword: PASSWORD, newPassword: PASSWORD, confirmPassword: PASSWORD })).body)).toEqual([
      { field: 'newPassword', message: 'New password cannot be the same as the current password' },
    ]);
    expect(fieldErrors((await change({ oldPassword: PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: 'something else' })).body)).toEqual([
      { field: 'confirmPassword', message: 'The new password again must match the new password' },
    ]);
    expect(fieldErrors((await change({ newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD })).body)).toEqual([
      { field: 'oldPassword', message: 'Current password is required' },
    ]);
    expect((await change({ oldPassword: PASSWORD, newPassword: 'password1234', confirmPassword: 'password1234' })).body.errors).toEqual([
      expect.objectContaining({ field: 'newPassword', code: 'PASSWORD_TOO_WEAK' }),
    ]);
    await t.agent().patch('/v1/users/me').set(CSRF).send({ oldPassword: PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }).expect(401);
  });

  it('lets a user flagged for reset set a new password without the current one, but not the same one again', async () => {
    const user = await t.createUser({ password: PASSWORD, isForceResetPassword: true });
    const agent = await t.signIn(user.email, PASSWORD);

    const same = await agent.patch('/v1/users/me').set(CSRF).send({ newPassword: PASSWORD, confirmPassword: PASSWORD }).expect(400);
    expect(fieldErrors(same.body)).toEqual([{ field: 'newPassword', message: 'New password cannot be the same as the current password' }]);

    await agent.patch('/v1/users/me').set(CSRF).send({ newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }).expect(200, { is_force_reset_password: false });
    const login = await t.agent().post('/auth/login').set(CSRF).send({ email: user.email, password: NEW_PASSWORD }).expect(200);
    expect(login.body).toEqual({ is_verified: true, is_force_reset_password: false });
  });
});

describe('GET /auth/provider and POST /v1/users/rewelcome', () => {
  let t: TestApp;
  let inbox: SmtpInbox;

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    t = await startTestApp({ SMTP_URL: inbox.url });
  });

  afterAll(async () => {
    await t?.close();
    await inbox?.close();
  });

  it('answers LOCAL for a registered and an unknown address alike, and a field error for an invalid one', async () => {
    const user = await t.createUser();

    await t.agent().get('/auth/provider').query({ email: user.email }).expect(200, { provider: 'LOCAL' });
    await t.agent().get('/auth/provider').query({ email: 'nobody-known@example.com' }).expect(200, { provider: 'LOCAL' });
    const invalid = await t.agent().get('/auth/provider').query({ email: 'not an email' }).expect(400);
    expect(invalid.body.errors).toEqual([expect.objectContaining({ field: 'email' })]);
  });

  it('mails the verification code again to an unverified account only, with the same answer for every address', async () => {
    const unverified = await t.createUser({ isVerified: false });
    const verified = await t.createUser();
    const rewelcome = (email: string) =>
      t.agent().post('/v1/users/rewelcome').set(CSRF).send({ email, clientId: 'weather-1', module: 'collaborate' }).expect(200, { sent: true });

    await rewelcome(verified.email);
    await rewelcome('nobody-known@example.com');
    // Mail leaves after the answer: wait for it before looking.
    await t.app.get(CodeSignInService).background.drain();
    expect(inbox.waiting()).toBe(0);

    await rewelcome(unverified.email);
    const code = codeOf(await inbox.take());
    const agent = t.agent();
    await agent.patch(`/v1/users/${unverified.id}`).set(CSRF).send({ email: unverified.email, magic_code: code }).expect(200);
    expect((await agent.get('/v1/users/me').expect(200)).body.is_verified).toBe(true);
  });
});
