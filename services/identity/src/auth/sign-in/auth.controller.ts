import { Controller, Get, HttpCode, Post, Query, Req, UseGuards } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBody, ApiNoContentResponse, ApiOkResponse, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { ErrorBodyDto } from '../../platform/errors/error-body.dto';
import { HttpOutcome } from '../../platform/http/http-outcome';
import { ClientContext } from '../../platform/http/request-context.decorator';
import { StateChanging } from '../../platform/http/state-changing.decorator';
import { ImpersonationExit } from '../impersonation/impersonation-exit';
import type { SessionContext } from '../../platform/http/session-context';
import { FirstStepCookies } from '../second-factors/first-step-cookies';
import { SessionCookie } from '../sessions/session-cookie';
import { AuthService, type LoginResult } from './auth.service';
import { LoginProviderDto, LoginProviderQueryDto } from './dto/login-provider.dto';
import { LoginResponseDto } from './dto/login-response.dto';
import { LoginDto } from './dto/login.dto';
import { LogoutResponseDto } from './dto/logout-response.dto';
import { SessionStateDto } from './dto/session-state.dto';
import { LocalSignInGuard, SignInResult } from './local-sign-in.guard';
import { SamlSingleLogout } from './saml-single-logout';
import { SessionStateService } from './session-state.service';
import { Responds } from '../../platform/http/responds.decorator';

@ApiTags('auth')
@Responds()
@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly cookie: SessionCookie,
    private readonly impersonationExit: ImpersonationExit,
    private readonly samlLogout: SamlSingleLogout,
    private readonly firstStepCookies: FirstStepCookies,
    private readonly sessionState: SessionStateService,
  ) {}

  @Post('login')
  @HttpCode(200)
  @StateChanging({ forbidden: 'ACCOUNT_DISABLED: right password, disabled account' })
  @ApiOkResponse({ type: LoginResponseDto, description: 'Signed in with the session cookie; or, for an unverified account, is_verified false, no session and a magic code mailed; or, with second_step, no session yet and the weather_second_step cookie (docs/second-factor-contract.md)' })
  @ApiUnauthorizedResponse({
    description: 'INCORRECT_CREDENTIALS: "Incorrect email or password": unknown email, wrong password, or any attempt while the brake locks the account or address',
    type: ErrorBodyDto,
  })
  @UseGuards(LocalSignInGuard)
  @ApiBody({ type: LoginDto })
  login(@SignInResult() result: LoginResult): HttpOutcome<LoginResponseDto> {
    const outcome = HttpOutcome.of(result.body);
    // The session cookie, or the pending second step's (issue 29).
    this.firstStepCookies.write(outcome, { session: result.token, secondStep: result.secondStep });
    return outcome;
  }

  @Get('provider')
  @ApiOkResponse({ type: LoginProviderDto, description: 'SAML with loginURL for an address of a domain that forces SAML; LOCAL for every other address (unknown ones too)' })
  @ApiBadRequestResponse({ description: 'VALIDATION_FAILED: the email is not valid', type: ErrorBodyDto })
  provider(@Query() query: LoginProviderQueryDto): Promise<LoginProviderDto> {
    return this.auth.providerOf(query.email);
  }

  @Get('session')
  @ApiOkResponse({ type: SessionStateDto, description: 'Always 200: signedIn false and user null for a visitor (or an ended session), else the user as GET /v1/users/me answers it' })
  session(@Req() request: FastifyRequest): Promise<SessionStateDto> {
    return this.sessionState.of(this.cookie.read(request));
  }

  @Post('logout')
  @HttpCode(204)
  @StateChanging()
  @ApiNoContentResponse({ description: "Signed out: the session ended and the cookie is cleared; inside an impersonation, the administrator's own session comes back" })
  @ApiOkResponse({ type: LogoutResponseDto, description: 'Signed out here, and the session came from a SAML provider with single logout: the browser continues to logoutURL' })
  async logout(@ClientContext() context: SessionContext, @Req() request: FastifyRequest): Promise<HttpOutcome<LogoutResponseDto | undefined>> {
    const impersonated = await this.impersonationExit.impersonatedSession(request);
    if (impersonated) {
      const back = HttpOutcome.empty(204);
      await this.impersonationExit.leave(impersonated, request, back, context);
      return back;
    }
    const token = this.cookie.read(request);
    // Read before the session ends: its NameID and SessionIndex end with it.
    const logoutURL = token ? await this.samlLogout.logoutUrl(token) : null;
    await this.auth.logout(token, context);
    const outcome: HttpOutcome<LogoutResponseDto | undefined> = logoutURL ? HttpOutcome.of<LogoutResponseDto>({ logoutURL }, 200) : HttpOutcome.empty(204);
    this.cookie.clear(outcome);
    return outcome;
  }
}
