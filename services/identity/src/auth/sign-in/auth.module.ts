import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../../platform/audit/audit.module';
import { ImpersonationModule } from '../impersonation/impersonation.module';
import { MagicCodesModule } from '../magic-codes/magic-codes.module';
import { PasswordsModule } from '../passwords/passwords.module';
import { SessionsModule } from '../sessions/sessions.module';
import { User } from '../../users/user.entity';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { LoginThrottleModule } from './login-throttle.module';

@Module({
  imports: [TypeOrmModule.forFeature([User]), AuditModule, ImpersonationModule, LoginThrottleModule, MagicCodesModule, PasswordsModule, SessionsModule],
  controllers: [AuthController],
  providers: [AuthService],
})
export class AuthModule {}
