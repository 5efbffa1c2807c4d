import { Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { AuditModule } from '../../platform/audit/audit.module';
import { SessionsModule } from '../sessions/sessions.module';
import { UsersModule } from '../../users/users.module';
import { ImpersonationController } from './impersonation.controller';
import { ImpersonationExit } from './impersonation-exit';
import { ImpersonationAuditInterceptor } from './impersonation-audit.interceptor';
import { ImpersonationService } from './impersonation.service';
import { ImpersonatorCookie } from './impersonator-cookie';

/** SYSADMIN signing in as a user (SPEC §1, §7 POST /auth/impersonate) and back. */
@Module({
  imports: [AuditModule, SessionsModule, UsersModule],
  controllers: [ImpersonationController],
  providers: [ImpersonationService, ImpersonatorCookie, ImpersonationExit, { provide: APP_INTERCEPTOR, useClass: ImpersonationAuditInterceptor }],
  exports: [ImpersonationService, ImpersonationExit],
})
export class ImpersonationModule {}
