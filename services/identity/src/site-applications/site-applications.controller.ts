import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Authenticated } from '../sessions/authenticated.decorator';
import { SiteApplicationDto } from './dto/site-application.dto';
import { mapSiteApplication } from './site-application.mapper';
import { SiteApplicationsService } from './site-applications.service';

@ApiTags('site applications')
@Controller('v1/siteapplications')
export class SiteApplicationsController {
  constructor(private readonly applications: SiteApplicationsService) {}

  @Get()
  @Authenticated()
  @ApiOkResponse({ type: [SiteApplicationDto], description: 'Every application, in ordering-number order (public fields only)' })
  async list(): Promise<SiteApplicationDto[]> {
    return (await this.applications.list()).map(mapSiteApplication);
  }
}
