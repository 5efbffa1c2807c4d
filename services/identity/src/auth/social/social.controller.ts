import { Controller, Get, Query, Req } from '@nestjs/common';
import { ApiFoundResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ApiInvalidQueryResponse } from '../../platform/openapi/invalid-query-response.decorator';
import type { FastifyRequest } from 'fastify';
import { ErrorBodyDto } from '../../platform/errors/error-body.dto';
import type { HttpOutcome } from '../../platform/http/http-outcome';
import { SocialProvidersDto } from './dto/social-providers.dto';
import { SocialStartQueryDto } from './dto/social-start-query.dto';
import { SocialClients } from './social-clients';
import { SocialSignInFlow } from './social-sign-in.flow';
import { Responds } from '../../platform/http/responds.decorator';

const RESULT_PAGE = 'An HTML page posting {type: "weather-social-sign-in", ok, provider, code?} to the portal, then closing; with ok, the session cookie is set';

const UNAVAILABLE_PAGE = "The callback's result page with ok: false and code SOCIAL_PROVIDER_UNAVAILABLE, when the provider cannot be reached";

@ApiTags('auth')
@Responds()
@Controller('auth')
export class SocialController {
  constructor(
    private readonly clients: SocialClients,
    private readonly flow: SocialSignInFlow,
  ) {}

  @Get('providers/social')
  @ApiOkResponse({ type: SocialProvidersDto, description: 'Which social sign-in buttons the login page shows' })
  providers(): SocialProvidersDto {
    return { facebook: this.clients.enabled('facebook'), linkedin: this.clients.enabled('linkedin') };
  }

  @Get('facebook')
  @ApiInvalidQueryResponse()
  @ApiFoundResponse({ description: "To Facebook's consent page (state and PKCE in a short-lived signed cookie)" })
  @ApiOkResponse({ description: UNAVAILABLE_PAGE, content: { 'text/html': { schema: { type: 'string' } } } })
  @ApiNotFoundResponse({ description: 'NOT_FOUND: Facebook sign-in is not configured', type: ErrorBodyDto })
  facebook(@Query() query: SocialStartQueryDto): Promise<HttpOutcome<string | undefined>> {
    return this.flow.start('facebook', query.origin);
  }

  @Get('facebook/callback')
  @ApiOkResponse({ description: RESULT_PAGE, content: { 'text/html': { schema: { type: 'string' } } } })
  @ApiNotFoundResponse({ description: 'NOT_FOUND: Facebook sign-in is not configured', type: ErrorBodyDto })
  facebookCallback(@Req() request: FastifyRequest): Promise<HttpOutcome<string>> {
    return this.flow.callback('facebook', request);
  }

  @Get('linkedin')
  @ApiInvalidQueryResponse()
  @ApiFoundResponse({ description: "To LinkedIn's consent page (OpenID Connect; state, nonce and PKCE in a short-lived signed cookie)" })
  @ApiOkResponse({ description: UNAVAILABLE_PAGE, content: { 'text/html': { schema: { type: 'string' } } } })
  @ApiNotFoundResponse({ description: 'NOT_FOUND: LinkedIn sign-in is not configured', type: ErrorBodyDto })
  linkedin(@Query() query: SocialStartQueryDto): Promise<HttpOutcome<string | undefined>> {
    return this.flow.start('linkedin', query.origin);
  }

  @Get('linkedin/callback')
  @ApiOkResponse({ description: RESULT_PAGE, content: { 'text/html': { schema: { type: 'string' } } } })
  @ApiNotFoundResponse({ description: 'NOT_FOUND: LinkedIn sign-in is not configured', type: ErrorBodyDto })
  linkedinCallback(@Req() request: FastifyRequest): Promise<HttpOutcome<string>> {
    return this.flow.callback('linkedin', request);
  }
}
