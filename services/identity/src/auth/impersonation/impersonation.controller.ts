import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { ErrorBodyDto } from '../../platform/errors/error-body.dto';
import { HttpOutcome } from '../../platform/http/http-outcome';
import { ClientContext } from '../../platform/http/request-context.decorator';
import { StateChanging } from '../../platform/http/state-changing.decorator';
import { Authenticated } from '../../users/authentication/authenticated.decorator';
import type { BrowserSession } from '../sessions/browser-session.entity';
import { CurrentSession } from '../sessions/current-session.decorator';
import { CurrentUser } from '../../users/authentication/current-user.decorator';
import type { SessionContext } from '../../platform/http/session-context';
import { SessionCookie } from '../sessions/session-cookie';
import { UserDto } from '../../users/dto/user.dto';
import type { User } from '../../users/user.entity';
import { mapUser } from '../../users/user.mapper';
import { ImpersonateDto } from './dto/impersonate.dto';
import { ImpersonationEndedDto } from './dto/impersonation-ended.dto';
import { ImpersonationExit } from './impersonation-exit';
import { ImpersonationService } from './impersonation.service';
import { ImpersonatorCookie } from './impersonator-cookie';
import { Responds } from '../../platform/http/responds.decorator';

@ApiTags('auth')
@Responds()
@Controller('auth/impersonate')
export class ImpersonationController {
  constructor(
    private readonly impersonation: ImpersonationService,
    private readonly sessionCookie: SessionCookie,
    private readonly impersonatorCookie: ImpersonatorCookie,
    private readonly exit: ImpersonationExit,
  ) {}

  @Post()
  @HttpCode(200)
  @Authenticated({ role: 'SYSADMIN' })
  @StateChanging({ forbidden: 'FORBIDDEN: the caller is not SYSADMIN, or the user is a SYSADMIN; ACCOUNT_DISABLED: the user is disabled' })
  @ApiOkResponse({ type: UserDto, description: "Signed in as the user; the administrator's own session is kept to return to" })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'USER_NOT_FOUND: no user has this id and this uuid' })
  async start(
    @CurrentUser() administrator: User,
    @CurrentSession() ownSession: BrowserSession,
    @Body() body: ImpersonateDto,
    @ClientContext() context: SessionContext,
    @Req() request: FastifyRequest,
  ): Promise<HttpOutcome<UserDto>> {
    const { token, user, session } = await this.impersonation.start(administrator, ownSession, body.user_id, body.uuid, context);
    const outcome = HttpOutcome.of(mapUser(user));
    const ownToken = this.sessionCookie.read(request);
    if (ownToken) this.impersonatorCookie.write(outcome, ownToken);
    this.sessionCookie.write(outcome, token, Math.round((session.expiresAt.getTime() - session.createdAt.getTime()) / 1000));
    return outcome;
  }

  @Post('end')
  @HttpCode(200)
  // Leaving is signing out of the user's session: allowed while the user's password must change.
  @Authenticated({ beforePasswordChange: true })
  @StateChanging({ forbidden: 'FORBIDDEN: the session is not an impersonation' })
  @ApiOkResponse({ type: ImpersonationEndedDto, description: "The impersonation ended; the administrator's own session is the browser's again when still live" })
  async end(
    @CurrentSession() session: BrowserSession,
    @ClientContext() context: SessionContext,
    @Req() request: FastifyRequest,
  ): Promise<HttpOutcome<ImpersonationEndedDto>> {
    const ended: ImpersonationEndedDto = { restored: false };
    const outcome = HttpOutcome.of(ended);
    ended.restored = await this.exit.leave(session, request, outcome, context);
    return outcome;
  }
}
