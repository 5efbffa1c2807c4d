import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../platform/audit/audit.module';
import { TimezonesModule } from './timezones/timezones.module';
import { PasswordsModule } from '../auth/passwords/passwords.module';
import { AdminAccountsService } from './admin-accounts.service';
import { AvatarController } from './avatar/avatar.controller';
import { AvatarService } from './avatar/avatar.service';
import { DemoAdminService } from './demo-admin.service';
import { UsersSearchController } from './search/users-search.controller';
import { UsersSearchService } from './search/users-search.service';
import { UserAvatar } from './user-avatar.entity';
import { User } from './user.entity';
import { UsersController } from './users.controller';
import { UsersService } from './users.service';

@Module({
  imports: [TypeOrmModule.forFeature([User, UserAvatar]), AuditModule, PasswordsModule, TimezonesModule],
  controllers: [UsersController, AvatarController, UsersSearchController],
  providers: [UsersService, UsersSearchService, AvatarService, AdminAccountsService, DemoAdminService],
  exports: [UsersService, AdminAccountsService],
})
export class UsersModule {}
