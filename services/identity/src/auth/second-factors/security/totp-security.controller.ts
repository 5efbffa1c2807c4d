import { Body, Controller, Delete, Get, HttpCode, Param, ParseIntPipe, Patch, Post } from '@nestjs/common';
import { ApiConflictResponse, ApiCreatedResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { ApiException } from '../../../platform/errors/api-exception';
import { ErrorBodyDto } from '../../../platform/errors/error-body.dto';
import { ClientContext } from '../../../platform/http/request-context.decorator';
import type { SessionContext } from '../../../platform/http/session-context';
import { StateChanging } from '../../../platform/http/state-changing.decorator';
import { Authenticated } from '../../../users/authentication/authenticated.decorator';
import { CurrentUser } from '../../../users/authentication/current-user.decorator';
import type { User } from '../../../users/user.entity';
import { FactorDto, FactorEnrolledDto } from '../../passkeys/dto/factor.dto';
import { ConfirmTotpDto, NewTotpFactorDto, RecoveryCodesDto, SecondFactorsDto, TotpNameDto } from '../dto/security.dto';
import { RecentReauthentication } from '../reauthentication/recent-reauthentication.guard';
import { TotpSecurityService } from './totp-security.service';

/** An id that is not a number names none of the user's apps: 404 like any other. */
function factorIdPipe(): ParseIntPipe {
  return new ParseIntPipe({ exceptionFactory: () => new ApiException('NOT_FOUND') });
}

const NOT_FOUND = "NOT_FOUND: the user has no authenticator app of that id (another user's id too)";

/** The Security tab: every factor listed, authenticator apps and recovery codes changed (contract: The Security tab). */
@ApiTags('second-factors')
@Controller('v1/users/me/second-factors')
export class TotpSecurityController {
  constructor(private readonly security: TotpSecurityService) {}

  @Get()
  @Authenticated({ notWhileImpersonating: true })
  @ApiOkResponse({ type: SecondFactorsDto, description: "The user's authenticator apps and passkeys, unused recovery codes, and whether their enterprise requires a factor" })
  list(@CurrentUser() user: User): Promise<SecondFactorsDto> {
    return this.security.list(user);
  }

  @Post('totp')
  @Authenticated({ notWhileImpersonating: true })
  @RecentReauthentication()
  @StateChanging()
  @ApiCreatedResponse({ type: NewTotpFactorDto, description: 'An app waiting for its first code; the secret is shown this once (an earlier unconfirmed app is replaced)' })
  add(@CurrentUser() user: User, @Body() body: TotpNameDto): Promise<NewTotpFactorDto> {
    return this.security.add(user, body.name);
  }

  @Post('totp/:id/confirm')
  @HttpCode(200)
  @Authenticated({ notWhileImpersonating: true })
  @StateChanging()
  @ApiOkResponse({ type: FactorEnrolledDto, description: "The app is confirmed; recovery_codes only when it is the user's first factor" })
  @ApiNotFoundResponse({ description: "NOT_FOUND: no app of that id waits for its first code", type: ErrorBodyDto })
  confirm(@CurrentUser() user: User, @Param('id', factorIdPipe()) id: number, @Body() body: ConfirmTotpDto, @ClientContext() context: SessionContext): Promise<FactorEnrolledDto> {
    return this.security.confirm(user, id, body.code, context);
  }

  @Patch('totp/:id')
  @Authenticated({ notWhileImpersonating: true })
  @StateChanging()
  @ApiOkResponse({ type: FactorDto, description: 'Renamed' })
  @ApiNotFoundResponse({ description: NOT_FOUND, type: ErrorBodyDto })
  rename(@CurrentUser() user: User, @Param('id', factorIdPipe()) id: number, @Body() body: TotpNameDto, @ClientContext() context: SessionContext): Promise<FactorDto> {
    return this.security.rename(user, id, body.name, context);
  }

  @Delete('totp/:id')
  @HttpCode(204)
  @Authenticated({ notWhileImpersonating: true })
  @RecentReauthentication()
  @StateChanging()
  @ApiNoContentResponse({ description: "Removed; with the user's last factor, the recovery codes go too" })
  @ApiNotFoundResponse({ description: NOT_FOUND, type: ErrorBodyDto })
  @ApiConflictResponse({ description: "SECOND_FACTOR_REQUIRED: the user's last factor while their enterprise requires one", type: ErrorBodyDto })
  @ApiTooManyRequestsResponse({ description: "TOO_MANY_ATTEMPTS with Retry-After: another removal of the user's factors is running (one at a time)", type: ErrorBodyDto })
  remove(@CurrentUser() user: User, @Param('id', factorIdPipe()) id: number, @ClientContext() context: SessionContext): Promise<void> {
    return this.security.remove(user, id, context);
  }

  @Post('recovery-codes')
  @Authenticated({ notWhileImpersonating: true })
  @RecentReauthentication()
  @StateChanging()
  @ApiCreatedResponse({ type: RecoveryCodesDto, description: 'All ten recovery codes replaced; shown this once' })
  @ApiConflictResponse({ description: 'NO_SECOND_FACTOR: the user holds no authenticator app or passkey', type: ErrorBodyDto })
  async newRecoveryCodes(@CurrentUser() user: User, @ClientContext() context: SessionContext): Promise<RecoveryCodesDto> {
    return { recovery_codes: await this.security.newRecoveryCodes(user, context) };
  }
}
