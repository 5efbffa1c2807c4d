import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, In, IsNull, Like, type Repository } from 'typeorm';
import { PlainFindOne } from '../platform/database/plain/plain-statements';
import type { UserRole } from './user-role';
import { User } from './user.entity';

/** The columns a new account is created with; the rest take their defaults. */
export interface NewUserAccount {
  /** Already normalized (normalizeEmail). */
  email: string;
  firstName: string;
  lastName: string;
  passwordHash: string | null;
  isVerified: boolean;
  mobileNumber?: string;
  timezoneId?: number | null;
  role?: UserRole;
  isForceResetPassword?: boolean;
  enterpriseId?: number | null;
}

/** What else changes with a new password hash. */
export interface PasswordHashChange {
  /** Sets (true) or clears (false) "must change the password at next sign-in"; untouched when absent. */
  forceReset?: boolean;
  /** The holder proved the address (a mailed link): the account becomes verified. */
  verified?: true;
}

/**
 * The account of a sign-in, every column as findOneBy read it (User loads no relation eagerly), as
 * plain SQL: TypeORM's query building cost a sign-in more than the statement (issue 11, ADR 0415).
 */
const findUserByEmail = new PlainFindOne(User, { where: ['email'] });

/**
 * The owner of the users table (docs/adr/0603-one-owner-per-table.md): every other module reads and
 * writes accounts through these methods, never through a Repository<User> of its own. Each method
 * takes an optional EntityManager, so a caller's transaction covers the account's change too.
 */
@Injectable()
export class UserAccounts {
  constructor(@InjectRepository(User) private readonly users: Repository<User>) {}

  /** The account of a normalized address, no relation loaded. */
  findByEmail(email: string, manager: EntityManager = this.users.manager): Promise<User | null> {
    return manager.findOneBy(User, { email });
  }

  /** findByEmail for the password sign-in, as a plain statement (the hot path, ADR 0415). */
  findForSignIn(email: string, manager: EntityManager = this.users.manager): Promise<User | null> {
    return findUserByEmail.run(manager, { email });
  }

  existsWithEmail(email: string, manager: EntityManager = this.users.manager): Promise<boolean> {
    return manager.existsBy(User, { email });
  }

  /** The account, no relation loaded. */
  findById(id: number, manager: EntityManager = this.users.manager): Promise<User | null> {
    return manager.findOneBy(User, { id });
  }

  /** The account with its time zone, as the user events and the user's own answers need it. */
  /**
   * Holds the user's row lock until `manager`'s transaction ends (MySQL/MariaDB; SQLite runs one
   * transaction at a time already): owners of per-user rows serialize a user's changes on it.
   */
  async lockWithin(manager: EntityManager, id: number): Promise<void> {
    if (manager.connection.options.type === 'better-sqlite3') return;
    await manager.createQueryBuilder(User, 'user').select('user.id').where('user.id = :id', { id }).setLock('pessimistic_write').getOne();
  }

  findWithTimezone(id: number, manager: EntityManager = this.users.manager): Promise<User | null> {
    return manager.findOne(User, { where: { id }, relations: { timezone: true } });
  }

  /** The account of a public uuid (an OpenID Connect subject) with its time zone. */
  findByUuidWithTimezone(uuid: string, manager: EntityManager = this.users.manager): Promise<User | null> {
    return manager.findOne(User, { where: { uuid }, relations: { timezone: true } });
  }

  /** The account with its time zone, only if it belongs to the enterprise. */
  findInEnterprise(id: number, enterpriseId: number, manager: EntityManager = this.users.manager): Promise<User | null> {
    return manager.findOne(User, { where: { id, enterpriseId }, relations: { timezone: true } });
  }

  /** The enterprise's users by last name, first name, id. */
  listOfEnterprise(enterpriseId: number, manager: EntityManager = this.users.manager): Promise<User[]> {
    return manager.find(User, { where: { enterpriseId }, order: { lastName: 'ASC', firstName: 'ASC', id: 'ASC' } });
  }

  countInEnterprise(enterpriseId: number, manager: EntityManager = this.users.manager): Promise<number> {
    return manager.countBy(User, { enterpriseId });
  }

