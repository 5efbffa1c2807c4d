import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../platform/audit/audit.module';
import { TimezonesModule } from './timezones/timezones.module';
import { AvatarController } from './avatar/avatar.controller';
import { AvatarService } from './avatar/avatar.service';
import { PublicAvatarController } from './avatar/public-avatar.controller';
import { UsersSearchController } from './search/users-search.controller';
import { UsersSearchService } from './search/users-search.service';
import { UserAvatar } from './user-avatar.entity';
import { User } from './user.entity';
import { UsersController } from './users.controller';
import { UserAccounts } from './user-accounts';
import { UsersService } from './users.service';

/**
 * Profile, avatar and search, and the owner of the users table: the only module that registers User;
 * every other module imports this one and goes through UserAccounts (docs/adr/0603-one-owner-per-table.md).
 */
@Module({
  imports: [TypeOrmModule.forFeature([User, UserAvatar]), AuditModule, TimezonesModule],
  controllers: [UsersController, AvatarController, PublicAvatarController, UsersSearchController],
  providers: [UserAccounts, UsersService, UsersSearchService, AvatarService],
  exports: [UserAccounts, UsersService],
})
export class UsersModule {}
