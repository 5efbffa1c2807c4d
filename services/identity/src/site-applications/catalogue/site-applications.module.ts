import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../../platform/audit/audit.module';
import { SessionsModule } from '../../auth/sessions/sessions.module';
import { SiteApplicationCache } from './site-application-cache';
import { SiteApplicationCacheInvalidator } from './site-application-cache.invalidator';
import { SiteApplicationAddressesService } from './site-application-addresses.service';
import { SiteApplicationEditorService } from './site-application-editor.service';
import { SiteApplicationCredentialsService } from './site-application-credentials.service';
import { SiteApplication } from './site-application.entity';
import { SiteApplicationsController } from './site-applications.controller';
import { SiteApplicationsService } from './site-applications.service';

/** The application catalogue and each application's credentials. */
@Module({
  imports: [TypeOrmModule.forFeature([SiteApplication]), AuditModule, SessionsModule],
  controllers: [SiteApplicationsController],
  providers: [
    SiteApplicationsService,
    SiteApplicationCredentialsService,
    SiteApplicationAddressesService,
    SiteApplicationEditorService,
    SiteApplicationCache,
    SiteApplicationCacheInvalidator,
  ],
  exports: [SiteApplicationsService, SiteApplicationCredentialsService, SiteApplicationAddressesService],
})
export class SiteApplicationsModule {}
