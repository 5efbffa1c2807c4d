import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../audit/audit.module';
import { SessionsModule } from '../sessions/sessions.module';
import { TimezonesModule } from '../timezones/timezones.module';
import { PasswordsModule } from '../passwords/passwords.module';
import { AdminAccountsService } from './admin-accounts.service';
import { DemoAdminService } from './demo-admin.service';
import { UserAvatar } from './user-avatar.entity';
import { User } from './user.entity';
import { UsersController } from './users.controller';
import { PasswordChangeService } from './password-change.service';
import { UsersService } from './users.service';

@Module({
  imports: [TypeOrmModule.forFeature([User, UserAvatar]), AuditModule, PasswordsModule, SessionsModule, TimezonesModule],
  controllers: [UsersController],
  providers: [UsersService, PasswordChangeService, AdminAccountsService, DemoAdminService],
  exports: [UsersService, AdminAccountsService],
})
export class UsersModule {}
