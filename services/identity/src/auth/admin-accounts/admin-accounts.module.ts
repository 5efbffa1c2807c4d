import { Module } from '@nestjs/common';
import { AuditModule } from '../../platform/audit/audit.module';
import { UsersModule } from '../../users/users.module';
import { PasswordsModule } from '../passwords/passwords.module';
import { AdminAccountsService } from './admin-accounts.service';
import { DemoAdminService } from './demo-admin.service';

/** Accounts created with a password from the command line (create-admin, create-user), and the development demo admin. */
@Module({
  imports: [AuditModule, PasswordsModule, UsersModule],
  providers: [AdminAccountsService, DemoAdminService],
  exports: [AdminAccountsService],
})
export class AdminAccountsModule {}
