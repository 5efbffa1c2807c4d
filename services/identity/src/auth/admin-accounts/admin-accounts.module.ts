import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../../platform/audit/audit.module';
import { User } from '../../users/user.entity';
import { PasswordsModule } from '../passwords/passwords.module';
import { AdminAccountsService } from './admin-accounts.service';
import { DemoAdminService } from './demo-admin.service';

/** Accounts created with a password from the command line (create-admin, create-user), and the development demo admin. */
@Module({
  imports: [TypeOrmModule.forFeature([User]), AuditModule, PasswordsModule],
  providers: [AdminAccountsService, DemoAdminService],
  exports: [AdminAccountsService],
})
export class AdminAccountsModule {}
