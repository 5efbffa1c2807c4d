import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../platform/audit/audit.module';
import { TimezonesModule } from './timezones/timezones.module';
import { AvatarController } from './avatar/avatar.controller';
import { AvatarService } from './avatar/avatar.service';
import { UsersSearchController } from './search/users-search.controller';
import { UsersSearchService } from './search/users-search.service';
import { UserAvatar } from './user-avatar.entity';
import { User } from './user.entity';
import { UsersController } from './users.controller';
import { UsersService } from './users.service';

@Module({
  imports: [TypeOrmModule.forFeature([User, UserAvatar]), AuditModule, TimezonesModule],
  controllers: [UsersController, AvatarController, UsersSearchController],
  providers: [UsersService, UsersSearchService, AvatarService],
  exports: [UsersService],
})
export class UsersModule {}
