import type { DataSource } from 'typeorm';
import { aUser } from '../../../test/factories/entity.factory';
import type { RecordingMailTransport } from '../../../test/support/recording-mail-transport';
import { signInProviders } from '../../../test/support/sign-in-providers';
import { fake, type UnitModule, unitModule } from '../../../test/support/unit-module';
import { AuditLog } from '../../platform/audit/audit-log.entity';
import { ApiException } from '../../platform/errors/api-exception';
import { type UserEvent, UserEvents } from '../../users/user-events';
import type { User } from '../../users/user.entity';
import { PasswordHasher } from '../passwords/password-hasher';
import { SecondStepChallenge } from '../second-factors/second-step-challenge.entity';
import { TotpFactor } from '../second-factors/totp-factor.entity';
import { SessionsService } from '../sessions/sessions.service';
import { AuthService } from './auth.service';
import { SamlSignInPolicy } from './saml-sign-in-policy';

const PASSWORD = 'correct horse battery staple';
const CONTEXT = { ip: '10.0.0.1', userAgent: 'jest' };

describe(AuthService.name, () => {
  let unit: UnitModule;
  let database: DataSource;
  let hasher: PasswordHasher;
  let sessions: SessionsService;
  let mail: RecordingMailTransport;
  let sut: AuthService;
  let announced: { event: UserEvent; email: string }[];

  beforeEach(async () => {
    announced = [];
    unit = await unitModule({
      providers: [AuthService, ...signInProviders],
      fakes: [
        // The ports to site-applications/ and saml/: no application to tell, no domain that forces SAML.
        // test/integration/sign-in-statements.spec.ts signs in over the real ones.
        fake(UserEvents, { publish: (event, user) => Promise.resolve(void announced.push({ event, email: user.email })) }),
        fake(SamlSignInPolicy, { loginUrlFor: () => Promise.resolve(null) }),
      ],
      database: 'memory',
      config: { LOGIN_MAX_FAILURES_PER_ACCOUNT: '2' },
      now: new Date(),
    });
    ({ database, mail } = unit);
    hasher = unit.get(PasswordHasher);
    sessions = unit.get(SessionsService);
    sut = unit.get(AuthService);
  });

  afterEach(async () => {
    await unit.close();
  });

  async function createUser(fields: Partial<User> = {}): Promise<User> {
    return unit.insert(aUser({ email: 'ada@example.com', isVerified: true, passwordHash: await hasher.hash(PASSWORD), ...fields }));
  }

  async function codeOf(promise: Promise<unknown>): Promise<string> {
    const error = await promise.then(() => null, (caught: unknown) => caught);
    if (!(error instanceof ApiException)) throw new Error('expected a refusal');
    return error.code;
  }

  it('opens a session and answers the login response fields', async () => {
    await createUser({ isForceResetPassword: true });

    const result = await sut.login({ email: 'Ada@Example.com ', password: PASSWORD }, CONTEXT, null);

    expect(result.body).toEqual({ is_verified: true, is_force_reset_password: true });
    expect((await sessions.resolve(result.token ?? ''))?.user.email).toBe('ada@example.com');
    expect(mail.sent).toEqual([]);
  });

  it('opens no session for an unverified account with the right password, and mails a code instead', async () => {
    await createUser({ isVerified: false });

    const result = await sut.login({ email: 'ada@example.com', password: PASSWORD }, CONTEXT, null);

    expect(result).toEqual({ token: null, secondStep: null, body: { is_verified: false, is_force_reset_password: false } });
    expect(mail.sent).toEqual([expect.objectContaining({ to: 'ada@example.com', carries: expect.stringMatching(/^code [2-9A-HJ-NP-Z]{4}$/) })]);
  });

  it('spends a dummy verification on an unknown email, so both refusals cost the same', async () => {
    const dummy = jest.spyOn(hasher, 'verifyDummy');

    expect(await codeOf(sut.login({ email: 'nobody@example.com', password: PASSWORD }, CONTEXT, null))).toBe('INCORRECT_CREDENTIALS');
    expect(dummy).toHaveBeenCalledTimes(1);
  });

  it('treats an account without a password (SAML only) like an unknown email', async () => {
    await createUser({ passwordHash: null });

    expect(await codeOf(sut.login({ email: 'ada@example.com', password: PASSWORD }, CONTEXT, null))).toBe('INCORRECT_CREDENTIALS');
  });

  it('refuses even the right password while locked, with the answer of a wrong one, and records it', async () => {
    await createUser();
    for (let attempt = 0; attempt < 2; attempt += 1) {
      await codeOf(sut.login({ email: 'ada@example.com', password: 'guess' }, CONTEXT, null));
    }

    expect(await codeOf(sut.login({ email: 'ada@example.com', password: PASSWORD }, CONTEXT, null))).toBe('INCORRECT_CREDENTIALS');
    expect(await database.getRepository(AuditLog).countBy({ event: 'LOGIN_THROTTLED' })).toBe(1);
  });

  it('ends the session the browser already had', async () => {
    await createUser();
    const first = await sut.login({ email: 'ada@example.com', password: PASSWORD }, CONTEXT, null);
    const firstToken = first.token ?? '';

    await sut.login({ email: 'ada@example.com', password: PASSWORD }, CONTEXT, firstToken);

    expect(await sessions.resolve(firstToken)).toBeNull();
  });

  it('opens no session for a user with a confirmed authenticator app: a second step is pending instead', async () => {
    const user = await createUser();
    await unit.insert(Object.assign(new TotpFactor(), { userId: user.id, name: 'Phone', secret: 'sealed', confirmedAt: new Date(), lastUsedStep: null, createdAt: new Date(), lastUsedAt: null }));
    const earlier = (await sut.login({ email: 'ada@example.com', password: PASSWORD }, CONTEXT, null)).token;

    const result = await sut.login({ email: 'ada@example.com', password: PASSWORD }, CONTEXT, 'a previous session');

    expect(earlier).toBeNull();
    expect(result.token).toBeNull();
    expect(result.secondStep).toEqual(expect.any(String));
    expect(result.body).toEqual({ is_verified: true, is_force_reset_password: false, second_step: { methods: ['totp'], enrolment_required: false } });
    expect(await database.getRepository(SecondStepChallenge).findBy({ userId: user.id })).toHaveLength(2);
  });

  it('ignores an authenticator app whose enrolment was never confirmed', async () => {
    const user = await createUser();
    await unit.insert(Object.assign(new TotpFactor(), { userId: user.id, name: 'Phone', secret: 'sealed', confirmedAt: null, lastUsedStep: null, createdAt: new Date(), lastUsedAt: null }));

    const result = await sut.login({ email: 'ada@example.com', password: PASSWORD }, CONTEXT, null);

    expect(result.secondStep).toBeNull();
    expect((await sessions.resolve(result.token ?? ''))?.session.signInMethod).toBe('password');
  });

  it('signs out once and records it; a second sign-out changes nothing', async () => {
    await createUser();
    const token = (await sut.login({ email: 'ada@example.com', password: PASSWORD }, CONTEXT, null)).token ?? '';

    await sut.logout(token, CONTEXT);
    await sut.logout(token, CONTEXT);
    await sut.logout(null, CONTEXT);

    expect(await sessions.resolve(token)).toBeNull();
    expect(await database.getRepository(AuditLog).countBy({ event: 'LOGOUT' })).toBe(1);
    expect(announced).toEqual([{ event: 'user.logged_out', email: 'ada@example.com' }]);
  });
});
