import { Body, Controller, Get, Header, HttpCode, Param, Post, Query, Req, Res } from '@nestjs/common';
import { ApiBadGatewayResponse, ApiBadRequestResponse, ApiFoundResponse, ApiNotFoundResponse, ApiOkResponse, ApiProduces, ApiSeeOtherResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { InjectConfig } from '../config/config.module';
import type { IdentityConfig } from '../config/identity-config';
import { ApiException } from '../common/errors/api-exception';
import { ErrorBodyDto } from '../common/errors/error-body.dto';
import { ClientContext } from '../common/http/request-context.decorator';
import { idPipe } from '../enterprises/enterprises.controller';
import { Authenticated } from '../sessions/authenticated.decorator';
import type { SessionContext } from '../sessions/session-context';
import { SessionCookie } from '../sessions/session-cookie';
import { IdpMetadataDto } from './dto/idp-metadata.dto';
import { RemoteMetadataQueryDto } from './dto/remote-metadata-query.dto';
import { SamlLoginQueryDto } from './dto/saml-login-query.dto';
import { SamlRedirectMessageDto } from './dto/saml-redirect-message.dto';
import { SamlLogoutService } from './logout/saml-logout.service';
import { parseIdpMetadata } from './metadata/idp-metadata';
import { RemoteMetadataFetcher } from './metadata/remote-metadata-fetcher';
import { SamlResponseDto } from './dto/saml-response.dto';
import { acsRefusalUrl, isAcsRefusal } from './acs-refusal';
import { samlContinuation } from './saml-continuation';
import { SamlSignInService } from './saml-sign-in.service';

/** Each verified enterprise domain as a SAML service provider (SPEC §7, DESIGN §2 SAML). */
@ApiTags('saml')
@Controller('auth/saml')
export class SamlController {
  constructor(
    @InjectConfig() private readonly config: IdentityConfig,
    private readonly signIn: SamlSignInService,
    private readonly cookie: SessionCookie,
    private readonly fetcher: RemoteMetadataFetcher,
    private readonly logout: SamlLogoutService,
  ) {}

  // Declared before ':domainId/metadata', which would otherwise take 'remote' for a domain id.
  @Get('remote/metadata')
  @Authenticated()
  @ApiOkResponse({ type: IdpMetadataDto, description: "The identity provider's details from its metadata document" })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'SAML_METADATA_NOT_ALLOWED: not https (in production), or a loopback, private or link-local address; SAML_METADATA_TOO_LARGE; SAML_METADATA_INVALID' })
  @ApiBadGatewayResponse({ type: ErrorBodyDto, description: 'SAML_METADATA_UNREACHABLE: no answer in time, or not 200' })
  async remoteMetadata(@Query() query: RemoteMetadataQueryDto): Promise<IdpMetadataDto> {
    const metadata = parseIdpMetadata(await this.fetcher.fetch(query.url));
    if (!metadata) throw new ApiException('SAML_METADATA_INVALID');
    return metadata;
  }

  @Get(':domainId/metadata')
  @Header('Content-Type', 'application/samlmetadata+xml; charset=utf-8')
  @ApiProduces('application/samlmetadata+xml')
  @ApiOkResponse({ description: "The domain's service provider metadata: entity id and assertion consumer service", schema: { type: 'string' } })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'DOMAIN_NOT_FOUND: no such verified domain' })
  metadata(@Param('domainId', idPipe('DOMAIN_NOT_FOUND')) domainId: number): Promise<string> {
    return this.signIn.metadata(domainId);
  }

  @Get(':domainId/login')
  @ApiFoundResponse({ description: "To the identity provider's sign-on address with an AuthnRequest" })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'DOMAIN_NOT_FOUND; SAML_NOT_CONFIGURED' })
  async login(@Param('domainId', idPipe('DOMAIN_NOT_FOUND')) domainId: number, @Query() query: SamlLoginQueryDto, @Res() response: FastifyReply): Promise<void> {
    const url = await this.signIn.loginUrl(domainId, { clientId: query.clientId ?? null, returnTo: query.return ?? null, seq: query.seq ?? null, state: query.state ?? null });
    response.redirect(url, 302);
  }

  /** The single logout service (HTTP-Redirect): the provider's LogoutResponse to ours, or its own LogoutRequest. */
  @Get(':domainId/slo')
  @ApiSeeOtherResponse({ description: "To the portal's /logged-out (after a LogoutResponse, or a refused message), or back to the provider with our LogoutResponse" })
  async singleLogout(@Param('domainId', idPipe('DOMAIN_NOT_FOUND')) domainId: number, @Query() query: SamlRedirectMessageDto, @Req() request: FastifyRequest, @Res() response: FastifyReply): Promise<void> {
    const rawQuery = request.originalUrl.includes('?') ? request.originalUrl.slice(request.originalUrl.indexOf('?') + 1) : '';
    const answer = await this.logout.receive(domainId, query, rawQuery);
    response.redirect(answer.redirectTo, 303);
  }

  /**
   * The assertion consumer: the one state-changing route without the CSRF header (a cross-site form
   * post by design). A refusal sends the browser to the portal's /login, which says why.
   */
  @Post(':domainId/acs')
  @HttpCode(303)
  @ApiSeeOtherResponse({
    description:
      "Signed in with the session cookie: on to the portal's /login, which continues the hand-off. Refused, no session: to the portal's /login?error=SAML_RESPONSE_REJECTED (a check failed: signature, audience, recipient, destination, issuer, times, replay, domain), ACCOUNT_DISABLED or SAML_NOT_CONFIGURED",
  })
  async acs(
    @Param('domainId', idPipe('DOMAIN_NOT_FOUND')) domainId: number,
    @Body() body: SamlResponseDto,
    @ClientContext() context: SessionContext,
    @Req() request: FastifyRequest,
    @Res() response: FastifyReply,
  ): Promise<void> {
    let result: Awaited<ReturnType<SamlSignInService['consume']>>;
    try {
      result = await this.signIn.consume(domainId, body.SAMLResponse, body.RelayState, context);
    } catch (error) {
      if (error instanceof ApiException && isAcsRefusal(error.code)) return response.redirect(acsRefusalUrl(this.config.portalUrl, error.code), 303);
      throw error;
    }
    const previous = this.cookie.read(request);
    if (previous) await this.signIn.endSession(previous);
    this.cookie.write(response, result.token);
    response.redirect(samlContinuation(this.config.portalUrl, result.handoff), 303);
  }
}
