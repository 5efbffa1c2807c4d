import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { PasswordLinkService } from '../../auth/account-recovery/password-link.service';
import { CodeSignInService } from '../../auth/magic-codes/code-sign-in.service';
import { UserSecondFactors } from '../../auth/second-factors/user-second-factors';
import { SessionsService } from '../../auth/sessions/sessions.service';
import { AuditService } from '../../platform/audit/audit.service';
import type { AuditEvent } from '../../platform/audit/audit-event';
import { ApiException } from '../../platform/errors/api-exception';
import type { SessionContext } from '../../platform/http/session-context';
import type { MailLanguage } from '../../platform/mail/mail-language';
import { UserAccounts } from '../../users/user-accounts';
import { UserEvents } from '../../users/user-events';
import type { UserRole } from '../../users/user-role';
import type { User } from '../../users/user.entity';
import { EnterpriseAccess } from '../enterprise-access';
import { type AdministrativeChange, refusalOf } from './administration-guard';
import type { ManagedSessionDto } from './dto/managed-session.dto';
import type { ManagedUserDto } from './dto/managed-user.dto';
import { mapManagedSession, mapManagedUser } from './managed-user.mapper';

/**
 * A system administrator's management of any account (issue 30, docs/adr/1003): the rules of each
 * action live in the services that own them (sessions, password links, codes, the users table, the
 * webhook outbox); this service adds who may do it, the guards against locking the product out, and
 * the audit row with actor and subject.
 */
