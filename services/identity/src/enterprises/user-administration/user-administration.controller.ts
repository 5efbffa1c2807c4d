import { Body, Controller, Delete, Get, Headers, HttpCode, Param, ParseIntPipe, Post, Put } from '@nestjs/common';
import { ApiConflictResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiParam, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { ApiException } from '../../platform/errors/api-exception';
import { ErrorBodyDto } from '../../platform/errors/error-body.dto';
import { ClientContext } from '../../platform/http/request-context.decorator';
import type { SessionContext } from '../../platform/http/session-context';
import { StateChanging } from '../../platform/http/state-changing.decorator';
import { toMailLanguage } from '../../platform/mail/mail-language';
import { Authenticated } from '../../users/authentication/authenticated.decorator';
import { CurrentUser } from '../../users/authentication/current-user.decorator';
import type { User } from '../../users/user.entity';
import { ManagedSessionDto } from './dto/managed-session.dto';
import { ManagedUserDto } from './dto/managed-user.dto';
import { SetDisabledDto } from './dto/set-disabled.dto';
import { SetRoleDto } from './dto/set-role.dto';
import { UserAdministrationService } from './user-administration.service';

/** The path's id is the numeric user id; anything else names no user: 404 like an unknown id. */
const userId = () => new ParseIntPipe({ exceptionFactory: () => new ApiException('USER_NOT_FOUND') });

const NOT_FOUND = 'USER_NOT_FOUND: no user has this numeric id';
const LOCK_OUT =
  "OWN_ACCOUNT: the caller's own account (disable, demote, delete); FORBIDDEN: the caller stopped being an enabled SYSADMIN meanwhile";
const ID = { name: 'key', description: 'The numeric user id (named key, as the other /v1/users/{key} routes: one path template per URL shape)', schema: { type: 'integer' } } as const;

/**
 * User management for system administrators (issue 30, docs/adr/1003): one user's profile and
 * sessions, and the actions of the admin remote's user page. SYSADMIN only; every change audited.
 */
@ApiTags('user administration')
@Controller('v1/users/:key')
export class UserAdministrationController {
  constructor(private readonly administration: UserAdministrationService) {}

  @Get()
  @Authenticated({ role: 'SYSADMIN' })
  @ApiParam(ID)
  @ApiOkResponse({ type: ManagedUserDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: NOT_FOUND })
  describe(@CurrentUser() caller: User, @Param('key', userId()) id: number): Promise<ManagedUserDto> {
    return this.administration.describe(caller, id);
  }

  @Get('sessions')
  @Authenticated({ role: 'SYSADMIN' })
  @ApiParam(ID)
  @ApiOkResponse({ type: [ManagedSessionDto], description: 'The live sessions, the most recently used first' })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: NOT_FOUND })
  sessions(@Param('key', userId()) id: number): Promise<ManagedSessionDto[]> {
    return this.administration.sessionsOf(id);
  }

  @Delete('sessions')
  @Authenticated({ role: 'SYSADMIN' })
  @StateChanging({ forbidden: 'FORBIDDEN: the caller stopped being an enabled SYSADMIN meanwhile' })
  @HttpCode(204)
  @ApiParam(ID)
  @ApiNoContentResponse({ description: 'Every session of the user ended (OpenID Connect sessions too); the applications told user.logged_out' })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: NOT_FOUND })
  signOut(@CurrentUser() caller: User, @Param('key', userId()) id: number, @ClientContext() context: SessionContext): Promise<void> {
    return this.administration.signOut(caller, id, context);
  }

  @Put('disabled')
  @Authenticated({ role: 'SYSADMIN' })
  @StateChanging({ forbidden: LOCK_OUT })
  @ApiParam(ID)
  @ApiOkResponse({ type: ManagedUserDto, description: 'The user after the change; disabling ended every session' })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: NOT_FOUND })
  setDisabled(@CurrentUser() caller: User, @Param('key', userId()) id: number, @Body() body: SetDisabledDto, @ClientContext() context: SessionContext): Promise<ManagedUserDto> {
    return this.administration.setDisabled(caller, id, body.disabled, context);
  }

  @Put('role')
  @Authenticated({ role: 'SYSADMIN' })
  @StateChanging({ forbidden: LOCK_OUT })
  @ApiParam(ID)
  @ApiOkResponse({ type: ManagedUserDto, description: 'The user with the new role' })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: NOT_FOUND })
  setRole(@CurrentUser() caller: User, @Param('key', userId()) id: number, @Body() body: SetRoleDto, @ClientContext() context: SessionContext): Promise<ManagedUserDto> {
    return this.administration.setRole(caller, id, body.role, context);
  }

  @Post('password-reset')
  @Authenticated({ role: 'SYSADMIN' })
  @StateChanging({ forbidden: 'ACCOUNT_DISABLED: a disabled account gets no link' })
  @HttpCode(204)
  @ApiParam(ID)
  @ApiNoContentResponse({ description: 'The password reset link was mailed to the user' })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: NOT_FOUND })
  @ApiTooManyRequestsResponse({ type: ErrorBodyDto, description: "TOO_MANY_ATTEMPTS: the recipient's mail limit refused the mail (MAIL_MAX_PER_RECIPIENT)" })
  sendPasswordReset(
    @CurrentUser() caller: User,
    @Param('key', userId()) id: number,
    @ClientContext() context: SessionContext,
    @Headers('accept-language') acceptLanguage: string | undefined,
  ): Promise<void> {
    // The users have no stored mail language; the administrator's is the best guess.
    return this.administration.sendPasswordReset(caller, id, context, toMailLanguage(acceptLanguage));
  }

  @Post('verification')
  @Authenticated({ role: 'SYSADMIN' })
  @StateChanging({ forbidden: 'ACCOUNT_DISABLED: a disabled account gets no code' })
  @HttpCode(204)
  @ApiParam(ID)
  @ApiNoContentResponse({ description: 'The verification code was mailed to the user again' })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: NOT_FOUND })
  @ApiConflictResponse({ type: ErrorBodyDto, description: 'ALREADY_VERIFIED: the email address is verified already' })
  @ApiTooManyRequestsResponse({ type: ErrorBodyDto, description: "TOO_MANY_ATTEMPTS: the recipient's mail limit refused the mail (MAIL_MAX_PER_RECIPIENT)" })
  resendVerification(
    @CurrentUser() caller: User,
    @Param('key', userId()) id: number,
    @ClientContext() context: SessionContext,
    @Headers('accept-language') acceptLanguage: string | undefined,
  ): Promise<void> {
    return this.administration.resendVerification(caller, id, context, toMailLanguage(acceptLanguage));
  }

  @Delete()
  @Authenticated({ role: 'SYSADMIN' })
  @StateChanging({ forbidden: LOCK_OUT })
  @HttpCode(204)
  @ApiParam(ID)
  @ApiNoContentResponse({ description: 'The account is deleted; the applications told user.deleted; its audit rows stay' })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: NOT_FOUND })
  delete(@CurrentUser() caller: User, @Param('key', userId()) id: number, @ClientContext() context: SessionContext): Promise<void> {
    return this.administration.delete(caller, id, context);
  }
}
