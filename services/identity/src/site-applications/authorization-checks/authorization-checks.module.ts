import { Module } from '@nestjs/common';
import { SessionsModule } from '../../auth/sessions/sessions.module';
import { SiteApplicationsModule } from '../catalogue/site-applications.module';
import { AuthorizationChecksController } from './authorization-checks.controller';
import { AuthorizationChecksService } from './authorization-checks.service';

/** GET /v1/users/me/authorization/{clientId}: the launcher's per-application question. */
@Module({
  imports: [SessionsModule, SiteApplicationsModule],
  controllers: [AuthorizationChecksController],
  providers: [AuthorizationChecksService],
})
export class AuthorizationChecksModule {}
