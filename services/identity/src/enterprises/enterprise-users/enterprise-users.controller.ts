import { Body, Controller, Delete, Get, Headers, HttpCode, Param, Put } from '@nestjs/common';
import { ApiBadRequestResponse, ApiForbiddenResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ErrorBodyDto } from '../../platform/errors/error-body.dto';
import { ClientContext } from '../../platform/http/request-context.decorator';
import { StateChanging } from '../../platform/http/state-changing.decorator';
import { toMailLanguage } from '../../platform/mail/mail-language';
import { ApiException } from '../../platform/errors/api-exception';
import { Authenticated } from '../../users/authentication/authenticated.decorator';
import type { BrowserSession } from '../../auth/sessions/browser-session.entity';
import { CurrentSession } from '../../auth/sessions/current-session.decorator';
import { CurrentUser } from '../../users/authentication/current-user.decorator';
import type { SessionContext } from '../../platform/http/session-context';
import type { User } from '../../users/user.entity';
import { EnterpriseUserUpdatedDto } from '../dto/enterprise-user-updated.dto';
import { EnterpriseUserDto } from '../dto/enterprise-user.dto';
import { UpdateEnterpriseUserDto } from '../dto/update-enterprise-user.dto';
import { EnterpriseAccess } from '../enterprise-access';
import { EnterpriseUsersService } from './enterprise-users.service';
import { idPipe } from '../enterprises.controller';

/** The Users tab of an enterprise: its users and the row menu's actions. */
@ApiTags('enterprises')
@Controller('v1/enterprises/:id/users')
export class EnterpriseUsersController {
  constructor(
    private readonly access: EnterpriseAccess,
    private readonly users: EnterpriseUsersService,
  ) {}

  @Get()
  @Authenticated()
  @ApiOkResponse({ type: [EnterpriseUserDto], description: 'By last name, then first name' })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'ENTERPRISE_NOT_FOUND: no such enterprise, or the caller does not manage it' })
  @ApiForbiddenResponse({ type: ErrorBodyDto, description: 'FORBIDDEN: a member of the enterprise who is not its administrator' })
  async list(@CurrentUser() caller: User, @Param('id', idPipe('ENTERPRISE_NOT_FOUND')) id: number): Promise<EnterpriseUserDto[]> {
    return this.users.list(await this.access.managedBy(caller, id));
  }

  @Put(':userId')
  @Authenticated()
  @StateChanging({
    forbidden:
      "FORBIDDEN: not an administrator of the enterprise, or a SYSADMIN user for a non-SYSADMIN caller; OWN_ACCOUNT: the caller's own row; NOT_WHILE_IMPERSONATING: a temporary password asked for inside an impersonation",
  })
  @ApiOkResponse({ type: EnterpriseUserUpdatedDto, description: 'The user after the action; tempPassword after setTemporaryPassword' })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'ONE_USER_ACTION: none or more than one action' })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'ENTERPRISE_NOT_FOUND; USER_NOT_FOUND: no such user in the enterprise' })
  async update(
    @CurrentUser() caller: User,
    @Param('id', idPipe('ENTERPRISE_NOT_FOUND')) id: number,
    @Param('userId', idPipe('USER_NOT_FOUND')) userId: number,
    @Body() body: UpdateEnterpriseUserDto,
    @ClientContext() context: SessionContext,
    @CurrentSession() session: BrowserSession,
  ): Promise<EnterpriseUserUpdatedDto> {
    // A temporary password is a credential the caller learns: an impersonator may not mint one (ADR 0237).
    if (body.setTemporaryPassword !== undefined && session.impersonatorId !== null) throw new ApiException('NOT_WHILE_IMPERSONATING');
    return this.users.update(caller, await this.access.managedBy(caller, id), userId, body, context);
  }

  @Delete(':userId/second-factors')
  @Authenticated()
  @StateChanging({
    forbidden: "FORBIDDEN: not an administrator of the enterprise, or a SYSADMIN user for a non-SYSADMIN caller; OWN_ACCOUNT: the caller's own factors",
  })
  @HttpCode(204)
  @ApiNoContentResponse({ description: "Every authenticator app, passkey and recovery code of the user removed; the user is mailed" })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'ENTERPRISE_NOT_FOUND; USER_NOT_FOUND: no such user in the enterprise' })
  async resetSecondFactors(
    @CurrentUser() caller: User,
    @Param('id', idPipe('ENTERPRISE_NOT_FOUND')) id: number,
    @Param('userId', idPipe('USER_NOT_FOUND')) userId: number,
    @ClientContext() context: SessionContext,
    @Headers('accept-language') acceptLanguage: string | undefined,
  ): Promise<void> {
    // The users have no stored language; the administrator's is the best guess within one organisation.
    await this.users.resetSecondFactors(caller, await this.access.managedBy(caller, id), userId, context, toMailLanguage(acceptLanguage));
  }
}
