import type { DataSource } from 'typeorm';
import { aUser } from '../../../test/factories/entity.factory';
import { type UnitModule, unitModule } from '../../../test/support/unit-module';
import { AuditService } from '../../platform/audit/audit.service';
import { ApiException } from '../../platform/errors/api-exception';
import { PasswordHasher } from './password-hasher';
import { SessionCache } from '../sessions/session-cache';
import { SessionEndings } from '../sessions/session-endings';
import { SessionsService } from '../sessions/sessions.service';
import { PasswordChangeService } from './password-change.service';
import { User } from '../../users/user.entity';
import { UserAccounts } from '../../users/user-accounts';

const PASSWORD = 'correct horse battery staple';
const NEW_PASSWORD = 'violet tractor marmalade 1987';
const CONTEXT = { ip: '10.0.0.1', userAgent: 'jest' };

describe(PasswordChangeService.name, () => {
  let unit: UnitModule;
  let database: DataSource;
  let hasher: PasswordHasher;
  let sessions: SessionsService;
  let sut: PasswordChangeService;

  beforeEach(async () => {
    unit = await unitModule({ providers: [PasswordChangeService, UserAccounts, PasswordHasher, SessionsService, SessionCache, SessionEndings, AuditService], database: 'memory', now: new Date() });
    database = unit.database;
    hasher = unit.get(PasswordHasher);
    sessions = unit.get(SessionsService);
    sut = unit.get(PasswordChangeService);
  });

  afterEach(async () => {
    await unit.close();
  });

  async function refusal(promise: Promise<unknown>): Promise<ApiException> {
    const error = await promise.then(() => null, (caught: unknown) => caught);
    if (!(error instanceof ApiException)) throw new Error('expected a refusal');
    return error;
  }

  it('stores the new hash, clears the forced flag and ends only the other sessions', async () => {
    const user = await unit.insert(aUser({ email: 'ada@example.com', isVerified: true, isForceResetPassword: true, passwordHash: await hasher.hash(PASSWORD) }));
    const here = await sessions.start(user, CONTEXT, 'password');
    const there = await sessions.start(user, CONTEXT, 'password');

    expect(await sut.change(user, { newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, here.session, CONTEXT)).toEqual({ is_force_reset_password: false });

    const saved = await database.getRepository(User).findOneByOrFail({ id: user.id });
    expect(saved.isForceResetPassword).toBe(false);
    expect(await hasher.verify(saved.passwordHash ?? '', NEW_PASSWORD)).toBe(true);
    expect(await sessions.resolve(here.token)).not.toBeNull();
    expect(await sessions.resolve(there.token)).toBeNull();
  });

  it('asks an account that is not flagged for its current password, and refuses a wrong one on that field', async () => {
    const user = await unit.insert(aUser({ email: 'ada@example.com', isVerified: true, passwordHash: await hasher.hash(PASSWORD) }));
    const { session } = await sessions.start(user, CONTEXT, 'password');

    const missing = await refusal(sut.change(user, { newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, session, CONTEXT));
    expect(missing.errors?.map((error) => error.code)).toEqual(['CURRENT_PASSWORD_REQUIRED']);
    const wrong = await refusal(sut.change(user, { oldPassword: 'a wrong password!', newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, session, CONTEXT));
    expect(wrong.errors).toEqual([{ field: 'oldPassword', code: 'CURRENT_PASSWORD_INVALID', message: 'The password entered is invalid' }]);
  });
});
