import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiForbiddenResponse, ApiOkResponse, ApiProperty, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { AuthenticationResponseJSON, PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import type { FastifyRequest } from 'fastify';
import { AuditService } from '../../platform/audit/audit.service';
import { ApiException } from '../../platform/errors/api-exception';
import { ErrorBodyDto } from '../../platform/errors/error-body.dto';
import { HttpOutcome } from '../../platform/http/http-outcome';
import { ClientContext } from '../../platform/http/request-context.decorator';
import { Responds } from '../../platform/http/responds.decorator';
import type { SessionContext } from '../../platform/http/session-context';
import { StateChanging } from '../../platform/http/state-changing.decorator';
import { UserAccounts } from '../../users/user-accounts';
import { PasskeyAssertionDto } from '../passkeys/dto/passkey-sign-in.dto';
import { PasskeyRegistrationDto } from '../passkeys/dto/passkey-registration.dto';
import { CreationOptionsDto, RequestOptionsDto } from '../passkeys/dto/webauthn-options.dto';
import { PasskeyCeremonies } from '../passkeys/passkey-ceremonies';
import { SessionCookie } from '../sessions/session-cookie';
import { LoginResponseDto } from '../sign-in/dto/login-response.dto';
import { RecoveryCodesService } from './recovery-codes.service';
import type { SecondStepChallenge } from './second-step-challenge.entity';
import { SecondStepAttempts } from './second-step-attempts';
import { SecondStepChallenges } from './second-step-challenges';
import { SecondStepCompletion, type SecondStepCompleted } from './second-step-completion';
import { FirstStepCookies } from './first-step-cookies';
import { SecondStepCookie } from './second-step-cookie';

/** The answer of an enrolment during the second step: signed in, with the first ten recovery codes. */
export class PasskeyEnrolmentResponseDto extends LoginResponseDto {
  @ApiProperty({ type: [String], description: 'Ten new single-use recovery codes (xxxxx-xxxxx), shown once' })
  recovery_codes: string[];
}

const NOT_ENROLMENT = 'FORBIDDEN: this second step asks for a factor the user holds, not for a new one';
const EXPIRED = 'SECOND_STEP_EXPIRED: no live pending second step (cookie weather_second_step absent, expired, ended, or out of tries)';

/** The second step of a sign-in with a passkey, and the enrolment of a passkey when the enterprise requires a factor (contract: The second step). */
@ApiTags('auth')
@Responds()
@Controller('auth/second-step')
export class PasskeySecondStepController {
  constructor(
    private readonly cookie: SecondStepCookie,
    private readonly challenges: SecondStepChallenges,
    private readonly attempts: SecondStepAttempts,
    private readonly completion: SecondStepCompletion,
    private readonly ceremonies: PasskeyCeremonies,
    private readonly recoveryCodes: RecoveryCodesService,
    private readonly users: UserAccounts,
    private readonly audit: AuditService,
    private readonly sessionCookie: SessionCookie,
    private readonly firstStepCookies: FirstStepCookies,
  ) {}

  @Post('passkey/options')
  @HttpCode(200)
  @StateChanging()
  @ApiOkResponse({ type: RequestOptionsDto, description: "Request options listing the user's passkeys, with a new single-use challenge bound to the user" })
  @ApiUnauthorizedResponse({ description: EXPIRED, type: ErrorBodyDto })
  async passkeyOptions(@Req() request: FastifyRequest): Promise<PublicKeyCredentialRequestOptionsJSON> {
    const challenge = await this.pending(request);
    return this.ceremonies.authenticationOptions({ kind: 'second-step', userId: challenge.userId });
  }

  @Post('passkey')
  @HttpCode(200)
  @StateChanging({ forbidden: 'ACCOUNT_DISABLED: the account was disabled since the first step' })
  @ApiOkResponse({ type: LoginResponseDto, description: 'Signed in (method <first>+passkey) with the session cookie; the pending step and a previous session end' })
  @ApiUnauthorizedResponse({ description: `PASSKEY_INVALID: not one of the user's passkeys, bad signature, spent or foreign challenge, or the sign-in brake refuses; ${EXPIRED}`, type: ErrorBodyDto })
  async passkey(@Body() body: PasskeyAssertionDto, @ClientContext() context: SessionContext, @Req() request: FastifyRequest): Promise<HttpOutcome<LoginResponseDto>> {
    const challenge = await this.pending(request);
    const response = body.response as AuthenticationResponseJSON;
    await this.attempts.attempt(challenge, 'passkey', context, (user) => verified(this.ceremonies.authenticate(response, { kind: 'second-step', userId: user.id })));
    return this.signedIn(request, await this.completion.complete(challenge, 'passkey', context, this.sessionCookie.read(request)));
  }

  @Post('enrolment/passkey/options')
  @HttpCode(200)
  @StateChanging()
  @ApiOkResponse({ type: CreationOptionsDto, description: 'Creation options for the first factor of a user whose enterprise requires one' })
  @ApiUnauthorizedResponse({ description: EXPIRED, type: ErrorBodyDto })
  @ApiForbiddenResponse({ description: NOT_ENROLMENT, type: ErrorBodyDto })
  async enrolmentOptions(@Req() request: FastifyRequest): Promise<PublicKeyCredentialCreationOptionsJSON> {
    const challenge = await this.enrolment(request);
    const user = await this.users.findById(challenge.userId);
    if (!user) throw new ApiException('SECOND_STEP_EXPIRED');
    return this.ceremonies.registrationOptions(user);
  }

  @Post('enrolment/passkey')
  @HttpCode(200)
  @StateChanging({ forbidden: `ACCOUNT_DISABLED: the account was disabled since the first step; ${NOT_ENROLMENT}` })
  @ApiOkResponse({ type: PasskeyEnrolmentResponseDto, description: 'The passkey is registered and the user signed in (method <first>+passkey), with ten recovery codes shown once' })
  @ApiUnauthorizedResponse({ description: `PASSKEY_INVALID: the registration does not verify (challenge, origin, RP, or a credential registered already); ${EXPIRED}`, type: ErrorBodyDto })
  async enrol(@Body() body: PasskeyRegistrationDto, @ClientContext() context: SessionContext, @Req() request: FastifyRequest): Promise<HttpOutcome<PasskeyEnrolmentResponseDto>> {
    const challenge = await this.enrolment(request);
    const passkey = await this.ceremonies.register(challenge.userId, body.name, body.response as RegistrationResponseJSON);
    await this.audit.record({ event: 'SECOND_FACTOR_ENROLLED', actorId: challenge.userId, subjectId: challenge.userId, ip: context.ip, details: { factor: 'passkey', id: passkey.id } });
    const recoveryCodes = (await this.recoveryCodes.issueFirstIfNone(challenge.userId)) ?? [];
    if (recoveryCodes.length > 0) await this.audit.record({ event: 'RECOVERY_CODES_GENERATED', actorId: challenge.userId, subjectId: challenge.userId, ip: context.ip });
    const completed = await this.completion.complete(challenge, 'passkey', context, this.sessionCookie.read(request));
    return this.signedIn(request, { ...completed, body: { ...completed.body, recovery_codes: recoveryCodes } });
  }

  /** The live pending second step of the cookie. */
  private async pending(request: FastifyRequest): Promise<SecondStepChallenge> {
    const token = this.cookie.read(request);
    const challenge = token ? await this.challenges.findLive(token) : null;
    if (!challenge) throw new ApiException('SECOND_STEP_EXPIRED');
    return challenge;
  }

  /** A pending step that asks for a first factor (the enterprise requires one and the user holds none). */
  private async enrolment(request: FastifyRequest): Promise<SecondStepChallenge> {
    const challenge = await this.pending(request);
    if (!challenge.enrolmentRequired) throw new ApiException('FORBIDDEN');
    return challenge;
  }

  /** The session cookie replaces the pending step's (FirstStepCookies.secondStepDone). */
  private signedIn<Body extends LoginResponseDto>(request: FastifyRequest, done: SecondStepCompleted & { body: Body }): HttpOutcome<Body> {
    const outcome = HttpOutcome.of(done.body);
    this.firstStepCookies.secondStepDone(request, outcome, done.token);
    return outcome;
  }
}

/** An assertion's verification as the attempt's check: PASSKEY_INVALID is a wrong try, anything else a fault. */
async function verified(verification: Promise<unknown>): Promise<boolean> {
  try {
    await verification;
    return true;
  } catch (error) {
    if (error instanceof ApiException && error.code === 'PASSKEY_INVALID') return false;
    throw error;
  }
}
