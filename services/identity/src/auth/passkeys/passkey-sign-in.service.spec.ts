import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import { aUser } from '../../../test/factories/entity.factory';
import { fake, type UnitModule, unitModule } from '../../../test/support/unit-module';
import { AuditService } from '../../platform/audit/audit.service';
import { ApiException } from '../../platform/errors/api-exception';
import { RateLimiters } from '../../platform/rate-limits/rate-limiters';
import { UserAccounts } from '../../users/user-accounts';
import type { User } from '../../users/user.entity';
import { SessionsService } from '../sessions/sessions.service';
import { SamlSignInPolicy } from '../sign-in/saml-sign-in-policy';
import { PasskeyCeremonies } from './passkey-ceremonies';
import { PasskeySignInLimit } from './passkey-sign-in-limit';
import { PasskeySignIn } from './passkey-sign-in.service';

const CONTEXT = { ip: '203.0.113.7', userAgent: 'test' };
const RESPONSE = { id: 'x' } as AuthenticationResponseJSON;

describe(PasskeySignIn.name, () => {
  let unit: UnitModule;
  let sut: PasskeySignIn;
  let user: User;
  let forcedSaml: string | null;
  let passkeyValid: boolean;
  const audit = { record: jest.fn() };
  const sessions = { start: jest.fn(), end: jest.fn() };

  beforeEach(async () => {
    user = aUser({ id: 7, email: 'ada@clouds.test' });
    forcedSaml = null;
    passkeyValid = true;
    jest.clearAllMocks();
    sessions.start.mockResolvedValue({ token: 'token', session: { id: 11 } });
    unit = await unitModule({
      config: { LOGIN_MAX_FAILURES_PER_IP: '2' },
      providers: [PasskeySignIn, PasskeySignInLimit, RateLimiters],
      fakes: [
        fake(PasskeyCeremonies, { authenticate: () => (passkeyValid ? Promise.resolve({ id: 3, userId: user.id } as never) : Promise.reject(new ApiException('PASSKEY_INVALID'))) }),
        fake(UserAccounts, { findById: () => Promise.resolve(user) }),
        fake(SessionsService, sessions as Partial<SessionsService>),
        fake(AuditService, audit as Partial<AuditService>),
        fake(SamlSignInPolicy, { loginUrlFor: () => Promise.resolve(forcedSaml) }),
      ],
    });
    sut = unit.get(PasskeySignIn);
  });

  afterEach(() => unit.close());

  const reasons = () => audit.record.mock.calls.filter(([entry]) => entry.event === 'PASSKEY_SIGN_IN_FAILED').map(([entry]) => entry.details.reason);

  it('opens a session of method passkey and ends the previous one', async () => {
    const result = await sut.signIn(RESPONSE, CONTEXT, 'old-token');

    expect(result.token).toBe('token');
    expect(sessions.end).toHaveBeenCalledWith('old-token');
    expect(sessions.start).toHaveBeenCalledWith(user, CONTEXT, 'passkey');
  });

  it('refuses an address whose domain forces SAML as an invalid passkey, with no session', async () => {
    forcedSaml = 'https://idp.clouds.test/sso';

    await expect(sut.signIn(RESPONSE, CONTEXT, null)).rejects.toMatchObject({ code: 'PASSKEY_INVALID' });
    expect(sessions.start).not.toHaveBeenCalled();
    expect(reasons()).toEqual(['saml_required']);
  });

  it('tells a disabled account so, with no session', async () => {
    user.isDisabled = true;

    await expect(sut.signIn(RESPONSE, CONTEXT, null)).rejects.toMatchObject({ code: 'ACCOUNT_DISABLED' });
    expect(sessions.start).not.toHaveBeenCalled();
  });

  it('counts failures of the address and refuses past the limit, while successes do not count', async () => {
    await sut.signIn(RESPONSE, CONTEXT, null);
    await sut.signIn(RESPONSE, CONTEXT, null);
    passkeyValid = false;
    await expect(sut.signIn(RESPONSE, CONTEXT, null)).rejects.toMatchObject({ code: 'PASSKEY_INVALID' });
    await expect(sut.signIn(RESPONSE, CONTEXT, null)).rejects.toMatchObject({ code: 'PASSKEY_INVALID' });

    passkeyValid = true;
    await expect(sut.signIn(RESPONSE, CONTEXT, null)).rejects.toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
    await expect(sut.signIn(RESPONSE, { ...CONTEXT, ip: '198.51.100.1' }, null)).resolves.toMatchObject({ token: 'token' });
    expect(reasons()).toEqual(['invalid', 'invalid', 'throttled']);
  });
});
