import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiTags, ApiTooManyRequestsResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { ErrorBodyDto } from '../../../platform/errors/error-body.dto';
import { ClientContext } from '../../../platform/http/request-context.decorator';
import type { SessionContext } from '../../../platform/http/session-context';
import { StateChanging } from '../../../platform/http/state-changing.decorator';
import { toMailLanguage } from '../../../platform/mail/mail-language';
import { Authenticated } from '../../../users/authentication/authenticated.decorator';
import { CurrentUser } from '../../../users/authentication/current-user.decorator';
import type { User } from '../../../users/user.entity';
import { SentDto } from '../../account-recovery/dto/forgot.dto';
import type { BrowserSession } from '../../sessions/browser-session.entity';
import { CurrentSession } from '../../sessions/current-session.decorator';
import { ReauthenticationDto } from './reauthentication.dto';
import { ReauthenticationService } from './reauthentication.service';

/** Re-authentication of the signed-in user before the Security tab's changes (contract: Re-authentication). */
@ApiTags('second-factors')
@Controller('v1/users/me/reauthentication')
export class ReauthenticationController {
  constructor(private readonly reauthentication: ReauthenticationService) {}

  @Post()
  @HttpCode(204)
  @Authenticated({ notWhileImpersonating: true })
  @StateChanging()
  @ApiNoContentResponse({ description: 'Re-authenticated: for the next minutes the guarded Security calls are open to this session' })
  @ApiUnauthorizedResponse({ description: 'REAUTHENTICATION_FAILED: a wrong password or code, or any attempt while the sign-in brake refuses', type: ErrorBodyDto })
  reauthenticate(@CurrentUser() user: User, @CurrentSession() session: BrowserSession, @Body() body: ReauthenticationDto, @ClientContext() context: SessionContext): Promise<void> {
    return this.reauthentication.reauthenticate(user, session, body, context);
  }

  @Post('code')
  @HttpCode(200)
  @Authenticated({ notWhileImpersonating: true })
  @StateChanging()
  @ApiOkResponse({ type: SentDto, description: 'A magic code is mailed to the user (within the code send limits and the per-recipient mail limit)' })
  @ApiTooManyRequestsResponse({ description: 'TOO_MANY_ATTEMPTS: the code send limits (Retry-After)', type: ErrorBodyDto })
  async sendCode(@CurrentUser() user: User, @ClientContext() context: SessionContext, @Req() request: FastifyRequest): Promise<SentDto> {
    await this.reauthentication.sendCode(user, context, toMailLanguage(user.locale ?? request.headers['accept-language']));
    return { sent: true };
  }
}
