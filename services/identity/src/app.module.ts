import { type DynamicModule, Module } from '@nestjs/common';
import { ScheduleModule } from '@nestjs/schedule';
import { AccountRecoveryModule } from './account-recovery/account-recovery.module';
import { AuditModule } from './audit/audit.module';
import { AuthModule } from './auth/auth.module';
import { AuthorizationChecksModule } from './authorization-checks/authorization-checks.module';
import { CaptchaModule } from './captcha/captcha.module';
import { CommonModule } from './common/common.module';
import { ConfigModule } from './config/config.module';
import type { IdentityConfig } from './config/identity-config';
import { DatabaseModule } from './database/database.module';
import { EnterprisesModule } from './enterprises/enterprises.module';
import { EulaModule } from './eula/eula.module';
import { HandoffModule } from './handoff/handoff.module';
import { HealthModule } from './health/health.module';
import { HousekeepingModule } from './housekeeping/housekeeping.module';
import { KeysEncryptionModule } from './keys-encryption/keys-encryption.module';
import { MailModule } from './mail/mail.module';
import { RegistrationModule } from './registration/registration.module';
import { SamlModule } from './saml/saml.module';
import { SessionsModule } from './sessions/sessions.module';
import { SigningKeysModule } from './signing-keys/signing-keys.module';
import { SocialModule } from './social/social.module';
import { SiteApplicationsModule } from './site-applications/site-applications.module';
import { TimezonesModule } from './timezones/timezones.module';
import { UsersModule } from './users/users.module';
import { WebhooksModule } from './webhooks/webhooks.module';

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
        DatabaseModule,
        KeysEncryptionModule,
        AuditModule,
        SessionsModule,
        AuthModule,
        UsersModule,
        TimezonesModule,
        EulaModule,
        HealthModule,
        MailModule,
        AccountRecoveryModule,
        HousekeepingModule,
        SiteApplicationsModule,
        SigningKeysModule,
        HandoffModule,
        AuthorizationChecksModule,
        WebhooksModule,
        EnterprisesModule,
        CaptchaModule,
        RegistrationModule,
        SamlModule,
        SocialModule,
      ],
    };
  }
}
