import { Module } from '@nestjs/common';
import { SessionsModule } from '../sessions/sessions.module';
import { SiteApplicationsModule } from '../site-applications/site-applications.module';
import { AuthorizationChecksController } from './authorization-checks.controller';
import { AuthorizationChecksService } from './authorization-checks.service';

/** GET /v1/users/me/authorization/{clientId}: the launcher's per-application question. */
@Module({
  imports: [SessionsModule, SiteApplicationsModule],
  controllers: [AuthorizationChecksController],
  providers: [AuthorizationChecksService],
})
export class AuthorizationChecksModule {}
