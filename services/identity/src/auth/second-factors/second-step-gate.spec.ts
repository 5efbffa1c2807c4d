import { aUser } from '../../../test/factories/entity.factory';
import { signInProviders } from '../../../test/support/sign-in-providers';
import { fake, type UnitModule, unitModule } from '../../../test/support/unit-module';
import { SamlSignInPolicy } from '../sign-in/saml-sign-in-policy';
import { UserEvents } from '../../users/user-events';
import type { User } from '../../users/user.entity';
import { SessionsService } from '../sessions/sessions.service';
import { RecoveryCode } from './recovery-code.entity';
import { SecondFactorPolicy } from './second-factor-policy.port';
import { SecondStepChallenge } from './second-step-challenge.entity';
import { SecondStepGate } from './second-step-gate';
import { TotpFactor } from './totp-factor.entity';

const CONTEXT = { ip: '10.0.0.1', userAgent: 'jest' };

describe(SecondStepGate.name, () => {
  let unit: UnitModule;
  let sut: SecondStepGate;
  let required: boolean;
  let user: User;

  beforeEach(async () => {
    required = false;
    unit = await unitModule({
      providers: [...signInProviders],
      fakes: [
        fake(SecondFactorPolicy, { requiredFor: () => Promise.resolve(required) }),
        fake(UserEvents, { publish: () => Promise.resolve() }),
        fake(SamlSignInPolicy, { loginUrlFor: () => Promise.resolve(null) }),
      ],
      database: 'memory',
      now: new Date(),
    });
    sut = unit.get(SecondStepGate);
    user = await unit.insert(aUser({ email: 'ada@example.com', isVerified: true }));
  });

  afterEach(async () => {
    await unit.close();
  });

  const addApp = (confirmedAt: Date | null) =>
    unit.insert(Object.assign(new TotpFactor(), { userId: user.id, name: 'Phone', secret: 'sealed', confirmedAt, lastUsedStep: null, createdAt: new Date(), lastUsedAt: null }));
  const challenges = () => unit.database.getRepository(SecondStepChallenge).findBy({ userId: user.id });

  it('starts the session as before for a user without a factor whose enterprise requires none', async () => {
    const outcome = await sut.begin(user, CONTEXT, 'password', null);

    expect(outcome.secondStep).toBeNull();
    expect((await unit.get(SessionsService).resolve(outcome.session ?? ''))?.session.signInMethod).toBe('password');
    expect(outcome.body).toEqual({ is_verified: true, is_force_reset_password: false });
  });

  it('asks for an enrolment when the enterprise requires a factor the user lacks', async () => {
    required = true;

    const outcome = await sut.begin(user, CONTEXT, 'code', null);

    expect(outcome.session).toBeNull();
    expect(outcome.body.second_step).toEqual({ methods: [], enrolment_required: true });
    expect(await challenges()).toEqual([expect.objectContaining({ signInMethod: 'code', enrolmentRequired: true, ip: '10.0.0.1' })]);
  });

  it('lists the app and the recovery codes of a user who holds them, and keeps the previous session', async () => {
    await addApp(new Date());
    await unit.insert(Object.assign(new RecoveryCode(), { userId: user.id, codeHash: 'a'.repeat(64), usedAt: null, createdAt: new Date() }));
    const previous = await unit.get(SessionsService).start(user, CONTEXT, 'password');

    const outcome = await sut.begin(user, CONTEXT, 'social:linkedin', previous.token);

    expect(outcome.body.second_step).toEqual({ methods: ['totp', 'recovery_code'], enrolment_required: false });
    expect(await unit.get(SessionsService).resolve(previous.token)).not.toBeNull();
    expect(await challenges()).toEqual([expect.objectContaining({ signInMethod: 'social:linkedin', enrolmentRequired: false })]);
  });

  it('counts no app whose enrolment was never confirmed, and recovery codes alone are no factor', async () => {
    await addApp(null);
    await unit.insert(Object.assign(new RecoveryCode(), { userId: user.id, codeHash: 'b'.repeat(64), usedAt: null, createdAt: new Date() }));

    const outcome = await sut.begin(user, CONTEXT, 'password', null);

    expect(outcome.secondStep).toBeNull();
    expect(await challenges()).toEqual([]);
  });
});
