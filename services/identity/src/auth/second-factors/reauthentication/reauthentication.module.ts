import { Module } from '@nestjs/common';
import { AuditModule } from '../../../platform/audit/audit.module';
import { MagicCodesModule } from '../../magic-codes/magic-codes.module';
import { PasswordsModule } from '../../passwords/passwords.module';
import { SessionsModule } from '../../sessions/sessions.module';
import { LoginThrottleModule } from '../../sign-in/login-throttle.module';
import { ReauthenticationController } from './reauthentication.controller';
import { ReauthenticationService } from './reauthentication.service';

/**
 * Re-authentication by password or mailed code. A module apart from SecondFactorsModule: it uses the
 * magic codes, whose sign-in passes SecondFactorsModule's gate.
 */
@Module({
  imports: [AuditModule, LoginThrottleModule, MagicCodesModule, PasswordsModule, SessionsModule],
  controllers: [ReauthenticationController],
  providers: [ReauthenticationService],
})
export class ReauthenticationModule {}
