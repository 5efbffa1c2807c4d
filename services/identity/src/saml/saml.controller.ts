import { Body, Controller, Get, Header, HttpCode, Param, Post, Query, Req } from '@nestjs/common';
import { ApiBadGatewayResponse, ApiBadRequestResponse, ApiForbiddenResponse, ApiFoundResponse, ApiNotFoundResponse, ApiOkResponse, ApiSeeOtherResponse, ApiTags } from '@nestjs/swagger';
import { ApiInvalidQueryResponse } from '../platform/openapi/invalid-query-response.decorator';
import type { FastifyRequest } from 'fastify';
import { InjectConfig } from '../platform/config/config.module';
import type { IdentityConfig } from '../platform/config/identity-config';
import { ApiException } from '../platform/errors/api-exception';
import { ErrorBodyDto } from '../platform/errors/error-body.dto';
import { HttpOutcome } from '../platform/http/http-outcome';
import { ClientContext } from '../platform/http/request-context.decorator';
import { CrossSiteAllowed } from '../platform/http/state-changing.decorator';
import { idPipe } from '../enterprises/enterprises.controller';
import { Authenticated } from '../users/authentication/authenticated.decorator';
import { CurrentUser } from '../users/authentication/current-user.decorator';
import type { User } from '../users/user.entity';
import type { SessionContext } from '../platform/http/session-context';
import { SessionCookie } from '../auth/sessions/session-cookie';
import { IdpMetadataDto } from './dto/idp-metadata.dto';
import { RemoteMetadataQueryDto } from './dto/remote-metadata-query.dto';
import { SamlLoginQueryDto } from './dto/saml-login-query.dto';
import { SamlRedirectMessageDto } from './dto/saml-redirect-message.dto';
import { SamlLogoutService } from './logout/saml-logout.service';
import { parseIdpMetadata } from './metadata/idp-metadata';
import { mayFetchRemoteMetadata } from './metadata/may-fetch-remote-metadata';
import { RemoteMetadataFetcher } from './metadata/remote-metadata-fetcher';
import { SamlResponseDto } from './dto/saml-response.dto';
import { samlContinuation } from './saml-continuation';
import { SamlSignInService } from './saml-sign-in.service';
import { Responds } from '../platform/http/responds.decorator';

/** Each verified enterprise domain as a SAML service provider (SPEC §7, DESIGN §2 SAML). */
@ApiTags('saml')
@Responds()
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
  @ApiForbiddenResponse({ type: ErrorBodyDto, description: 'FORBIDDEN: the caller is neither an enterprise administrator nor SYSADMIN' })
  @ApiOkResponse({ type: IdpMetadataDto, description: "The identity provider's details from its metadata document" })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'SAML_METADATA_NOT_ALLOWED: not https (in production), or a loopback, private or link-local address; SAML_METADATA_TOO_LARGE; SAML_METADATA_INVALID' })
  @ApiBadGatewayResponse({ type: ErrorBodyDto, description: 'SAML_METADATA_UNREACHABLE: no answer in time, or not 200' })
  async remoteMetadata(@CurrentUser() caller: User, @Query() query: RemoteMetadataQueryDto): Promise<IdpMetadataDto> {
    if (!mayFetchRemoteMetadata(caller)) throw new ApiException('FORBIDDEN');
    const metadata = parseIdpMetadata(await this.fetcher.fetch(query.url));
    if (!metadata) throw new ApiException('SAML_METADATA_INVALID');
    return metadata;
  }

  @Get(':domainId/metadata')
  @Header('Content-Type', 'application/samlmetadata+xml; charset=utf-8')
  // The XML type only on 200: the 404 is JSON (ApiProduces would give it the XML type).
  @ApiOkResponse({
    description: "The domain's service provider metadata: entity id and assertion consumer service",
    content: { 'application/samlmetadata+xml': { schema: { type: 'string' } } },
  })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'DOMAIN_NOT_FOUND: no such verified domain' })
  metadata(@Param('domainId', idPipe('DOMAIN_NOT_FOUND')) domainId: number): Promise<string> {
    return this.signIn.metadata(domainId);
  }

  @Get(':domainId/login')
  @ApiInvalidQueryResponse()
  @ApiFoundResponse({ description: "To the identity provider's sign-on address with an AuthnRequest, bound to this browser by an HttpOnly cookie `saml_request_<request id>` scoped to the assertion consumer (ADR 0235)" })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'DOMAIN_NOT_FOUND; SAML_NOT_CONFIGURED' })
  async login(@Param('domainId', idPipe('DOMAIN_NOT_FOUND')) domainId: number, @Query() query: SamlLoginQueryDto): Promise<HttpOutcome> {
    const start = await this.signIn.loginStart(domainId, { clientId: query.clientId ?? null, returnTo: query.return ?? null, seq: query.seq ?? null, state: query.state ?? null, interaction: query.interaction ?? null });
    return HttpOutcome.redirect(start.url, 302).setCookie(start.cookie.name, start.cookie.value, start.cookie.options);
  }

  /** The single logout service (HTTP-Redirect): the provider's LogoutResponse to ours, or its own LogoutRequest. */
  @Get(':domainId/slo')
  @ApiInvalidQueryResponse()
  @ApiSeeOtherResponse({ description: "To the portal's /logged-out (after a LogoutResponse, or a refused message), or back to the provider with our LogoutResponse" })
  async singleLogout(@Param('domainId', idPipe('DOMAIN_NOT_FOUND')) domainId: number, @Query() query: SamlRedirectMessageDto, @Req() request: FastifyRequest): Promise<HttpOutcome> {
    const rawQuery = request.originalUrl.includes('?') ? request.originalUrl.slice(request.originalUrl.indexOf('?') + 1) : '';
    const answer = await this.logout.receive(domainId, query, rawQuery);
    return HttpOutcome.redirect(answer.redirectTo, 303);
  }

  /**
   * The assertion consumer: the one state-changing route without the CSRF header (a cross-site form
   * post by design). Every refusal, of the form itself too, sends the browser to the portal's
   * /login, which says why (AllExceptionsFilter, acs-refusal.ts).
   */
  @Post(':domainId/acs')
  @HttpCode(303)
  @CrossSiteAllowed('saml-form-post')
  @ApiSeeOtherResponse({
    description:
      "Signed in with the session cookie: on to the portal's /login, which continues the hand-off. Refused, no session: to the portal's /login?error=SAML_RESPONSE_REJECTED (a check failed: the form, signature and its algorithm, audience, recipient, destination, issuers, confirmation method, times, replay, the browser that started the request, NameID, email, domain), ACCOUNT_DISABLED or SAML_NOT_CONFIGURED",
  })
  async acs(
    @Param('domainId', idPipe('DOMAIN_NOT_FOUND')) domainId: number,
    @Body() body: SamlResponseDto,
    @ClientContext() context: SessionContext,
    @Req() request: FastifyRequest,
  ): Promise<HttpOutcome> {
    const result = await this.signIn.consume(domainId, body.SAMLResponse, body.RelayState, request.cookies, context);
    const previous = this.cookie.read(request);
    if (previous) await this.signIn.endSession(previous);
    const outcome = HttpOutcome.redirect(samlContinuation(this.config.portalUrl, result.handoff), 303).clearCookie(result.spentCookie.name, result.spentCookie.options);
    this.cookie.write(outcome, result.token);
    return outcome;
  }
}
