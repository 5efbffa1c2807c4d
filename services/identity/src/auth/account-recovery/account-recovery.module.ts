import { Module } from '@nestjs/common';
import { AuditModule } from '../../platform/audit/audit.module';
import { MagicCodesModule } from '../magic-codes/magic-codes.module';
import { MailModule } from '../../platform/mail/mail.module';
import { PasswordsModule } from '../passwords/passwords.module';
import { SecondFactorsModule } from '../second-factors/second-factors.module';
import { SessionsModule } from '../sessions/sessions.module';
import { UserTokensModule } from '../user-tokens/user-tokens.module';
import { UsersModule } from '../../users/users.module';
import { AccountRecoveryController } from './account-recovery.controller';
import { PasswordLinkService } from './password-link.service';

/** POST /v1/users/forgot and PATCH /v1/users/{key}: into an account by a mailed code or link. */
@Module({
  imports: [AuditModule, MagicCodesModule, MailModule, PasswordsModule, SecondFactorsModule, SessionsModule, UserTokensModule, UsersModule],
  controllers: [AccountRecoveryController],
  providers: [PasswordLinkService],
  // For the system administrators' "send a password reset link" (issue 30).
  exports: [PasswordLinkService],
})
export class AccountRecoveryModule {}
