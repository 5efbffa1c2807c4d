import { Body, Controller, Get, Put, Req } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ClientContext } from '../platform/http/request-context.decorator';
import type { SessionContext } from '../platform/http/session-context';
import { StateChanging } from '../platform/http/state-changing.decorator';
import { Authenticated } from './authentication/authenticated.decorator';
import { type AuthenticatedRequest, callerOf } from './authentication/authenticated-request';
import { CurrentUser } from './authentication/current-user.decorator';
import { CurrentUserDto } from './dto/current-user.dto';
import { UpdateProfileDto } from './dto/update-profile.dto';
import { UserDto } from './dto/user.dto';
import type { User } from './user.entity';
import { UsersService } from './users.service';

/** The signed-in user's profile. PATCH /v1/users/me (the password) is auth's PasswordChangeController. */
@ApiTags('users')
@Controller('v1/users')
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Get('me')
  // The portal reads is_force_reset_password here to open the password page (SPEC §4 step 2).
  @Authenticated({ beforePasswordChange: true })
  @ApiOkResponse({ type: CurrentUserDto })
  // @Req(), not custom param decorators such as @CurrentUser(): Nest passes their values
  // through the global ValidationPipe's promises, about 5 CPU µs each, on the portal's most frequent call (ADR 0412).
  me(@Req() request: AuthenticatedRequest): CurrentUserDto | Promise<CurrentUserDto> {
    const { user, session } = callerOf(request);
    const impersonatorId = session.impersonatorId;
    // Answered at once outside an impersonation: no promise to settle.
    if (impersonatorId === null) return { ...this.users.describe(user), impersonator: null };
    return this.users.impersonator(impersonatorId).then((impersonator) => ({ ...this.users.describe(user), impersonator }));
  }

  @Put('me')
  @Authenticated()
  @StateChanging()
  @ApiOkResponse({ type: UserDto, description: 'The saved profile' })
  updateProfile(@CurrentUser() user: User, @Body() profile: UpdateProfileDto, @ClientContext() context: SessionContext): Promise<UserDto> {
    return this.users.updateProfile(user, profile, context);
  }
}
