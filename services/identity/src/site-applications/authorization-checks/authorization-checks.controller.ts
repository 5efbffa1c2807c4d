import { Controller, Get, Header, Param } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ErrorBodyDto } from '../../platform/errors/error-body.dto';
import { Authenticated } from '../../users/authentication/authenticated.decorator';
import { CurrentUser } from '../../users/authentication/current-user.decorator';
import type { User } from '../../users/user.entity';
import { AuthorizationChecksService } from './authorization-checks.service';
import { AuthorizationCheckDto } from './dto/authorization-check.dto';

@ApiTags('hand-off')
@Controller('v1/users/me/authorization')
export class AuthorizationChecksController {
  constructor(private readonly checks: AuthorizationChecksService) {}

  @Get(':clientId')
  @Authenticated()
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ type: AuthorizationCheckDto, description: 'What the application answered; a slow or dead application is reported, not an error' })
  @ApiNotFoundResponse({ description: 'APPLICATION_NOT_FOUND', type: ErrorBodyDto })
  check(@CurrentUser() user: User, @Param('clientId') clientId: string): Promise<AuthorizationCheckDto> {
    return this.checks.check(user, clientId);
  }
}
