import { Module } from '@nestjs/common';
import { AuditModule } from '../../platform/audit/audit.module';
import { UsersModule } from '../../users/users.module';
import { SessionsModule } from '../sessions/sessions.module';
import { PasswordChangeController } from './password-change.controller';
import { PasswordChangeService } from './password-change.service';
import { PasswordsModule } from './passwords.module';

/** The signed-in user's own password change (PATCH /v1/users/me). */
@Module({
  imports: [AuditModule, PasswordsModule, SessionsModule, UsersModule],
  controllers: [PasswordChangeController],
  providers: [PasswordChangeService],
})
export class PasswordChangeModule {}
