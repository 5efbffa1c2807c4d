import { Controller, Delete, Headers, HttpCode, Param, ParseIntPipe } from '@nestjs/common';
import { ApiNoContentResponse, ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';
import { ApiException } from '../../platform/errors/api-exception';
import { ErrorBodyDto } from '../../platform/errors/error-body.dto';
import { ClientContext } from '../../platform/http/request-context.decorator';
import type { SessionContext } from '../../platform/http/session-context';
import { StateChanging } from '../../platform/http/state-changing.decorator';
import { toMailLanguage } from '../../platform/mail/mail-language';
import { Authenticated } from '../../users/authentication/authenticated.decorator';
import { CurrentUser } from '../../users/authentication/current-user.decorator';
import type { User } from '../../users/user.entity';
import { SecondFactorReset } from './second-factor-reset';

/** The key is the numeric user id; anything else names no user: 404 like an unknown id. */
function userIdPipe(): ParseIntPipe {
  return new ParseIntPipe({ exceptionFactory: () => new ApiException('USER_NOT_FOUND') });
}

/** The SYSADMIN's reset of any user's second factors (issue 29); enterprise administrators have their own route. */
@ApiTags('users')
@Controller('v1/users')
export class SecondFactorResetController {
  constructor(private readonly resets: SecondFactorReset) {}

  @Delete(':key/second-factors')
  @Authenticated({ role: 'SYSADMIN' })
  @StateChanging({ forbidden: "OWN_ACCOUNT: the caller's own factors (removed from the Security tab instead)" })
  @HttpCode(204)
  @ApiNoContentResponse({ description: "Every authenticator app, passkey and recovery code of the user removed; the user is mailed" })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'USER_NOT_FOUND: no user has this numeric id' })
  reset(
    @CurrentUser() caller: User,
    @Param('key', userIdPipe()) userId: number,
    @ClientContext() context: SessionContext,
    @Headers('accept-language') acceptLanguage: string | undefined,
  ): Promise<void> {
    return this.resets.resetUser(userId, { actor: caller, enterprise: null, context, language: toMailLanguage(acceptLanguage) });
  }
}
