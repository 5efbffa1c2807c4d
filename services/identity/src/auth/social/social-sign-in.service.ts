import { Injectable } from '@nestjs/common';
import { normalizeEmail } from '@weather/validation';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditService } from '../../platform/audit/audit.service';
import { SamlSignInPolicy } from '../sign-in/saml-sign-in-policy';
import type { SessionContext } from '../../platform/http/session-context';
import { type FirstStepOutcome, SecondStepGate } from '../second-factors/second-step-gate';
import { UserAccounts } from '../../users/user-accounts';
import type { User } from '../../users/user.entity';
import { SocialIdentity } from './social-identity.entity';
import type { SocialProfile } from './social-provider';
import { SocialSignInError } from './social-result';

/**
 * The account of a social profile, and its session. A known (provider, subject) signs its user in;
 * otherwise a provider-verified email signs in the account of that address, linking the identity, or
 * registers a new verified user. An address the provider does not vouch for never reaches an account.
 * An address of a domain that forces SAML signs in at its enterprise provider only, as with a password.
 */
@Injectable()
export class SocialSignInService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly users: UserAccounts,
    private readonly audit: AuditService,
    private readonly forcedSaml: SamlSignInPolicy,
    private readonly gate: SecondStepGate,
  ) {}

  /**
   * Opens a session for the profile's account, or, when the user has a second factor (or their
   * enterprise requires one), a pending second step instead (issue 29). The tokens are for the cookies only.
   */
  async signIn(profile: SocialProfile, context: SessionContext, previousToken: string | null): Promise<FirstStepOutcome> {
    const { user, created } = await this.dataSource.transaction((manager) => this.accountOf(manager, profile));
    if (created) {
      await this.audit.record({ event: 'USER_CREATED', actorId: user.id, subjectId: user.id, ip: context.ip, details: { method: profile.provider } });
    }
    if (user.isDisabled) {
      // The method as its LOGIN_SUCCEEDED names it (social:facebook), so both count as social sign-ins.
      await this.audit.record({ event: 'LOGIN_FAILED', subjectId: user.id, ip: context.ip, details: { method: `social:${profile.provider}`, reason: 'disabled' } });
      throw new SocialSignInError('ACCOUNT_DISABLED');
    }
    return this.gate.begin(user, context, `social:${profile.provider}`, previousToken);
  }

  private async accountOf(manager: EntityManager, profile: SocialProfile): Promise<{ user: User; created: boolean }> {
    if (!profile.subject) throw new SocialSignInError('SOCIAL_PROVIDER_UNAVAILABLE');
    const identity = await manager.findOne(SocialIdentity, { where: { provider: profile.provider, subject: profile.subject }, relations: { user: true } });
    if (identity) {
      await this.refuseForcedSaml(identity.user.email);
      return { user: identity.user, created: false };
    }
    if (!profile.email) throw new SocialSignInError('SOCIAL_EMAIL_MISSING');
    if (!profile.emailVerified) throw new SocialSignInError('SOCIAL_EMAIL_UNVERIFIED');

    const email = normalizeEmail(profile.email);
    await this.refuseForcedSaml(email);
    const existing = await this.users.findByEmail(email, manager);
    const user =
      existing ??
      (await this.users.create(
        {
          email,
          firstName: profile.firstName.slice(0, 100),
          lastName: profile.lastName.slice(0, 100),
          passwordHash: null,
          isVerified: true,
        },
        manager,
      ));
    // The provider vouched for the address: an account still waiting for its mailed code is proven too.
    if (existing && !existing.isVerified) await this.users.markVerified(existing.id, manager);
    await manager.save(manager.create(SocialIdentity, { provider: profile.provider, subject: profile.subject, userId: user.id }));
    return { user, created: existing === null };
  }

  private async refuseForcedSaml(email: string): Promise<void> {
    const loginURL = await this.forcedSaml.loginUrlFor(email);
    if (loginURL) throw new SocialSignInError('SOCIAL_SAML_REQUIRED', loginURL);
  }
}
