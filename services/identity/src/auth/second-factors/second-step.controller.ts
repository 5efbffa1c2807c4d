import { Body, Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { ErrorBodyDto } from '../../platform/errors/error-body.dto';
import { HttpOutcome } from '../../platform/http/http-outcome';
import { ClientContext } from '../../platform/http/request-context.decorator';
import { Responds } from '../../platform/http/responds.decorator';
import type { SessionContext } from '../../platform/http/session-context';
import { StateChanging } from '../../platform/http/state-changing.decorator';
import { SessionCookie } from '../sessions/session-cookie';
import { LoginResponseDto } from '../sign-in/dto/login-response.dto';
import {
  EnrolmentSignInResponseDto,
  RecoveryCodeSignInResponseDto,
  SecondFactorCodeDto,
  SecondStepStateDto,
  TotpEnrolmentConfirmDto,
  TotpSecretDto,
} from './dto/second-step.dto';
import { FirstStepCookies } from './first-step-cookies';
import { SecondStepCookie } from './second-step-cookie';
import type { SecondStepCompleted } from './second-step-completion';
import { SecondStepService } from './second-step.service';

const EXPIRED = 'SECOND_STEP_EXPIRED: no live pending second step (cookie weather_second_step absent, expired, ended, or out of tries)';
const INVALID = `SECOND_FACTOR_INVALID (field code): a wrong, reused or malformed code, or any code while the sign-in brake refuses; ${EXPIRED}`;
const SIGNED_IN = 'Signed in with the session cookie; the pending step and a previous session end';

/** The second step with an authenticator app or a recovery code, and a required first app (contract: The second step). */
@ApiTags('auth')
@Responds()
@Controller('auth/second-step')
export class SecondStepController {
  constructor(
    private readonly secondStep: SecondStepService,
    private readonly cookie: SecondStepCookie,
    private readonly sessionCookie: SessionCookie,
    private readonly firstStepCookies: FirstStepCookies,
  ) {}

  @Get()
  @ApiOkResponse({ type: SecondStepStateDto, description: 'What the pending second step asks for' })
  @ApiUnauthorizedResponse({ description: EXPIRED, type: ErrorBodyDto })
  state(@Req() request: FastifyRequest): Promise<SecondStepStateDto> {
    return this.secondStep.state(this.cookie.read(request));
  }

  @Post('totp')
  @HttpCode(200)
  @StateChanging({ forbidden: 'ACCOUNT_DISABLED: the account was disabled since the first step' })
  @ApiOkResponse({ type: LoginResponseDto, description: `${SIGNED_IN} (method <first>+totp)` })
  @ApiUnauthorizedResponse({ description: INVALID, type: ErrorBodyDto })
  async totp(@Body() body: SecondFactorCodeDto, @ClientContext() context: SessionContext, @Req() request: FastifyRequest): Promise<HttpOutcome<LoginResponseDto>> {
    return this.signedIn(request, await this.secondStep.withTotp(this.cookie.read(request), body.code, context, this.sessionCookie.read(request)));
  }

  @Post('recovery-code')
  @HttpCode(200)
  @StateChanging({ forbidden: 'ACCOUNT_DISABLED: the account was disabled since the first step' })
  @ApiOkResponse({ type: RecoveryCodeSignInResponseDto, description: `${SIGNED_IN} (method <first>+recovery_code); the code is used up` })
  @ApiUnauthorizedResponse({ description: INVALID, type: ErrorBodyDto })
  async recoveryCode(@Body() body: SecondFactorCodeDto, @ClientContext() context: SessionContext, @Req() request: FastifyRequest): Promise<HttpOutcome<RecoveryCodeSignInResponseDto>> {
    return this.signedIn(request, await this.secondStep.withRecoveryCode(this.cookie.read(request), body.code, context, this.sessionCookie.read(request)));
  }

  @Post('enrolment/totp')
  @StateChanging({ forbidden: 'FORBIDDEN: this second step asks for a factor the user holds, not for a new one' })
  @ApiCreatedResponse({ type: TotpSecretDto, description: 'A new authenticator app waiting for its first code; its secret is shown this once' })
  @ApiUnauthorizedResponse({ description: EXPIRED, type: ErrorBodyDto })
  beginTotpEnrolment(@Req() request: FastifyRequest): Promise<TotpSecretDto> {
    return this.secondStep.beginTotpEnrolment(this.cookie.read(request));
  }

  @Post('enrolment/totp/confirm')
  @HttpCode(200)
  @StateChanging({ forbidden: 'FORBIDDEN: no enrolment is due; ACCOUNT_DISABLED: the account was disabled since the first step' })
  @ApiOkResponse({ type: EnrolmentSignInResponseDto, description: `The app is confirmed. ${SIGNED_IN} (method <first>+totp), with the first ten recovery codes` })
  @ApiUnauthorizedResponse({ description: INVALID, type: ErrorBodyDto })
  async confirmTotpEnrolment(@Body() body: TotpEnrolmentConfirmDto, @ClientContext() context: SessionContext, @Req() request: FastifyRequest): Promise<HttpOutcome<EnrolmentSignInResponseDto>> {
    return this.signedIn(request, await this.secondStep.confirmTotpEnrolment(this.cookie.read(request), body.code, body.name, context, this.sessionCookie.read(request)));
  }

  /** The session cookie replaces the pending step's (FirstStepCookies.secondStepDone). */
  private signedIn<Body extends LoginResponseDto>(request: FastifyRequest, done: SecondStepCompleted & { body: Body }): HttpOutcome<Body> {
    const outcome = HttpOutcome.of(done.body);
    this.firstStepCookies.secondStepDone(request, outcome, done.token);
    return outcome;
  }
}
