import { Body, Controller, HttpCode, HttpStatus, Post, Query, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { ErrorBodyDto } from '../../platform/errors/error-body.dto';
import { HttpOutcome } from '../../platform/http/http-outcome';
import { ClientContext } from '../../platform/http/request-context.decorator';
import { StateChanging } from '../../platform/http/state-changing.decorator';
import { toMailLanguage } from '../../platform/mail/mail-language';
import type { SessionContext } from '../../platform/http/session-context';
import { CheckupDto, RegistrationAcceptedDto } from './dto/registration-answer.dto';
import { RegistrationQueryDto } from './dto/registration-query.dto';
import { RegistrationDto } from './dto/registration.dto';
import { RegistrationService } from './registration.service';
import { Responds } from '../../platform/http/responds.decorator';

@ApiTags('users')
@Responds()
@Controller('v1/users')
export class RegistrationController {
  constructor(private readonly registration: RegistrationService) {}

  @Post()
  @HttpCode(HttpStatus.OK)
  @StateChanging()
  @ApiCreatedResponse({
    description:
      'Sign-up: { email, needVerify: true } for a new or a known address alike; the code mailed to it verifies (or signs in) ' +
      'with PATCH /v1/users/{email}',
    type: RegistrationAcceptedDto,
  })
  @ApiOkResponse({ description: '?checkup=yes: { skipRegister }, nothing stored', type: CheckupDto })
  @ApiBadRequestResponse({ description: 'VALIDATION_FAILED with the field errors of SPEC §5 (recaptcha CAPTCHA_INVALID: solve again)', type: ErrorBodyDto })
  @ApiTooManyRequestsResponse({ description: 'TOO_MANY_ATTEMPTS from this client address, with Retry-After', type: ErrorBodyDto })
  async register(
    @Query() query: RegistrationQueryDto,
    @Body() body: RegistrationDto,
    @ClientContext() context: SessionContext,
    @Req() request: FastifyRequest,
  ): Promise<CheckupDto | HttpOutcome<RegistrationAcceptedDto>> {
    if (query.checkup === 'yes') return this.registration.checkup(body, context);
    const accepted = await this.registration.register(body, context, toMailLanguage(request.headers['accept-language']));
    return HttpOutcome.of(accepted, HttpStatus.CREATED);
  }
}
