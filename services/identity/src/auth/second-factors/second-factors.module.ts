import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../../platform/audit/audit.module';
import { MailModule } from '../../platform/mail/mail.module';
import { RateLimitsModule } from '../../platform/rate-limits/rate-limits.module';
import { UsersModule } from '../../users/users.module';
import { PasskeysModule } from '../passkeys/passkeys.module';
import { SessionsModule } from '../sessions/sessions.module';
import { LoginThrottleModule } from '../sign-in/login-throttle.module';
import { PasskeySecondStepController } from './passkey-second-step.controller';
import { PasskeySecurityController } from './passkey-security.controller';
import { FactorRemoval } from './factor-removal';
import { FirstStepCookies } from './first-step-cookies';
import { RecentReauthenticationGuard } from './reauthentication/recent-reauthentication.guard';
import { RecoveryCode } from './recovery-code.entity';
import { RecoveryCodeHasher } from './recovery-code-hasher';
import { RecoveryCodesService } from './recovery-codes.service';
import { SecondFactorHolders } from './second-factor-holders';
import { SecondFactorReset } from './second-factor-reset';
import { SecondFactorResetController } from './second-factor-reset.controller';
import { SecondStepAttempts } from './second-step-attempts';
import { SecondStepChallenge } from './second-step-challenge.entity';
import { SecondStepChallenges } from './second-step-challenges';
import { SecondStepCompletion } from './second-step-completion';
import { SecondStepCookie } from './second-step-cookie';
import { SecondStepGate } from './second-step-gate';
import { SecondStepController } from './second-step.controller';
import { SecondStepService } from './second-step.service';
import { TotpSecurityController } from './security/totp-security.controller';
import { TotpSecurityService } from './security/totp-security.service';
import { TotpFactor } from './totp-factor.entity';
import { TotpFactors } from './totp/totp-factors';
import { UserSecondFactors } from './user-second-factors';

/**
 * Second factors (issue 29): authenticator apps, recovery codes, the second step of sign-in (the
 * gate every first step passes, the pending challenge, its completion), the re-authentication guard
 * of the Security tab's changes, and administrators' resets. SecondFactorPolicy comes from
 * enterprises/ (a global provider of the composition root).
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([TotpFactor, RecoveryCode, SecondStepChallenge]),
    AuditModule,
    LoginThrottleModule,
    MailModule,
    PasskeysModule,
    RateLimitsModule,
    SessionsModule,
    UsersModule,
  ],
  controllers: [SecondFactorResetController, SecondStepController, TotpSecurityController, PasskeySecondStepController, PasskeySecurityController],
  providers: [
    FactorRemoval,
    SecondFactorHolders,
    SecondFactorReset,
    UserSecondFactors,
    TotpFactors,
    RecoveryCodeHasher,
    RecoveryCodesService,
    SecondStepCookie,
    SecondStepChallenges,
    SecondStepAttempts,
    SecondStepCompletion,
    SecondStepGate,
    FirstStepCookies,
    RecentReauthenticationGuard,
    SecondStepService,
    TotpSecurityService,
  ],
  exports: [
    SecondFactorHolders,
    SecondFactorReset,
    UserSecondFactors,
    RecoveryCodesService,
    SecondStepCookie,
    SecondStepChallenges,
    SecondStepAttempts,
    SecondStepCompletion,
    SecondStepGate,
    FirstStepCookies,
    RecentReauthenticationGuard,
  ],
})
export class SecondFactorsModule {}
