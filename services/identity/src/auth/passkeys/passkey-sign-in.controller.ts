import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiForbiddenResponse, ApiOkResponse, ApiTags, ApiTooManyRequestsResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { AuthenticationResponseJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/server';
import type { FastifyRequest } from 'fastify';
import { ErrorBodyDto } from '../../platform/errors/error-body.dto';
import { HttpOutcome } from '../../platform/http/http-outcome';
import { ClientContext } from '../../platform/http/request-context.decorator';
import { Responds } from '../../platform/http/responds.decorator';
import type { SessionContext } from '../../platform/http/session-context';
import { StateChanging } from '../../platform/http/state-changing.decorator';
import { SessionCookie } from '../sessions/session-cookie';
import { LoginResponseDto } from '../sign-in/dto/login-response.dto';
import { PasskeyAssertionDto } from './dto/passkey-sign-in.dto';
import { RequestOptionsDto } from './dto/webauthn-options.dto';
import { PasskeySignIn } from './passkey-sign-in.service';

/** "Sign in with a passkey" on /login: username-less, the passkey alone (contract: Passkey as the first factor). */
@ApiTags('auth')
@Responds()
@Controller('auth/passkey')
export class PasskeySignInController {
  constructor(
    private readonly signIn: PasskeySignIn,
    private readonly cookie: SessionCookie,
  ) {}

  @Post('options')
  @HttpCode(200)
  @StateChanging()
  @ApiOkResponse({ type: RequestOptionsDto, description: 'Request options for navigator.credentials.get: a new single-use challenge, no credentials listed, user verification required' })
  @ApiTooManyRequestsResponse({
    description: 'TOO_MANY_ATTEMPTS: this client address started 2 x LOGIN_MAX_FAILURES_PER_IP ceremonies per LOGIN_FAILURE_WINDOW without signing in, with Retry-After',
    type: ErrorBodyDto,
  })
  options(@ClientContext() context: SessionContext): Promise<PublicKeyCredentialRequestOptionsJSON> {
    return this.signIn.options(context);
  }

  @Post()
  @HttpCode(200)
  @StateChanging({ forbidden: 'ACCOUNT_DISABLED: a right passkey of a disabled account' })
  @ApiOkResponse({ type: LoginResponseDto, description: 'Signed in (method passkey, no second step) with the session cookie; a session cookie sent along is ended' })
  @ApiUnauthorizedResponse({
    description: "PASSKEY_INVALID: unknown credential, bad signature, no user verification, wrong origin or RP, a challenge spent, expired or of another purpose, or an address whose domain forces SAML",
    type: ErrorBodyDto,
  })
  @ApiForbiddenResponse({ description: 'ACCOUNT_DISABLED: a right passkey of a disabled account', type: ErrorBodyDto })
  @ApiTooManyRequestsResponse({ description: 'TOO_MANY_ATTEMPTS from this client address (LOGIN_MAX_FAILURES_PER_IP failed tries per LOGIN_FAILURE_WINDOW), with Retry-After', type: ErrorBodyDto })
  async passkey(@Body() body: PasskeyAssertionDto, @ClientContext() context: SessionContext, @Req() request: FastifyRequest): Promise<HttpOutcome<LoginResponseDto>> {
    const result = await this.signIn.signIn(body.response as AuthenticationResponseJSON, context, this.cookie.read(request));
    const outcome = HttpOutcome.of(result.body);
    this.cookie.write(outcome, result.token);
    return outcome;
  }
}
