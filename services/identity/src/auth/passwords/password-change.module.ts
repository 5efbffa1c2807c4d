import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../../platform/audit/audit.module';
import { User } from '../../users/user.entity';
import { SessionsModule } from '../sessions/sessions.module';
import { PasswordChangeController } from './password-change.controller';
import { PasswordChangeService } from './password-change.service';
import { PasswordsModule } from './passwords.module';

/** The signed-in user's own password change (PATCH /v1/users/me). */
@Module({
  imports: [TypeOrmModule.forFeature([User]), AuditModule, PasswordsModule, SessionsModule],
  controllers: [PasswordChangeController],
  providers: [PasswordChangeService],
})
export class PasswordChangeModule {}
