import { Body, Controller, HttpCode, Param, Patch, Post, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiExtraModels,
  ApiGoneResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiParam,
  ApiTags,
  ApiTooManyRequestsResponse,
  getSchemaPath,
} from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { LoginResponseDto } from '../sign-in/dto/login-response.dto';
import { ErrorBodyDto } from '../../platform/errors/error-body.dto';
import { HttpOutcome } from '../../platform/http/http-outcome';
import { ClientContext } from '../../platform/http/request-context.decorator';
import { StateChanging } from '../../platform/http/state-changing.decorator';
import { toMailLanguage } from '../../platform/mail/mail-language';
import { CodeSignInService } from '../magic-codes/code-sign-in.service';
import type { SessionContext } from '../../platform/http/session-context';
import { FirstStepCookies } from '../second-factors/first-step-cookies';
import { SessionCookie } from '../sessions/session-cookie';
import { ForgotDto, SentDto } from './dto/forgot.dto';
import { LinkAccountDto } from './dto/link-account.dto';
import { PatchUserByKeyDto } from './dto/patch-user-by-key.dto';
import { RewelcomeDto } from './dto/rewelcome.dto';
import { PasswordLinkService } from './password-link.service';
import { Responds } from '../../platform/http/responds.decorator';

/** Getting into an account by mail: magic codes, reset and invitation links. */
@ApiTags('users')
@ApiExtraModels(LoginResponseDto, LinkAccountDto)
@Responds()
@Controller('v1/users')
export class AccountRecoveryController {
  constructor(
    private readonly codeSignIn: CodeSignInService,
    private readonly passwordLinks: PasswordLinkService,
    private readonly cookie: SessionCookie,
    private readonly firstStepCookies: FirstStepCookies,
  ) {}

  @Post('forgot')
  @HttpCode(200)
  @StateChanging()
  @ApiOkResponse({ type: SentDto, description: 'The same answer whether or not the email is registered' })
  @ApiTooManyRequestsResponse({ description: 'TOO_MANY_ATTEMPTS past the send limits per address or per client address, with Retry-After', type: ErrorBodyDto })
  async forgot(@Body() body: ForgotDto, @ClientContext() context: SessionContext, @Req() request: FastifyRequest): Promise<SentDto> {
    const language = toMailLanguage(request.headers['accept-language']);
    if (body.resetPassword) await this.passwordLinks.sendResetLink(body.email, context, language);
    else await this.codeSignIn.sendCode(body.email, context, language);
    return { sent: true };
  }

  @Post('rewelcome')
  @HttpCode(200)
  @StateChanging()
  @ApiOkResponse({ type: SentDto, description: 'The same answer for every address; a code is mailed only to an unverified account' })
  @ApiTooManyRequestsResponse({ description: 'TOO_MANY_ATTEMPTS past the send limits, with Retry-After', type: ErrorBodyDto })
  async rewelcome(@Body() body: RewelcomeDto, @ClientContext() context: SessionContext, @Req() request: FastifyRequest): Promise<SentDto> {
    await this.codeSignIn.resendVerification(body.email, context, toMailLanguage(request.headers['accept-language']));
    return { sent: true };
  }

  @Patch(':key')
  @HttpCode(200)
  @StateChanging({ forbidden: 'ACCOUNT_DISABLED: right code or valid link, disabled account' })
  @ApiParam({ name: 'key', description: "With magic_code: the account's numeric id or URL-encoded email. With token: the token" })
  @ApiOkResponse({
    description:
      '{ email, magic_code }: verified and signed in (session cookie), a login response; with second_step, no session yet (weather_second_step cookie). { token }: the link is valid, { email }. ' +
      '{ token, password }: password set, every session ended, { email }',
    schema: { oneOf: [{ $ref: getSchemaPath(LoginResponseDto) }, { $ref: getSchemaPath(LinkAccountDto) }] },
  })
  @ApiBadRequestResponse({ description: 'INVALID_VERIFICATION_CODE "Invalid verification code" (wrong, expired, superseded or voided code), or field errors', type: ErrorBodyDto })
  @ApiNotFoundResponse({ description: 'LINK_INVALID "Oops! Seems like the verification link is invalid!"', type: ErrorBodyDto })
  @ApiGoneResponse({ description: 'LINK_EXPIRED "The link you have clicked is no longer valid" (expired or already used)', type: ErrorBodyDto })
  async patchByKey(
    @Param('key') key: string,
    @Body() body: PatchUserByKeyDto,
    @ClientContext() context: SessionContext,
    @Req() request: FastifyRequest,
  ): Promise<LinkAccountDto | HttpOutcome<LoginResponseDto>> {
    if (body.token !== undefined) {
      return body.password === undefined
        ? this.passwordLinks.check(key, body.token)
        : this.passwordLinks.setPassword(key, body.token, body.password, context);
    }
    const result = await this.codeSignIn.signIn(key, body.email ?? '', body.magic_code ?? '', context, this.cookie.read(request));
    const outcome = HttpOutcome.of(result.body);
    // The session cookie, or the pending second step's (issue 29).
    this.firstStepCookies.write(outcome, { session: result.token, secondStep: result.secondStep }, { embedded: body.is_collaborate_self_register === true });
    return outcome;
  }
}
