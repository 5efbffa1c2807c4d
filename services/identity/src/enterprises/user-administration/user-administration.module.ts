import { Module } from '@nestjs/common';
import { AccountRecoveryModule } from '../../auth/account-recovery/account-recovery.module';
import { MagicCodesModule } from '../../auth/magic-codes/magic-codes.module';
import { SecondFactorsModule } from '../../auth/second-factors/second-factors.module';
import { SessionsModule } from '../../auth/sessions/sessions.module';
import { AuditModule } from '../../platform/audit/audit.module';
import { UsersModule } from '../../users/users.module';
import { EnterprisesModule } from '../enterprises.module';
import { UserAdministrationController } from './user-administration.controller';
import { UserAdministrationService } from './user-administration.service';

/**
 * User management for system administrators (issue 30, docs/adr/1003). Under enterprises/ because
 * the user page names the user's enterprise (above auth/ in the layers); it owns no table.
 */
@Module({
  imports: [AccountRecoveryModule, AuditModule, EnterprisesModule, MagicCodesModule, SecondFactorsModule, SessionsModule, UsersModule],
  controllers: [UserAdministrationController],
  providers: [UserAdministrationService],
})
export class UserAdministrationModule {}
