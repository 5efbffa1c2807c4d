import { Body, Controller, Get, Headers, HttpCode, Param, Post, Req } from '@nestjs/common';
import { ApiHeader, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { ErrorBodyDto } from '../platform/errors/error-body.dto';
import { Responds } from '../platform/http/responds.decorator';
import { StateChanging } from '../platform/http/state-changing.decorator';
import { catalogueLocaleOf } from '../site-applications/catalogue/site-application-translations';
import { Authenticated } from '../users/authentication/authenticated.decorator';
import { CurrentUser } from '../users/authentication/current-user.decorator';
import type { User } from '../users/user.entity';
import { OidcConsentDecisionDto, OidcConsentOutcomeDto, OidcConsentRequestDto } from './oidc-consent.dto';
import { OidcConsentService } from './oidc-consent.service';

const NOT_FOUND = 'NOT_FOUND: no consent of this interaction for the caller (no such interaction in this browser, expired, of another user, not at the consent prompt, or answered already)';

/**
 * The portal's consent page for a third-party application (docs/adr/0802). Under the interaction's
 * own path, because the provider's interaction cookie, which proves the browser, is sent only there.
 * An impersonating administrator may not consent for the user.
 */
@ApiTags('openid-connect')
@Controller('oidc/interaction/:uid/consent')
@Responds()
export class OidcConsentController {
  constructor(private readonly consent: OidcConsentService) {}

  @Get()
  @Authenticated({ notWhileImpersonating: true })
  @ApiOperation({ summary: 'What a third-party application asks of the signed-in user, for the consent page' })
  @ApiHeader({ name: 'accept-language', required: false, description: "The language of the application's name when the profile stores none" })
  @ApiOkResponse({ type: OidcConsentRequestDto, description: "The application's name in the user's language (the profile's, else Accept-Language's), falling back to English" })
  @ApiNotFoundResponse({ description: NOT_FOUND, type: ErrorBodyDto })
  request(
    @Param('uid') uid: string,
    @Req() request: FastifyRequest,
    @CurrentUser() user: User,
    @Headers('accept-language') acceptLanguage?: string,
  ): Promise<OidcConsentRequestDto> {
    // Never while impersonating (above), so the profile's language is the person's own.
    return this.consent.requestOf(uid, request, user, catalogueLocaleOf(user, acceptLanguage, false));
  }

  @Post()
  @HttpCode(200)
  @Authenticated({ notWhileImpersonating: true })
  @StateChanging()
  @ApiOperation({ summary: "The user's answer: allow grants what the page showed, deny sends access_denied to the application" })
  @ApiOkResponse({ type: OidcConsentOutcomeDto })
  @ApiNotFoundResponse({ description: NOT_FOUND, type: ErrorBodyDto })
  decide(@Param('uid') uid: string, @Body() body: OidcConsentDecisionDto, @Req() request: FastifyRequest, @CurrentUser() user: User): Promise<OidcConsentOutcomeDto> {
    return this.consent.decide(uid, request, user, body.allow);
  }
}
