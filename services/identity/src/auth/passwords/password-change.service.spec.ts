import type { DataSource } from 'typeorm';
import { configFactory } from '../../../test/factories/config.factory';
import { FixedClock } from '../../../test/support/fixed-clock';
import { createMemoryDatabase, insertUser } from '../../../test/support/memory-database';
import { AuditLog } from '../../platform/audit/audit-log.entity';
import { AuditService } from '../../platform/audit/audit.service';
import { ApiException } from '../../platform/errors/api-exception';
import { PasswordHasher } from './password-hasher';
import { BrowserSession } from '../sessions/browser-session.entity';
import { SessionsService } from '../sessions/sessions.service';
import { PasswordChangeService } from './password-change.service';
import { User } from '../../users/user.entity';
import { UserAccounts } from '../../users/user-accounts';

const PASSWORD = 'correct horse battery staple';
const NEW_PASSWORD = 'violet tractor marmalade 1987';
const CONTEXT = { ip: '10.0.0.1', userAgent: 'jest' };

describe(PasswordChangeService.name, () => {
  let database: DataSource;
  let hasher: PasswordHasher;
  let sessions: SessionsService;
  let sut: PasswordChangeService;

  beforeEach(async () => {
    database = await createMemoryDatabase();
    hasher = new PasswordHasher();
    sessions = new SessionsService(database.getRepository(BrowserSession), new FixedClock(new Date()), configFactory());
    sut = new PasswordChangeService(new UserAccounts(database.getRepository(User)), hasher, sessions, new AuditService(database.getRepository(AuditLog)));
  });

  afterEach(async () => {
    await database.destroy();
  });

  async function refusal(promise: Promise<unknown>): Promise<ApiException> {
    const error = await promise.then(() => null, (caught: unknown) => caught);
    if (!(error instanceof ApiException)) throw new Error('expected a refusal');
    return error;
  }

  it('stores the new hash, clears the forced flag and ends only the other sessions', async () => {
    const user = await insertUser(database, { email: 'ada@example.com', isVerified: true, isForceResetPassword: true, passwordHash: await hasher.hash(PASSWORD) });
    const here = await sessions.start(user, CONTEXT);
    const there = await sessions.start(user, CONTEXT);

    expect(await sut.change(user, { newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, here.session, CONTEXT)).toEqual({ is_force_reset_password: false });

    const saved = await database.getRepository(User).findOneByOrFail({ id: user.id });
    expect(saved.isForceResetPassword).toBe(false);
    expect(await hasher.verify(saved.passwordHash ?? '', NEW_PASSWORD)).toBe(true);
    expect(await sessions.resolve(here.token)).not.toBeNull();
    expect(await sessions.resolve(there.token)).toBeNull();
  });

  it('asks an account that is not flagged for its current password, and refuses a wrong one on that field', async () => {
    const user = await insertUser(database, { email: 'ada@example.com', isVerified: true, passwordHash: await hasher.hash(PASSWORD) });
    const { session } = await sessions.start(user, CONTEXT);

    const missing = await refusal(sut.change(user, { newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, session, CONTEXT));
    expect(missing.errors?.map((error) => error.code)).toEqual(['CURRENT_PASSWORD_REQUIRED']);
    const wrong = await refusal(sut.change(user, { oldPassword: 'a wrong password!', newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, session, CONTEXT));
    expect(wrong.errors).toEqual([{ field: 'oldPassword', code: 'CURRENT_PASSWORD_INVALID', message: 'The password entered is invalid' }]);
  });
});
