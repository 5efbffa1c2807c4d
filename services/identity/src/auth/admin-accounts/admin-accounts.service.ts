import { Injectable } from '@nestjs/common';
import { isValidEmail, messages, normalizeEmail, profileNameRule } from '@weather/validation';
import { checkNewPassword } from '../passwords/new-password-rule';
import { AuditService } from '../../platform/audit/audit.service';
import { retryWhenBusy } from '../../platform/database/retry-when-busy';
import { PasswordHasher } from '../passwords/password-hasher';
import { generateStrongPassword } from '../passwords/strong-password';
import type { UserRole } from '../../users/user-role';
import { UserAccounts } from '../../users/user-accounts';
import type { User } from '../../users/user.entity';

/** Why an administrator could not be created, in words for the person at the command line. */
export class AdminAccountError extends Error {
  override name = 'AdminAccountError';
}

export interface CreatedAdmin {
  user: User;
  /** The password that was generated, to show once; null when the caller chose it. */
  generatedPassword: string | null;
}

export interface NewAccount {
  email: string;
  password?: string | null;
  /** SYSADMIN unless said otherwise: the first accounts of an installation run it. */
  role?: UserRole;
  firstName?: string;
  lastName?: string;
  /** The user must choose a new password at the next sign-in (/password/update). */
  forceResetPassword?: boolean;
  /** The email is not verified yet: the first sign-in asks for a mailed code. */
  unverified?: boolean;
}

/** Creates accounts from the command line and the development demo admin (verified unless said otherwise). */
@Injectable()
export class AdminAccountsService {
  constructor(
    private readonly users: UserAccounts,
    private readonly hasher: PasswordHasher,
    private readonly audit: AuditService,
  ) {}

  async exists(email: string): Promise<boolean> {
    return this.users.existsWithEmail(normalizeEmail(email));
  }

  async create(input: NewAccount): Promise<CreatedAdmin> {
    const email = normalizeEmail(input.email);
    if (!isValidEmail(email)) throw new AdminAccountError(`${input.email}: ${messages.LOGIN_EMAIL_INVALID}`);
    if (await this.exists(email)) throw new AdminAccountError(`An account with the email ${email} already exists`);
    const chosen = input.password ?? null;
    if (chosen !== null) {
      const problem = checkNewPassword(chosen, [email]);
      if (problem) throw new AdminAccountError(`The password is refused: ${messages[problem]}`);
    }
    const role = input.role ?? 'SYSADMIN';
    const firstName = input.firstName ?? (role === 'SYSADMIN' ? 'System' : '');
    const lastName = input.lastName ?? (role === 'SYSADMIN' ? 'Administrator' : '');
    for (const [field, value] of [['first_name', firstName], ['last_name', lastName]] as const) {
      const problem = value === '' ? null : profileNameRule(field, value);
      if (problem) throw new AdminAccountError(`${field}: ${messages[problem]}`);
    }
    const password = chosen ?? generateStrongPassword();
    const account = {
      email,
      firstName,
      lastName,
      role,
      isVerified: input.unverified !== true,
      isForceResetPassword: input.forceResetPassword === true,
      passwordHash: await this.hasher.hash(password),
    };
    // The CLI shares the SQLite file with the running service.
    const user = await retryWhenBusy(() => this.users.create(account));
    await this.audit.record({ event: role === 'SYSADMIN' ? 'ADMIN_CREATED' : 'USER_CREATED', subjectId: user.id, details: { email } });
    return { user, generatedPassword: chosen === null ? password : null };
  }

  /**
   * Gives the account another role (a SYSADMIN demoted to USER, or promoted). Written through the
   * users table's owner, so every instance's session cache drops the account's sessions at once
   * (docs/adr/0700); audited as ROLE_CHANGED. Answers the role it had.
   */
  async setRole(emailGiven: string, role: UserRole): Promise<UserRole> {
    const email = normalizeEmail(emailGiven);
    const user = await this.users.findByEmail(email);
    if (!user) throw new AdminAccountError(`No account has the email ${email}`);
    if (user.role === role) return user.role;
    await retryWhenBusy(() => this.users.changeRole(user.id, role));
    await this.audit.record({ event: 'ROLE_CHANGED', subjectId: user.id, details: { email, from: user.role, to: role } });
    return user.role;
  }
}
