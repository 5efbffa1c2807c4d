import { type DynamicModule, Module } from '@nestjs/common';
import { ScheduleModule } from '@nestjs/schedule';
import { AccountRecoveryModule } from './auth/account-recovery/account-recovery.module';
import { ActivityModule } from './enterprises/activity/activity.module';
import { AdminAccountsModule } from './auth/admin-accounts/admin-accounts.module';
import { AuditModule } from './platform/audit/audit.module';
import { AuthHousekeeping } from './auth/auth-housekeeping';
import { AuthModule } from './auth/sign-in/auth.module';
import { AuthorizationChecksModule } from './site-applications/authorization-checks/authorization-checks.module';
import { CaptchaModule } from './auth/captcha/captcha.module';
import { CommonModule } from './platform/common.module';
import { ConfigModule } from './platform/config/config.module';
import type { IdentityConfig } from './platform/config/identity-config';
import { DatabaseModule } from './platform/database/database.module';
import { EnterprisesModule } from './enterprises/enterprises.module';
import { SecondFactorPolicyModule } from './enterprises/second-factor-policy/second-factor-policy.module';
import { entities } from './entities';
import { EulaModule } from './users/eula/eula.module';
import { HandoffModule } from './site-applications/handoff/handoff.module';
import { HealthModule } from './platform/health/health.module';
import { HousekeepingModule } from './platform/housekeeping/housekeeping.module';
import { KeysEncryptionModule } from './platform/keys-encryption/keys-encryption.module';
import { MailModule } from './platform/mail/mail.module';
import { MetricsModule } from './platform/metrics/metrics.module';
import { OidcHousekeeping } from './oidc/oidc-housekeeping';
import { OidcModule } from './oidc/oidc.module';
import { PasswordChangeModule } from './auth/passwords/password-change.module';
import { RegistrationModule } from './auth/registration/registration.module';
import { SamlHousekeeping } from './saml/saml-housekeeping';
import { SamlModule } from './saml/saml.module';
import { sealedColumns } from './sealed-columns';
import { ReauthenticationModule } from './auth/second-factors/reauthentication/reauthentication.module';
import { SecondFactorsModule } from './auth/second-factors/second-factors.module';
import { seeds } from './seeds';
import { SessionsModule } from './auth/sessions/sessions.module';
import { SharedStateModule } from './platform/redis/shared-state.module';
import { SigningKeysModule } from './site-applications/signing-keys/signing-keys.module';
import { SocialModule } from './auth/social/social.module';
import { PasskeysModule } from './auth/passkeys/passkeys.module';
import { SiteApplicationsModule } from './site-applications/catalogue/site-applications.module';
import { SiteApplicationsHousekeeping } from './site-applications/site-applications-housekeeping';
import { TimezonesModule } from './users/timezones/timezones.module';
import { UsersModule } from './users/users.module';
import { UserAdministrationModule } from './enterprises/user-administration/user-administration.module';
import { WebhooksModule } from './site-applications/webhooks/webhooks.module';

/** The identity API, built from a configuration object (main.ts loads it from the environment). */
@Module({})
export class AppModule {
  static forRoot(config: IdentityConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        // The one scheduler of the app: cron jobs and intervals of every module register with it.
        ScheduleModule.forRoot(),
        CommonModule,
        // The one Redis connection and the cache invalidation bus (docs/adr/0700), for every module.
        SharedStateModule,
        // Prometheus metrics (docs/adr/1000): global, every module counts with them.
        MetricsModule,
        DatabaseModule.forRoot({ entities, seeds }),
        KeysEncryptionModule.forRoot(sealedColumns),
        AuditModule,
        SessionsModule,
        AuthModule,
        UsersModule,
        PasswordChangeModule,
        AdminAccountsModule,
        TimezonesModule,
        EulaModule,
        HealthModule,
        MailModule,
        AccountRecoveryModule,
        // Each module's purge of its own tables, in one hourly pass.
        HousekeepingModule.forRoot([AuthHousekeeping, SiteApplicationsHousekeeping, SamlHousekeeping, OidcHousekeeping]),
        SiteApplicationsModule,
        SigningKeysModule,
        HandoffModule,
        AuthorizationChecksModule,
        WebhooksModule,
        EnterprisesModule,
        // The audit viewer, GET /v1/audit (issue 30, docs/adr/1002).
        ActivityModule,
        // User management for system administrators (issue 30, docs/adr/1003).
        UserAdministrationModule,
        // auth's SecondFactorPolicy port, answered from the enterprises' policies (global: the sign-in gate is below).
        SecondFactorPolicyModule,
        CaptchaModule,
        RegistrationModule,
        SamlModule,
        SocialModule,
        PasskeysModule,
        SecondFactorsModule,
        ReauthenticationModule,
        // The OpenID Connect provider, beside the hand-off (docs/adr/0801).
        OidcModule,
      ],
    };
  }
}
