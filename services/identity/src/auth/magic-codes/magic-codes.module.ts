import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../../platform/audit/audit.module';
import { LoginThrottleModule } from '../sign-in/login-throttle.module';
import { IDENTITY_CONFIG } from '../../platform/config/config.module';
import type { IdentityConfig } from '../../platform/config/identity-config';
import { MailModule } from '../../platform/mail/mail.module';
import { RateLimitsModule } from '../../platform/rate-limits/rate-limits.module';
import { SecondFactorsModule } from '../second-factors/second-factors.module';
import { SessionsModule } from '../sessions/sessions.module';
import { UsersModule } from '../../users/users.module';
import { CodeSignInService } from './code-sign-in.service';
import { MagicCode } from './magic-code.entity';
import { MagicCodeSecret } from './magic-code-secret';
import { MagicCodesService } from './magic-codes.service';
import { SendLimiter } from './send-limiter';

/** One-time sign-in codes, sign-in by code and the limit on mail sent on request. */
@Module({
  imports: [TypeOrmModule.forFeature([MagicCode]), AuditModule, LoginThrottleModule, MailModule, RateLimitsModule, SecondFactorsModule, SessionsModule, UsersModule],
  providers: [
    MagicCodesService,
    CodeSignInService,
    SendLimiter,
    { provide: MagicCodeSecret, inject: [IDENTITY_CONFIG], useFactory: (config: IdentityConfig) => MagicCodeSecret.fromConfig(config) },
  ],
  exports: [CodeSignInService, MagicCodesService, SendLimiter],
})
export class MagicCodesModule {}
