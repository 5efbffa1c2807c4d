import { Body, Controller, Patch } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ClientContext } from '../../platform/http/request-context.decorator';
import type { SessionContext } from '../../platform/http/session-context';
import { StateChanging } from '../../platform/http/state-changing.decorator';
import { Authenticated } from '../../users/authentication/authenticated.decorator';
import { CurrentUser } from '../../users/authentication/current-user.decorator';
import type { User } from '../../users/user.entity';
import type { BrowserSession } from '../sessions/browser-session.entity';
import { CurrentSession } from '../sessions/current-session.decorator';
import { ChangePasswordDto, PasswordChangedDto } from './dto/change-password.dto';
import { PasswordChangeService } from './password-change.service';

/** PATCH /v1/users/me: the signed-in user changes their own password (SPEC §5), under the users' path. */
@ApiTags('users')
@Controller('v1/users')
export class PasswordChangeController {
  constructor(private readonly passwords: PasswordChangeService) {}

  @Patch('me')
  // The way out of a forced reset; never the impersonator's to use (issue 25 items 6 and 7).
  @Authenticated({ beforePasswordChange: true, notWhileImpersonating: true })
  @StateChanging()
  @ApiOkResponse({ type: PasswordChangedDto, description: 'Password changed; every other session of the user ended' })
  // The operation id it had in UsersController, which names the call in the api-client; no summary (ApiOperation's default is '').
  @ApiOperation({ operationId: 'UsersController_changePassword', summary: undefined })
  changePassword(
    @CurrentUser() user: User,
    @CurrentSession() session: BrowserSession,
    @Body() body: ChangePasswordDto,
    @ClientContext() context: SessionContext,
  ): Promise<PasswordChangedDto> {
    return this.passwords.change(user, body, session, context);
  }
}
