import { Body, Controller, Get, Patch, Put } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ClientContext } from '../platform/http/request-context.decorator';
import { StateChanging } from '../platform/http/state-changing.decorator';
import type { SessionContext } from '../platform/http/session-context';
import { Authenticated } from './authentication/authenticated.decorator';
import { CurrentSession } from '../auth/sessions/current-session.decorator';
import { CurrentUser } from './authentication/current-user.decorator';
import type { BrowserSession } from '../auth/sessions/browser-session.entity';
import { ImpersonationService } from '../auth/impersonation/impersonation.service';
import { ChangePasswordDto, PasswordChangedDto } from './dto/change-password.dto';
import { CurrentUserDto } from './dto/current-user.dto';
import { UpdateProfileDto } from './dto/update-profile.dto';
import { UserDto } from './dto/user.dto';
import type { User } from './user.entity';
import { PasswordChangeService } from './password-change.service';
import { UsersService } from './users.service';

@ApiTags('users')
@Controller('v1/users')
export class UsersController {
  constructor(
    private readonly users: UsersService,
    private readonly passwords: PasswordChangeService,
    private readonly impersonation: ImpersonationService,
  ) {}

  @Get('me')
  // The portal reads is_force_reset_password here to open the password page (SPEC §4 step 2).
  @Authenticated({ beforePasswordChange: true })
  @ApiOkResponse({ type: CurrentUserDto })
  async me(@CurrentUser() user: User, @CurrentSession() session: BrowserSession): Promise<CurrentUserDto> {
    return { ...this.users.describe(user), impersonator: await this.impersonation.impersonatorOf(session) };
  }

  @Put('me')
  @Authenticated()
  @StateChanging()
  @ApiOkResponse({ type: UserDto, description: 'The saved profile' })
  updateProfile(@CurrentUser() user: User, @Body() profile: UpdateProfileDto, @ClientContext() context: SessionContext): Promise<UserDto> {
    return this.users.updateProfile(user, profile, context);
  }

  @Patch('me')
  // The way out of a forced reset; never the impersonator's to use (issue 25 items 6 and 7).
  @Authenticated({ beforePasswordChange: true, notWhileImpersonating: true })
  @StateChanging()
  @ApiOkResponse({ type: PasswordChangedDto, description: 'Password changed; every other session of the user ended' })
  changePassword(
    @CurrentUser() user: User,
    @CurrentSession() session: BrowserSession,
    @Body() body: ChangePasswordDto,
    @ClientContext() context: SessionContext,
  ): Promise<PasswordChangedDto> {
    return this.passwords.change(user, body, session, context);
  }
}
