import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { AuditService } from '../../platform/audit/audit.service';
import { ApiException } from '../../platform/errors/api-exception';
import { PasswordHasher } from '../../auth/passwords/password-hasher';
import { SecondFactorHolders } from '../../auth/second-factors/second-factor-holders';
import { SecondFactorReset } from '../../auth/second-factors/second-factor-reset';
import { SessionsService } from '../../auth/sessions/sessions.service';
import type { SessionContext } from '../../platform/http/session-context';
import type { MailLanguage } from '../../platform/mail/mail-language';
import { UserAccounts } from '../../users/user-accounts';
import type { User } from '../../users/user.entity';
import { WebhookPublisher } from '../../site-applications/webhooks/webhook-publisher.service';
import type { EnterpriseUserUpdatedDto } from '../dto/enterprise-user-updated.dto';
import type { EnterpriseUserDto } from '../dto/enterprise-user.dto';
import type { UpdateEnterpriseUserDto } from '../dto/update-enterprise-user.dto';
import type { Enterprise } from '../enterprise.entity';
import { mapEnterpriseUser } from '../enterprise.mapper';
import { type EnterpriseUserAction, enterpriseUserActionOf } from './enterprise-user-action';
import { generateTemporaryPassword } from './temporary-password';

/** The Users tab: the enterprise's users and the row menu's actions on them. */
@Injectable()
export class EnterpriseUsersService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly accounts: UserAccounts,
    private readonly sessions: SessionsService,
    private readonly hasher: PasswordHasher,
    private readonly webhooks: WebhookPublisher,
    private readonly audit: AuditService,
    private readonly secondFactorHolders: SecondFactorHolders,
    private readonly secondFactorReset: SecondFactorReset,
  ) {}

  async list(enterprise: Enterprise): Promise<EnterpriseUserDto[]> {
    const users = await this.accounts.listOfEnterprise(enterprise.id);
    const holders = await this.secondFactorHolders.amongUsers(users.map((user) => user.id));
    return users.map((user) => mapEnterpriseUser(user, holders.has(user.id)));
  }

  /** One action of the row menu; never on the caller's own account (the menu hides it, the server refuses it). */
  async update(caller: User, enterprise: Enterprise, userId: number, body: UpdateEnterpriseUserDto, context: SessionContext): Promise<EnterpriseUserUpdatedDto> {
    const action = enterpriseUserActionOf(body);
    if (!action) throw new ApiException('ONE_USER_ACTION');
    if (userId === caller.id) throw new ApiException('OWN_ACCOUNT');
    const user = await this.managedUser(caller, enterprise, userId);
    const tempPassword = await this.apply(action, user);
    await this.audit.record({
      event: auditEventOf(action),
      actorId: caller.id,
      subjectId: user.id,
      ip: context.ip,
      details: { enterpriseId: enterprise.id },
    });
    const holders = await this.secondFactorHolders.amongUsers([user.id]);
    const answer: EnterpriseUserUpdatedDto = mapEnterpriseUser(user, holders.has(user.id));
    if (tempPassword !== null) answer.tempPassword = tempPassword;
    return answer;
  }

  /** Removes every second factor of a user of the enterprise (a lost phone or key); the user is mailed. */
  async resetSecondFactors(caller: User, enterprise: Enterprise, userId: number, context: SessionContext, language: MailLanguage): Promise<void> {
    const user = await this.managedUser(caller, enterprise, userId);
    await this.secondFactorReset.reset(user, { actor: caller, enterprise: { id: enterprise.id, name: enterprise.name }, context, language });
  }

  /** A user of the enterprise the caller may act on; another enterprise's user is not found, like an absent one. */
  private async managedUser(caller: User, enterprise: Enterprise, userId: number): Promise<User> {
    const user = await this.accounts.findInEnterprise(userId, enterprise.id);
    if (!user) throw new ApiException('USER_NOT_FOUND');
    // An enterprise administrator manages the enterprise's people, not the product's administrators.
    if (user.role === 'SYSADMIN' && caller.role !== 'SYSADMIN') throw new ApiException('FORBIDDEN');
    return user;
  }

  /** Changes the user and, in the same transaction, queues the applications' webhook; returns a new temporary password. */
  private async apply(action: EnterpriseUserAction, user: User): Promise<string | null> {
    let tempPassword: string | null = null;
    const passwordHash = action.kind === 'setTemporaryPassword' ? await this.hasher.hash((tempPassword = generateTemporaryPassword())) : null;
    await this.dataSource.transaction(async (manager) => {
      switch (action.kind) {
        case 'disableUser':
          user.isDisabled = action.disable;
          await this.accounts.setDisabled(user.id, action.disable, manager);
          await this.webhooks.publish(action.disable ? 'user.disabled' : 'user.updated', user, manager);
          break;
        case 'setTemporaryPassword':
          user.isForceResetPassword = true;
          user.passwordHash = passwordHash;
          await this.accounts.setPasswordHash(user.id, passwordHash, { forceReset: true }, manager);
          break;
        case 'forceLogout':
          await this.webhooks.publish('user.logged_out', user, manager);
          break;
      }
    });
    // Every action but enabling ends the user's sessions: a disabled user, one whose password an
    // administrator replaced, and one being signed out must not go on with an open session.
    if (!(action.kind === 'disableUser' && !action.disable)) await this.sessions.endAllOf(user.id);
    return tempPassword;
  }
}

function auditEventOf(action: EnterpriseUserAction) {
  switch (action.kind) {
    case 'disableUser':
      return action.disable ? 'ENTERPRISE_USER_DISABLED' : 'ENTERPRISE_USER_ENABLED';
    case 'setTemporaryPassword':
      return 'ENTERPRISE_USER_TEMPORARY_PASSWORD_SET';
    case 'forceLogout':
      return 'ENTERPRISE_USER_LOGGED_OUT';
  }
}
