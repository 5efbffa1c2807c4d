import type { DataSource } from 'typeorm';
import { type UnitModule, unitModule } from '../../../test/support/unit-module';
import { AuditLog } from '../../platform/audit/audit-log.entity';
import { AuditService } from '../../platform/audit/audit.service';
import { PasswordHasher } from '../passwords/password-hasher';
import { AdminAccountError, AdminAccountsService } from './admin-accounts.service';
import { User } from '../../users/user.entity';
import { UserAccounts } from '../../users/user-accounts';

describe(AdminAccountsService.name, () => {
  let unit: UnitModule;
  let database: DataSource;
  let hasher: PasswordHasher;
  let sut: AdminAccountsService;

  beforeEach(async () => {
    unit = await unitModule({ providers: [AdminAccountsService, UserAccounts, PasswordHasher, AuditService], database: 'memory' });
    database = unit.database;
    hasher = unit.get(PasswordHasher);
    sut = unit.get(AdminAccountsService);
  });

  afterEach(async () => {
    await unit.close();
  });

  it('creates a verified SYSADMIN with a generated password that it returns once', async () => {
    const { user, generatedPassword } = await sut.create({ email: ' Boss@Example.com' });

    expect(user).toMatchObject({ email: 'boss@example.com', role: 'SYSADMIN', isVerified: true });
    expect(generatedPassword).toHaveLength(24);
    const stored = await database.getRepository(User).findOneByOrFail({ id: user.id });
    expect(await hasher.verify(stored.passwordHash ?? '', generatedPassword ?? '')).toBe(true);
    expect(await database.getRepository(AuditLog).countBy({ event: 'ADMIN_CREATED', subjectId: user.id })).toBe(1);
  });

  it('uses a chosen strong password and returns none', async () => {
    expect((await sut.create({ email: 'boss@example.com', password: 'violet tractor marmalade 1987' })).generatedPassword).toBeNull();
  });

  it.each([
    [{ email: 'not an email' }, "not an email: That's not a valid email address"],
    [{ email: 'boss@example.com', password: 'short' }, 'The password is refused: Minimum 12 characters'],
    [{ email: 'boss@example.com', password: 'password1234' }, 'The password is refused: Password is too weak'],
  ])('refuses %j', async (input, message) => {
    await expect(sut.create(input)).rejects.toThrow(new AdminAccountError(message));
  });

  it('creates an ordinary verified USER with the names given', async () => {
    const { user } = await sut.create({ email: 'zoe@example.com', role: 'USER', firstName: 'Zoe', lastName: 'Rainer' });

    expect(user).toMatchObject({ email: 'zoe@example.com', role: 'USER', firstName: 'Zoe', lastName: 'Rainer', isVerified: true });
    expect(await database.getRepository(AuditLog).countBy({ event: 'USER_CREATED', subjectId: user.id })).toBe(1);
  });

  it('creates a user who must choose a new password, or confirm the email first, when asked', async () => {
    const { user: forced } = await sut.create({ email: 'forced@example.com', role: 'USER', forceResetPassword: true });
    const { user: unverified } = await sut.create({ email: 'new@example.com', role: 'USER', unverified: true });

    expect(forced).toMatchObject({ isForceResetPassword: true, isVerified: true });
    expect(unverified).toMatchObject({ isForceResetPassword: false, isVerified: false });
  });

  it('refuses a name the profile rules refuse', async () => {
    await expect(sut.create({ email: 'zoe@example.com', role: 'USER', firstName: 'Zoe=' })).rejects.toThrow(
      new AdminAccountError('first_name: First name cannot contain special characters'),
    );
  });

  it('refuses an email that already has an account', async () => {
    await sut.create({ email: 'boss@example.com' });

    await expect(sut.create({ email: 'BOSS@example.com' })).rejects.toThrow('An account with the email boss@example.com already exists');
  });

  it('changes a role, audits it once, and answers the role the account had', async () => {
    const { user } = await sut.create({ email: 'boss@example.com' });

    expect(await sut.setRole('BOSS@example.com', 'USER')).toBe('SYSADMIN');
    expect(await sut.setRole('boss@example.com', 'USER')).toBe('USER');

    expect((await database.getRepository(User).findOneByOrFail({ id: user.id })).role).toBe('USER');
    const changes = await database.getRepository(AuditLog).findBy({ event: 'ROLE_CHANGED', subjectId: user.id });
    expect(changes.map((change) => change.details)).toEqual([{ email: 'boss@example.com', from: 'SYSADMIN', to: 'USER' }]);
  });

  it('refuses to change the role of an email that has no account', async () => {
    await expect(sut.setRole('nobody@example.com', 'USER')).rejects.toThrow(new AdminAccountError('No account has the email nobody@example.com'));
  });
});
