import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { normalizeEmail } from '@weather/validation';
import type { Repository } from 'typeorm';
import { BackgroundTasks } from '../../platform/background-tasks';
import { AuditService } from '../../platform/audit/audit.service';
import { ApiException } from '../../platform/errors/api-exception';
import type { SessionContext } from '../../platform/http/session-context';
import { type MailLanguage, toMailLanguage } from '../../platform/mail/mail-language';
import { MailService } from '../../platform/mail/mail.service';
import { UserAccounts } from '../../users/user-accounts';
import type { User } from '../../users/user.entity';
import { PasskeyFactors } from '../passkeys/passkey-factors';
import { RecoveryCode } from './recovery-code.entity';
import { SecondStepChallenge } from './second-step-challenge.entity';
import { TotpFactor } from './totp-factor.entity';

/** Who reset the factors, as the audit row and the user's mail say it. */
export interface SecondFactorResetBy {
  /** The administrator; null for an operator at the command line (`reset-second-factors`). */
  readonly actor: User | null;
  /** The enterprise whose administrator acted; null for a SYSADMIN's reset. */
  readonly enterprise: { readonly id: number; readonly name: string } | null;
  readonly context: SessionContext;
  /** The administrator's language: the user has none stored, and one organisation mostly shares one. */
  readonly language: MailLanguage;
}

/**
 * An administrator's reset of a user's second factors (a lost phone, a lost security key): every
 * authenticator app, passkey and recovery code goes, and so does a sign-in waiting for its second
 * step (its list of methods is void). The user's sessions stay: a reset is no sign of a stolen session.
 */
@Injectable()
export class SecondFactorReset implements OnApplicationShutdown {
  /** The user's notice leaves after the answer; awaited at shutdown and by tests. */
  readonly background = new BackgroundTasks(new Logger(SecondFactorReset.name));

  constructor(
    @InjectRepository(TotpFactor) private readonly totpFactors: Repository<TotpFactor>,
    @InjectRepository(RecoveryCode) private readonly recoveryCodes: Repository<RecoveryCode>,
    @InjectRepository(SecondStepChallenge) private readonly challenges: Repository<SecondStepChallenge>,
    private readonly passkeys: PasskeyFactors,
    private readonly accounts: UserAccounts,
    private readonly audit: AuditService,
    private readonly mail: MailService,
  ) {}

  onApplicationShutdown(): Promise<void> {
    return this.background.drain();
  }

  /** A SYSADMIN's reset of any user (DELETE /v1/users/{key}/second-factors). */
  async resetUser(userId: number, by: SecondFactorResetBy): Promise<void> {
    const user = await this.accounts.findById(userId);
    if (!user) throw new ApiException('USER_NOT_FOUND');
    await this.reset(user, by);
  }

  /**
   * The operator's reset at the command line (`npm run identity -- reset-second-factors --email …`):
   * the way back in when every administrator who could reset the user, or the last system
   * administrator, has lost their factors. Null when no account has the address.
   */
  async resetByEmail(email: string): Promise<User | null> {
    const user = await this.accounts.findByEmail(normalizeEmail(email));
    if (!user) return null;
    await this.reset(user, { actor: null, enterprise: null, context: { ip: null, userAgent: null }, language: toMailLanguage(user.locale) });
    return user;
  }

  /**
   * Never the caller's own factors: their own removal goes through the Security tab, which asks for
   * the password again (an open session alone must not strip the account's second step).
   */
  async reset(user: User, by: SecondFactorResetBy): Promise<void> {
    if (by.actor && user.id === by.actor.id) throw new ApiException('OWN_ACCOUNT');
    // The pending second steps first, so no sign-in finishes on a factor that is about to go.
    const removed = await this.totpFactors.manager.transaction(async (manager) => {
      await manager.withRepository(this.challenges).delete({ userId: user.id });
      return {
        totp: (await manager.withRepository(this.totpFactors).delete({ userId: user.id })).affected ?? 0,
        recoveryCodes: (await manager.withRepository(this.recoveryCodes).delete({ userId: user.id })).affected ?? 0,
      };
    });
    // Passkeys belong to passkeys/, which deletes them itself: outside the transaction, so a failure
    // here leaves only passkeys, and the same reset again finishes the job.
    const passkeys = await this.passkeys.countFor(user.id);
    await this.passkeys.deleteAllFor(user.id);
    await this.audit.record({
      event: 'SECOND_FACTORS_RESET',
      actorId: by.actor?.id ?? null,
      subjectId: user.id,
      ip: by.context.ip,
      details: { ...(by.enterprise ? { enterpriseId: by.enterprise.id } : {}), ...(by.actor ? {} : { by: 'command line' }), totp: removed.totp, passkeys, recoveryCodes: removed.recoveryCodes },
    });
    this.background.run(`Second factors reset mail to user ${user.id}`, async () => {
      const slot = await this.mail.reserve(user.email, 'second_factors_reset', { subjectId: user.id, ip: by.context.ip });
      if (slot) await this.mail.sendSecondFactorsReset(slot, { firstName: user.firstName, enterpriseName: by.enterprise?.name ?? null }, by.language);
    });
  }
}