@Injectable()
export class UserAdministrationService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly accounts: UserAccounts,
    private readonly sessions: SessionsService,
    private readonly events: UserEvents,
    private readonly audit: AuditService,
    private readonly passwordLinks: PasswordLinkService,
    private readonly codeSignIn: CodeSignInService,
    private readonly secondFactors: UserSecondFactors,
    private readonly enterprises: EnterpriseAccess,
  ) {}

  async describe(caller: User, userId: number): Promise<ManagedUserDto> {
    return this.describeUser(caller, await this.existing(userId));
  }

  async sessionsOf(userId: number): Promise<ManagedSessionDto[]> {
    const user = await this.existing(userId);
    return (await this.sessions.listOf(user.id)).map(mapManagedSession);
  }

  /** Ends every session of the user, the OpenID Connect ones too, and tells the applications (user.logged_out). */
  async signOut(caller: User, userId: number, context: SessionContext): Promise<void> {
    const user = await this.change(caller, userId, { kind: 'signOut' }, async (target, manager) => {
      await this.events.publish('user.logged_out', target, manager);
    });
    await this.sessions.endAllOf(user.id);
    await this.record('USER_SIGNED_OUT', caller, user, context);
  }

  /** Disabling ends every session at once (as the enterprise administrators' row menu does); the applications are told. */
  async setDisabled(caller: User, userId: number, disabled: boolean, context: SessionContext): Promise<ManagedUserDto> {
    const user = await this.change(caller, userId, { kind: disabled ? 'disable' : 'enable' }, async (target, manager) => {
      if (target.isDisabled === disabled) return;
      target.isDisabled = disabled;
      await this.accounts.setDisabled(target.id, disabled, manager);
      await this.events.publish(disabled ? 'user.disabled' : 'user.updated', target, manager);
    });
    if (disabled) await this.sessions.endAllOf(user.id);
    await this.record(disabled ? 'USER_DISABLED' : 'USER_ENABLED', caller, user, context);
    return this.describeUser(caller, user);
  }

  /** A new role; audited as ROLE_CHANGED like the command line's set-role, with the administrator as actor. */
  async setRole(caller: User, userId: number, role: UserRole, context: SessionContext): Promise<ManagedUserDto> {
    let from: UserRole = role;
    const user = await this.change(caller, userId, { kind: 'role', role }, async (target, manager) => {
      from = target.role;
      if (from === role) return;
      target.role = role;
      await this.accounts.changeRole(target.id, role, manager);
      await this.events.publish('user.updated', target, manager);
    });
    if (from !== role) await this.audit.record({ event: 'ROLE_CHANGED', actorId: caller.id, subjectId: user.id, ip: context.ip, details: { email: user.email, from, to: role } });
    return this.describeUser(caller, user);
  }

  /**
   * Deletes the account and tells the applications (user.deleted, with the user as they were). The
   * audit rows stay, their actor or subject emptied by the database; USER_DELETED keeps who it was.
   */
  async delete(caller: User, userId: number, context: SessionContext): Promise<void> {
    // The guards first, then the sessions are ended while the user still exists: their listeners
    // (the OpenID Connect provider's back-channel logouts and grants) need the user's uuid.
    await this.change(caller, userId, { kind: 'delete' }, () => Promise.resolve());
    await this.sessions.endAllOf(userId);
    const user = await this.change(caller, userId, { kind: 'delete' }, async (target, manager) => {
      await this.events.publish('user.deleted', target, manager);
      await this.accounts.deleteAccount(target.id, manager);
    });
    await this.audit.record({
      event: 'USER_DELETED',
      actorId: caller.id,
      subjectId: null,
      ip: context.ip,
      details: { userId: user.id, uuid: user.uuid, email: user.email, firstName: user.firstName, lastName: user.lastName },
    });
  }

  /** Mails a password reset link (the forgot-password mail); the recipient's mail limit applies (429). */
  async sendPasswordReset(caller: User, userId: number, context: SessionContext, language: MailLanguage): Promise<void> {
    const user = await this.existing(userId);
    if (user.isDisabled) throw new ApiException('ACCOUNT_DISABLED');
    if (!(await this.passwordLinks.mailResetLinkTo(user, context, language))) throw new ApiException('TOO_MANY_ATTEMPTS');
    await this.record('USER_PASSWORD_RESET_REQUESTED', caller, user, context);
  }

  /** Mails the verification code again (POST /v1/users/rewelcome's mail); 409 when the address is verified already. */
  async resendVerification(caller: User, userId: number, context: SessionContext, language: MailLanguage): Promise<void> {
    const user = await this.existing(userId);
    if (user.isVerified) throw new ApiException('ALREADY_VERIFIED');
    if (user.isDisabled) throw new ApiException('ACCOUNT_DISABLED');
    if (!(await this.codeSignIn.mailCodeTo(user, context, language))) throw new ApiException('TOO_MANY_ATTEMPTS');
    await this.record('USER_VERIFICATION_RESENT', caller, user, context);
  }

  /**
   * Runs a change in one transaction with the caller's and the target's rows locked (MySQL/MariaDB;
   * SQLite runs one transaction at a time), after administration-guard.ts saw both as committed: two
   * administrators demoting each other at once are serialized, and the second finds itself no
   * longer SYSADMIN. Answers the target as changed, its time zone loaded.
   */
  private async change(caller: User, userId: number, change: AdministrativeChange, apply: (target: User, manager: EntityManager) => Promise<void>): Promise<User> {
    return this.dataSource.transaction(async (manager) => {
      const locked = await this.accounts.lockRoles(manager, [caller.id, userId]);
      const state = locked.find((account) => account.id === userId);
      const target = state ? await this.accounts.findWithTimezone(userId, manager) : null;
      if (!state || !target) throw new ApiException('USER_NOT_FOUND');
      const refusal = refusalOf(change, locked.find((account) => account.id === caller.id), state);
      if (refusal) throw new ApiException(refusal);
      await apply(target, manager);
      return target;
    });
  }

  private async existing(userId: number): Promise<User> {
    const user = await this.accounts.findWithTimezone(userId);
    if (!user) throw new ApiException('USER_NOT_FOUND');
    return user;
  }

  private async describeUser(caller: User, user: User): Promise<ManagedUserDto> {
    const [enterprise, lastSignIn, factors] = await Promise.all([
      // A SYSADMIN manages every enterprise (EnterpriseAccess), so this reads it by id.
      user.enterpriseId === null ? null : this.enterprises.managedBy(caller, user.enterpriseId),
      this.audit.lastOf('LOGIN_SUCCEEDED', user.id),
      this.secondFactors.heldBy(user.id),
    ]);
    return mapManagedUser(user, { enterprise: enterprise && { id: enterprise.id, name: enterprise.name }, lastSignIn, secondFactors: factors.totp + factors.passkeys });
  }

  private record(event: AuditEvent, caller: User, user: User, context: SessionContext): Promise<void> {
    return this.audit.record({ event, actorId: caller.id, subjectId: user.id, ip: context.ip, details: { email: user.email } });
  }
}
