import { Body, Controller, Get, Headers, Param, ParseIntPipe, Post, Put } from '@nestjs/common';
import { ApiConflictResponse, ApiCreatedResponse, ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ErrorBodyDto } from '../platform/errors/error-body.dto';
import { ApiException } from '../platform/errors/api-exception';
import { ClientContext } from '../platform/http/request-context.decorator';
import { StateChanging } from '../platform/http/state-changing.decorator';
import { toMailLanguage } from '../platform/mail/mail-language';
import { Authenticated } from '../users/authentication/authenticated.decorator';
import { CurrentUser } from '../users/authentication/current-user.decorator';
import type { SessionContext } from '../platform/http/session-context';
import type { User } from '../users/user.entity';
import { AddDomainDto } from './dto/add-domain.dto';
import { ClaimedUsersDto } from './dto/claimed-users.dto';
import { EnterpriseDomainDto } from './dto/enterprise-domain.dto';
import { EnterpriseNameDto } from './dto/enterprise-name.dto';
import { EnterpriseDto } from './dto/enterprise.dto';
import { EnterpriseAccess } from './enterprise-access';
import { EnterpriseDomainsService } from './domains/enterprise-domains.service';
import { EnterprisesService } from './enterprises.service';

/** An id that is not a number names no enterprise or domain: 404 like any other. */
export function idPipe(code: 'ENTERPRISE_NOT_FOUND' | 'DOMAIN_NOT_FOUND' | 'USER_NOT_FOUND'): ParseIntPipe {
  return new ParseIntPipe({ exceptionFactory: () => new ApiException(code) });
}

const NOT_MANAGED = 'ENTERPRISE_NOT_FOUND: no such enterprise, or the caller does not manage it';
const NOT_ADMINISTRATOR = 'FORBIDDEN: a member of the enterprise who is not its administrator';

/** The enterprise and its domains (SPEC §7 Enterprises); its administrators and SYSADMIN only. */
@ApiTags('enterprises')
@Controller('v1/enterprises')
export class EnterprisesController {
  constructor(
    private readonly access: EnterpriseAccess,
    private readonly enterprises: EnterprisesService,
    private readonly domains: EnterpriseDomainsService,
  ) {}

  @Post()
  @Authenticated()
  @StateChanging()
  @ApiCreatedResponse({ type: EnterpriseDto, description: 'Enterprise added; the caller is now its enterprise administrator' })
  @ApiConflictResponse({ type: ErrorBodyDto, description: 'ENTERPRISE_ALREADY_JOINED: the caller already belongs to an enterprise' })
  create(@CurrentUser() caller: User, @Body() body: EnterpriseNameDto, @ClientContext() context: SessionContext): Promise<EnterpriseDto> {
    return this.enterprises.create(caller, body.name, context);
  }

  @Get(':id')
  @Authenticated()
  @ApiOkResponse({ type: EnterpriseDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: NOT_MANAGED })
  @ApiForbiddenResponse({ type: ErrorBodyDto, description: NOT_ADMINISTRATOR })
  async get(@CurrentUser() caller: User, @Param('id', idPipe('ENTERPRISE_NOT_FOUND')) id: number): Promise<EnterpriseDto> {
    return this.enterprises.describe(await this.access.managedBy(caller, id));
  }

  @Put(':id')
  @Authenticated()
  @StateChanging({ forbidden: NOT_ADMINISTRATOR })
  @ApiOkResponse({ type: EnterpriseDto, description: 'Enterprise updated' })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: NOT_MANAGED })
  async update(
    @CurrentUser() caller: User,
    @Param('id', idPipe('ENTERPRISE_NOT_FOUND')) id: number,
    @Body() body: EnterpriseNameDto,
    @ClientContext() context: SessionContext,
  ): Promise<EnterpriseDto> {
    return this.enterprises.rename(caller, await this.access.managedBy(caller, id), body.name, context);
  }

  @Post(':id/domains')
  @Authenticated()
  @StateChanging({ forbidden: NOT_ADMINISTRATOR })
  @ApiCreatedResponse({ type: EnterpriseDomainDto, description: 'Domain added (Verifying, unless its TXT record is already there)' })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: NOT_MANAGED })
  @ApiConflictResponse({ type: ErrorBodyDto, description: 'DOMAIN_TAKEN: the domain belongs to an enterprise (a Failed one can be added again)' })
  async addDomain(
    @CurrentUser() caller: User,
    @Param('id', idPipe('ENTERPRISE_NOT_FOUND')) id: number,
    @Body() body: AddDomainDto,
    @ClientContext() context: SessionContext,
  ): Promise<EnterpriseDomainDto> {
    return this.domains.add(caller, await this.access.managedBy(caller, id), body.name, context);
  }

  @Get(':id/domains/:domainId/users/claim')
  @Authenticated()
  @StateChanging({ read: true })
  @ApiOkResponse({ type: ClaimedUsersDto, description: 'The users this call brought in; each is told by mail' })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: `${NOT_MANAGED}; DOMAIN_NOT_FOUND` })
  @ApiForbiddenResponse({ type: ErrorBodyDto, description: `${NOT_ADMINISTRATOR}; CSRF_REJECTED: X-Requested-With missing` })
  @ApiConflictResponse({ type: ErrorBodyDto, description: 'DOMAIN_NOT_VERIFIED' })
  async claimUsers(
    @CurrentUser() caller: User,
    @Param('id', idPipe('ENTERPRISE_NOT_FOUND')) id: number,
    @Param('domainId', idPipe('DOMAIN_NOT_FOUND')) domainId: number,
    @ClientContext() context: SessionContext,
    @Headers('accept-language') acceptLanguage: string | undefined,
  ): Promise<ClaimedUsersDto> {
    const enterprise = await this.access.managedBy(caller, id);
    // The users have no stored language; the administrator's is the best guess within one organisation.
    return this.domains.claimUsers(caller, enterprise, domainId, context, toMailLanguage(acceptLanguage));
  }
}
