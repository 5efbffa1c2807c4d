import { Body, Controller, Get, Headers, HttpCode, Param, ParseIntPipe, Post, Put } from '@nestjs/common';
import { ApiCreatedResponse, ApiHeader, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ApiException } from '../../platform/errors/api-exception';
import { ErrorBodyDto } from '../../platform/errors/error-body.dto';
import { ClientContext } from '../../platform/http/request-context.decorator';
import { StateChanging } from '../../platform/http/state-changing.decorator';
import { Authenticated } from '../../users/authentication/authenticated.decorator';
import { CurrentUser } from '../../users/authentication/current-user.decorator';
import type { SessionContext } from '../../platform/http/session-context';
import type { BrowserSession } from '../../auth/sessions/browser-session.entity';
import { CurrentSession } from '../../auth/sessions/current-session.decorator';
import type { User } from '../../users/user.entity';
import { SiteApplicationCreatedDto } from './dto/site-application-created.dto';
import { SiteApplicationInputDto } from './dto/site-application-input.dto';
import { SiteApplicationSecretsDto } from './dto/site-application-secrets.dto';
import { SiteApplicationDetailDto } from './dto/site-application-detail.dto';
import { SiteApplicationDto } from './dto/site-application.dto';
import { SiteApplicationEditorService } from './site-application-editor.service';
import { mapSiteApplication, mapSiteApplicationDetail } from './site-application.mapper';
import { catalogueLocaleOf } from './site-application-translations';
import { SiteApplicationsService } from './site-applications.service';

/** An id that is not a number names no application: 404 like any other. */
const applicationIdPipe = new ParseIntPipe({ exceptionFactory: () => new ApiException('APPLICATION_NOT_FOUND') });

const NOT_FOUND = { type: ErrorBodyDto, description: 'APPLICATION_NOT_FOUND' };
const INVALID = 'VALIDATION_FAILED with the field errors of SPEC §5, CLIENT_ID_TAKEN and URL_NOT_ALLOWED (a webhook URL on a loopback, private or link-local address, which the service may not call) among them';

@ApiTags('site applications')
@Controller('v1/siteapplications')
export class SiteApplicationsController {
  constructor(
    private readonly applications: SiteApplicationsService,
    private readonly editor: SiteApplicationEditorService,
  ) {}

  @Get()
  @Authenticated()
  @ApiHeader({ name: 'accept-language', required: false, description: 'The language of the names and descriptions when the profile stores none (or during an impersonation)' })
  @ApiOkResponse({
    type: [SiteApplicationDto],
    description:
      "Every application, in ordering-number order (public fields only); name and description in the user's language (the profile's, else Accept-Language's), " +
      'each falling back to English',
  })
  async list(@CurrentUser() user: User, @CurrentSession() session: BrowserSession, @Headers('accept-language') acceptLanguage?: string): Promise<SiteApplicationDto[]> {
    const locale = catalogueLocaleOf(user, acceptLanguage, session.impersonatorId !== null);
    return (await this.applications.list()).map((application) => mapSiteApplication(application, locale));
  }

  @Get(':id')
  @Authenticated()
  @ApiOkResponse({ type: SiteApplicationDetailDto, description: "One application (public fields only), with the English texts and the other languages' as stored" })
  @ApiNotFoundResponse(NOT_FOUND)
  async get(@Param('id', applicationIdPipe) id: number): Promise<SiteApplicationDetailDto> {
    return mapSiteApplicationDetail(await this.applications.getById(id));
  }

  @Post()
  @Authenticated({ role: 'SYSADMIN' })
  @StateChanging({ forbidden: 'FORBIDDEN: the caller is not SYSADMIN' })
  @ApiCreatedResponse({ type: SiteApplicationCreatedDto, description: `Application added, with its secrets shown this once. 400: ${INVALID}` })
  create(@CurrentUser() caller: User, @Body() body: SiteApplicationInputDto, @ClientContext() context: SessionContext): Promise<SiteApplicationCreatedDto> {
    return this.editor.create(caller, body, context);
  }

  @Put(':id')
  @Authenticated({ role: 'SYSADMIN' })
  @StateChanging({ forbidden: 'FORBIDDEN: the caller is not SYSADMIN' })
  @ApiOkResponse({ type: SiteApplicationDetailDto, description: `Application updated. 400: ${INVALID}` })
  @ApiNotFoundResponse(NOT_FOUND)
  update(
    @CurrentUser() caller: User,
    @Param('id', applicationIdPipe) id: number,
    @Body() body: SiteApplicationInputDto,
    @ClientContext() context: SessionContext,
  ): Promise<SiteApplicationDetailDto> {
    return this.editor.update(caller, id, body, context);
  }

  @Post(':id/secret')
  @HttpCode(200)
  @Authenticated({ role: 'SYSADMIN' })
  @StateChanging({ forbidden: 'FORBIDDEN: the caller is not SYSADMIN' })
  @ApiOkResponse({ type: SiteApplicationSecretsDto, description: 'New secrets, shown this once; the old ones stop working at once' })
  @ApiNotFoundResponse(NOT_FOUND)
  rotateSecrets(@CurrentUser() caller: User, @Param('id', applicationIdPipe) id: number, @ClientContext() context: SessionContext): Promise<SiteApplicationSecretsDto> {
    return this.editor.rotateSecrets(caller, id, context);
  }
}
