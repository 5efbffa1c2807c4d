import { Body, Controller, Get, Header, Headers, HttpCode, Post, Query, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { ApiBadRequestResponse, ApiBasicAuth, ApiHeader, ApiNotFoundResponse, ApiOkResponse, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { ErrorBodyDto } from '../../platform/errors/error-body.dto';
import { CrossSiteAllowed } from '../../platform/http/state-changing.decorator';
import { Authenticated } from '../../users/authentication/authenticated.decorator';
import { type AuthenticatedRequest, authenticationOf } from '../../auth/sessions/authentication';
import { sessionContextOf } from '../../platform/http/session-context';
import { catalogueLocaleOf } from '../catalogue/site-application-translations';
import { CLIENT_CREDENTIALS_SECURITY } from './client-credentials';
import { RedeemDto, RedeemResponseDto } from './dto/redeem.dto';
import { SessionQueryDto } from './dto/session-query.dto';
import { SessionResponseDto } from './dto/session-response.dto';
import { HandoffService } from './handoff.service';

@ApiTags('hand-off')
@Controller()
export class HandoffController {
  constructor(private readonly handoff: HandoffService) {}

  @Get('v1/users/me/session')
  @Authenticated()
  // The answer holds a token: never cached, never leaked through a Referer.
  @Header('Cache-Control', 'no-store')
  @Header('Referrer-Policy', 'no-referrer')
  @ApiHeader({ name: 'accept-language', required: false, description: "The language of siteApplication's name and description when the profile stores none (or during an impersonation)" })
  @ApiOkResponse({
    type: SessionResponseDto,
    description: "A single-use token for the application and the redirect that carries it; siteApplication's name and description in the user's language, as in the list",
  })
  @ApiBadRequestResponse({ description: 'RETURN_PATH_NOT_ALLOWED (field return), or VALIDATION_FAILED (e.g. HANDOFF_STATE_INVALID on field state)', type: ErrorBodyDto })
  @ApiNotFoundResponse({ description: 'APPLICATION_NOT_FOUND', type: ErrorBodyDto })
  // @Req(), not @CurrentUser() and @CurrentSession(): Nest passes a custom decorator's value through
  // the global ValidationPipe's promises, about 5 CPU µs each, on every hand-off (ADR 0412).
  session(@Req() request: AuthenticatedRequest, @Query() query: SessionQueryDto, @Headers('accept-language') acceptLanguage?: string): Promise<SessionResponseDto> {
    const { user, session } = authenticationOf(request);
    return this.handoff.start(user, session, query, catalogueLocaleOf(user, acceptLanguage, session.impersonatorId !== null));
  }

  @Post('v1/handoff/redeem')
  @HttpCode(200)
  @CrossSiteAllowed('server-to-server')
  @Header('Cache-Control', 'no-store')
  @ApiBasicAuth(CLIENT_CREDENTIALS_SECURITY)
  @ApiOkResponse({ type: RedeemResponseDto, description: "The token's user and a signed JWT; the token is used up" })
  @ApiBadRequestResponse({
    description: 'INVALID_HANDOFF_TOKEN: unknown, expired, already used or of another application; HANDOFF_STATE_MISMATCH: a state other than the one the token was issued with (or none when it had one); or VALIDATION_FAILED',
    type: ErrorBodyDto,
  })
  @ApiUnauthorizedResponse({ description: 'INVALID_CLIENT: unknown client id or wrong client secret', type: ErrorBodyDto })
  // @Req(), not @ClientContext(), for the same reason as session() above.
  redeem(@Headers('authorization') authorization: string | undefined, @Body() body: RedeemDto, @Req() request: FastifyRequest): Promise<RedeemResponseDto> {
    return this.handoff.redeem(authorization, body, sessionContextOf(request));
  }
}
