import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiConflictResponse, ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ApiInvalidQueryResponse } from '../platform/openapi/invalid-query-response.decorator';
import { ErrorBodyDto } from '../platform/errors/error-body.dto';
import { ClientContext } from '../platform/http/request-context.decorator';
import { StateChanging } from '../platform/http/state-changing.decorator';
import { EnterpriseDomainDto } from '../enterprises/dto/enterprise-domain.dto';
import { EnterpriseAccess } from '../enterprises/enterprise-access';
import { idPipe } from '../enterprises/enterprises.controller';
import { Authenticated } from '../users/authentication/authenticated.decorator';
import { CurrentUser } from '../users/authentication/current-user.decorator';
import type { SessionContext } from '../platform/http/session-context';
import type { User } from '../users/user.entity';
import { ForceSamlQueryDto } from './dto/force-saml-query.dto';
import { SamlProviderInputDto } from './dto/saml-provider-input.dto';
import { SamlProvidersService } from './saml-providers.service';

const NOT_MANAGED = 'ENTERPRISE_NOT_FOUND: no such enterprise, or the caller does not manage it; DOMAIN_NOT_FOUND';

/** The Single Sign-On tab's routes (SPEC §7 Enterprises): a domain's provider and Force SAML Login Only. */
@ApiTags('enterprises')
@Controller('v1/enterprises')
export class EnterpriseSamlController {
  constructor(
    private readonly access: EnterpriseAccess,
    private readonly providers: SamlProvidersService,
  ) {}

  @Post(':id/domains/:domainId/saml')
  @HttpCode(200)
  @Authenticated()
  @StateChanging({ forbidden: 'FORBIDDEN: a member of the enterprise who is not its administrator' })
  @ApiOkResponse({ type: EnterpriseDomainDto, description: 'Provider saved; the domain signs in over SAML' })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: NOT_MANAGED })
  @ApiConflictResponse({ type: ErrorBodyDto, description: 'DOMAIN_NOT_VERIFIED' })
  async save(
    @CurrentUser() caller: User,
    @Param('id', idPipe('ENTERPRISE_NOT_FOUND')) id: number,
    @Param('domainId', idPipe('DOMAIN_NOT_FOUND')) domainId: number,
    @Body() body: SamlProviderInputDto,
    @ClientContext() context: SessionContext,
  ): Promise<EnterpriseDomainDto> {
    return this.providers.save(caller, await this.access.managedBy(caller, id), domainId, body, context);
  }

  @Get(':id/domains/:domainId/users/forceSaml')
  @ApiInvalidQueryResponse()
  @Authenticated()
  @StateChanging({ read: true })
  @ApiOkResponse({ type: EnterpriseDomainDto, description: "Force SAML Login Only set: the domain's users sign in only at its provider" })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: `${NOT_MANAGED}; SAML_NOT_CONFIGURED` })
  @ApiForbiddenResponse({ type: ErrorBodyDto, description: 'FORBIDDEN; CSRF_REJECTED: X-Requested-With missing' })
  @ApiConflictResponse({ type: ErrorBodyDto, description: 'DOMAIN_NOT_VERIFIED' })
  async forceSaml(
    @CurrentUser() caller: User,
    @Param('id', idPipe('ENTERPRISE_NOT_FOUND')) id: number,
    @Param('domainId', idPipe('DOMAIN_NOT_FOUND')) domainId: number,
    @Query() query: ForceSamlQueryDto,
    @ClientContext() context: SessionContext,
  ): Promise<EnterpriseDomainDto> {
    return this.providers.force(caller, await this.access.managedBy(caller, id), domainId, query.enabled !== 'false', context);
  }
}
