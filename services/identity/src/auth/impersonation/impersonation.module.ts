import { Module } from '@nestjs/common';
import { AuditModule } from '../../platform/audit/audit.module';
import { SessionsModule } from '../sessions/sessions.module';
import { UsersModule } from '../../users/users.module';
import { ImpersonationController } from './impersonation.controller';
import { ImpersonationExit } from './impersonation-exit';
import { ImpersonationScope } from './impersonation-scope';
import { ImpersonationService } from './impersonation.service';
import { ImpersonatorCookie } from './impersonator-cookie';

/** SYSADMIN signing in as a user (SPEC §1, §7 POST /auth/impersonate) and back. */
@Module({
  imports: [AuditModule, SessionsModule, UsersModule],
  controllers: [ImpersonationController],
  providers: [ImpersonationService, ImpersonatorCookie, ImpersonationExit, ImpersonationScope],
  exports: [ImpersonationService, ImpersonationExit],
})
export class ImpersonationModule {}
