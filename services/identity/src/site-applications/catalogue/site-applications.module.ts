import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../../platform/audit/audit.module';
import { ApplicationCatalogue } from '../../auth/registration/application-catalogue';
import { SessionsModule } from '../../auth/sessions/sessions.module';
import { CatalogueClientIds } from './catalogue-client-ids';
import { SiteApplicationCache } from './site-application-cache';
import { SiteApplicationCacheInvalidator } from './site-application-cache.invalidator';
import { SiteApplicationAddressesService } from './site-application-addresses.service';
import { SiteApplicationEditorService } from './site-application-editor.service';
import { SiteApplicationCredentialsService } from './site-application-credentials.service';
import { SiteApplication } from './site-application.entity';
import { SiteApplicationsController } from './site-applications.controller';
import { SiteApplicationsService } from './site-applications.service';

/**
 * The application catalogue and each application's credentials. Global, as it provides auth's
 * ApplicationCatalogue port (the client_id of a sign-up) to the registration module below it.
 */
@Global()
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
    { provide: ApplicationCatalogue, useClass: CatalogueClientIds },
  ],
  exports: [ApplicationCatalogue, SiteApplicationsService, SiteApplicationCredentialsService, SiteApplicationAddressesService],
})
export class SiteApplicationsModule {}
