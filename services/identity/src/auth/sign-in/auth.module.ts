import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { AuditModule } from '../../platform/audit/audit.module';
import { ImpersonationModule } from '../impersonation/impersonation.module';
import { MagicCodesModule } from '../magic-codes/magic-codes.module';
import { PasswordsModule } from '../passwords/passwords.module';
import { SecondFactorsModule } from '../second-factors/second-factors.module';
import { SessionsModule } from '../sessions/sessions.module';
import { UsersModule } from '../../users/users.module';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { LocalSignInGuard } from './local-sign-in.guard';
import { LocalStrategy } from './local.strategy';
import { LoginThrottleModule } from './login-throttle.module';
import { SessionStateService } from './session-state.service';

@Module({
  imports: [PassportModule, AuditModule, ImpersonationModule, LoginThrottleModule, MagicCodesModule, PasswordsModule, SecondFactorsModule, SessionsModule, UsersModule],
  controllers: [AuthController],
  providers: [AuthService, LocalStrategy, LocalSignInGuard, SessionStateService],
})
export class AuthModule {}
