import type { DataSource } from 'typeorm';
import { aUser } from '../../../test/factories/entity.factory';
import type { RecordingMailTransport } from '../../../test/support/recording-mail-transport';
import { signInProviders } from '../../../test/support/sign-in-providers';
import { fake, type UnitModule, unitModule } from '../../../test/support/unit-module';
import { AuditLog } from '../../platform/audit/audit-log.entity';
import { LoginThrottle } from '../sign-in/login-throttle';
import { SamlSignInPolicy } from '../sign-in/saml-sign-in-policy';
import { ApiException } from '../../platform/errors/api-exception';
import { SessionsService } from '../sessions/sessions.service';
import { TotpFactor } from '../second-factors/totp-factor.entity';
import { User } from '../../users/user.entity';
import { CodeSignInService } from './code-sign-in.service';

const CONTEXT = { ip: '10.0.0.1', userAgent: 'jest' };

describe(CodeSignInService.name, () => {
  let unit: UnitModule;
  let database: DataSource;
  let sessions: SessionsService;
  let mail: RecordingMailTransport;
  let sut: CodeSignInService;
  let throttle: LoginThrottle;

  beforeEach(async () => {
    unit = await unitModule({
      providers: signInProviders,
      // saml/ provides the port; no domain forces SAML here.
      fakes: [fake(SamlSignInPolicy, { loginUrlFor: () => Promise.resolve(null) })],
      database: 'memory',
      now: new Date(),
    });
    ({ database, mail } = unit);
    sessions = unit.get(SessionsService);
    sut = unit.get(CodeSignInService);
    throttle = unit.get(LoginThrottle);
  });

  afterEach(async () => {
    await unit.close();
  });

  const lastCode = () => /^code (\w{4})$/.exec(mail.sent.at(-1)?.carries ?? '')?.[1] ?? '';

  async function refusal(promise: Promise<unknown>): Promise<string> {
    const error = await promise.then(() => null, (caught: unknown) => caught);
    if (!(error instanceof ApiException)) throw new Error('expected a refusal');
    return error.code;
  }

  it('verifies an unverified account and opens a session with the right code', async () => {
    const user = await unit.insert(aUser({ email: 'ada@example.com' }));
    await sut.sendCode('Ada@Example.com', CONTEXT, 'en');
    await sut.background.drain();

    const result = await sut.signIn(String(user.id), 'ada@example.com', lastCode(), CONTEXT, null);

    expect(result.body).toEqual({ is_verified: true, is_force_reset_password: false });
    expect((await database.getRepository(User).findOneByOrFail({ id: user.id })).isVerified).toBe(true);
    expect((await sessions.resolve(result.token ?? ''))?.user.id).toBe(user.id);
    expect(result.secondStep).toBeNull();
  });

  it('opens no session for a user with a confirmed authenticator app: a second step is pending instead', async () => {
    const user = await unit.insert(aUser({ email: 'ada@example.com', isVerified: true }));
    await unit.insert(Object.assign(new TotpFactor(), { userId: user.id, name: 'Phone', secret: 'sealed', confirmedAt: new Date(), lastUsedStep: null, createdAt: new Date(), lastUsedAt: null }));
    await sut.sendCode('ada@example.com', CONTEXT, 'en');
    await sut.background.drain();

    const result = await sut.signIn('ada@example.com', 'ada@example.com', lastCode(), CONTEXT, null);

    expect(result.token).toBeNull();
    expect(result.secondStep).toEqual(expect.any(String));
    expect(result.body.second_step).toEqual({ methods: ['totp'], enrolment_required: false });
  });

  it('brakes wrong codes from one address across accounts; the right code is then refused the same way and kept', async () => {
    // configFactory's defaults: 50 failures per address before the brake holds.
    const victim = await unit.insert(aUser({ email: 'ada@example.com' }));
    await sut.sendCode(victim.email, { ...CONTEXT, ip: '10.0.0.9' }, 'en');
    await sut.background.drain();
    const code = lastCode();
    for (let i = 0; i < 50; i += 1) {
      await unit.insert(aUser({ email: `guess${i}@example.com` }));
      expect(await refusal(sut.signIn(`guess${i}@example.com`, `guess${i}@example.com`, '2222', CONTEXT, null))).toBe('INVALID_VERIFICATION_CODE');
    }

    expect(await refusal(sut.signIn(String(victim.id), victim.email, code, CONTEXT, null))).toBe('INVALID_VERIFICATION_CODE');
    expect(await database.getRepository(AuditLog).countBy({ event: 'MAGIC_CODE_THROTTLED', subjectId: victim.id })).toBe(1);
    // Another address is not held back, and the code was not used up by the refused attempt.
    const result = await sut.signIn(String(victim.id), victim.email, code, { ...CONTEXT, ip: '10.0.0.9' }, null);
    expect(result.body.is_verified).toBe(true);
  });

  it('keeps its own account count: a password brake on the account does not stop its code sign-in', async () => {
    const user = await unit.insert(aUser({ email: 'ada@example.com' }));
    // Five password checks that never succeed spend the account's password count from this address.
    for (let i = 0; i < 5; i += 1) expect(await throttle.reserve(user.email, CONTEXT.ip)).not.toBeNull();
    expect(await throttle.reserve(user.email, CONTEXT.ip)).toBeNull();
    await sut.sendCode(user.email, CONTEXT, 'en');
    await sut.background.drain();

    expect((await sut.signIn(user.email, user.email, lastCode(), CONTEXT, null)).body.is_verified).toBe(true);
  });

  it('mails nothing to an unknown or disabled address', async () => {
    await unit.insert(aUser({ email: 'off@example.com', isDisabled: true }));

    await sut.sendCode('nobody@example.com', CONTEXT, 'en');
    await sut.sendCode('off@example.com', CONTEXT, 'en');
    await sut.background.drain();

    expect(mail.sent).toEqual([]);
  });

  it('refuses a key that names another account without using the code up', async () => {
    const user = await unit.insert(aUser({ email: 'ada@example.com', isVerified: true }));
    const other = await unit.insert(aUser({ email: 'bob@example.com', isVerified: true }));
    await sut.sendCode('ada@example.com', CONTEXT, 'en');
    await sut.background.drain();

    expect(await refusal(sut.signIn(String(other.id), 'ada@example.com', lastCode(), CONTEXT, null))).toBe('INVALID_VERIFICATION_CODE');
    expect(await refusal(sut.signIn('bob@example.com', 'ada@example.com', lastCode(), CONTEXT, null))).toBe('INVALID_VERIFICATION_CODE');
    await expect(sut.signIn(String(user.id), 'ada@example.com', lastCode(), CONTEXT, null)).resolves.toBeDefined();
  });
});