  /** Inserts a new account (uuid assigned) and returns it as saved. The unique email index may refuse it. */
  create(account: NewUserAccount, manager: EntityManager = this.users.manager): Promise<User> {
    return manager.save(manager.create(User, account));
  }

  /** The address is proven (a mailed code, a social or SAML provider). */
  async markVerified(id: number, manager: EntityManager = this.users.manager): Promise<void> {
    await manager.update(User, { id }, { isVerified: true });
  }

  /** Stores a new argon2id hash (null: no password, the account signs in only through a provider), and with it what `change` says. */
  async setPasswordHash(id: number, passwordHash: string | null, change: PasswordHashChange = {}, manager: EntityManager = this.users.manager): Promise<void> {
    await manager.update(User, { id }, {
      passwordHash,
      ...(change.verified ? { isVerified: true } : {}),
      ...(change.forceReset !== undefined ? { isForceResetPassword: change.forceReset } : {}),
    });
  }

  async setDisabled(id: number, disabled: boolean, manager: EntityManager = this.users.manager): Promise<void> {
    await manager.update(User, { id }, { isDisabled: disabled });
  }

  async changeRole(id: number, role: UserRole, manager: EntityManager = this.users.manager): Promise<void> {
    await manager.update(User, { id }, { role });
  }

  /**
   * The role and state of these accounts as committed now, each row locked until `manager`'s
   * transaction ends (MySQL/MariaDB, in id order, so two such transactions never deadlock; SQLite
   * runs one transaction at a time). Absent ids are left out.
   */
  lockRoles(manager: EntityManager, ids: readonly number[]): Promise<Pick<User, 'id' | 'role' | 'isDisabled'>[]> {
    if (ids.length === 0) return Promise.resolve([]);
    const query = manager
      .createQueryBuilder(User, 'user')
      .select(['user.id', 'user.role', 'user.isDisabled'])
      .where('user.id IN (:...ids)', { ids: [...new Set(ids)] })
      .orderBy('user.id', 'ASC');
    if (manager.connection.options.type !== 'better-sqlite3') query.setLock('pessimistic_write');
    return query.getMany();
  }

  /** Deletes the account; its sessions, tokens and factors go with it (ON DELETE CASCADE), audit rows keep their place (SET NULL). */
  async deleteAccount(id: number, manager: EntityManager = this.users.manager): Promise<void> {
    await manager.delete(User, { id });
  }

  /**
   * Makes the account a member (and, if asked, an administrator) of the enterprise, only if it belongs
   * to none: false when it already does (two tabs creating enterprises at once leave it in one only).
   */
  async joinEnterprise(id: number, enterpriseId: number, options: { administrator?: boolean } = {}, manager: EntityManager = this.users.manager): Promise<boolean> {
    const joined = await manager.update(User, { id, enterpriseId: IsNull() }, { enterpriseId, ...(options.administrator ? { isEnterpriseAdministrator: true } : {}) });
    return (joined.affected ?? 0) === 1;
  }

  /** An enterprise's provider vouched for the address: the account is verified and in that enterprise. */
  async joinEnterpriseVerified(id: number, enterpriseId: number, manager: EntityManager = this.users.manager): Promise<void> {
    await manager.update(User, { id }, { enterpriseId, isVerified: true });
  }

  /**
   * Brings the accounts at the (verified) domain that belong to no enterprise into this one; returns
   * those it brought, by id, or null when no such account is at the domain. An account that joined
   * another enterprise meanwhile stays there.
   */
  async claimAtDomain(domainName: string, enterpriseId: number, manager: EntityManager = this.users.manager): Promise<User[] | null> {
    // Addresses are stored in lower case; a domain name holds no LIKE wildcard (letters, digits, '-', '.').
    const candidates = await manager.find(User, { where: { email: Like(`%@${domainName}`), enterpriseId: IsNull() }, order: { id: 'ASC' } });
    const atDomain = candidates.filter((user) => user.email.endsWith(`@${domainName}`));
    if (atDomain.length === 0) return null;
    const ids = atDomain.map((user) => user.id);
    await manager.update(User, { id: In(ids), enterpriseId: IsNull() }, { enterpriseId });
    return manager.find(User, { where: { id: In(ids), enterpriseId }, order: { id: 'ASC' } });
  }
}
