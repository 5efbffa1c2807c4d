import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SessionsModule } from '../sessions/sessions.module';
import { SiteApplicationAddressesService } from './site-application-addresses.service';
import { SiteApplicationCredentialsService } from './site-application-credentials.service';
import { SiteApplication } from './site-application.entity';
import { SiteApplicationsController } from './site-applications.controller';
import { SiteApplicationsService } from './site-applications.service';

/** The application catalogue and each application's credentials. */
@Module({
  imports: [TypeOrmModule.forFeature([SiteApplication]), SessionsModule],
  controllers: [SiteApplicationsController],
  providers: [SiteApplicationsService, SiteApplicationCredentialsService, SiteApplicationAddressesService],
  exports: [SiteApplicationsService, SiteApplicationCredentialsService, SiteApplicationAddressesService],
})
export class SiteApplicationsModule {}
