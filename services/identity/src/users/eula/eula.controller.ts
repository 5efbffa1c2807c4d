import { Body, Controller, Get, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ErrorBodyDto } from '../../platform/errors/error-body.dto';
import { StateChanging } from '../../platform/http/state-changing.decorator';
import { Authenticated } from '../authentication/authenticated.decorator';
import { CurrentUser } from '../authentication/current-user.decorator';
import type { User } from '../user.entity';
import { AcceptEulaDto, EulaAcceptanceDto } from './dto/eula-acceptance.dto';
import { EulaDto } from './dto/eula.dto';
import { COLLABORATE_EULA } from './eula-application';
import { EulaService } from './eula.service';

@ApiTags('eula')
@Controller('v1/eula')
export class EulaController {
  constructor(private readonly eula: EulaService) {}

  @Get('collaborate')
  @ApiOkResponse({ type: EulaDto, description: 'The current terms of the collaboration sign-up' })
  @ApiNotFoundResponse({ description: 'EULA_NOT_FOUND', type: ErrorBodyDto })
  collaborate(): Promise<EulaDto> {
    return this.eula.current(COLLABORATE_EULA);
  }

  @Post('collaborate')
  @Authenticated()
  @StateChanging({ forbidden: 'FORBIDDEN: id is not the signed-in user' })
  @ApiCreatedResponse({ type: EulaAcceptanceDto, description: 'The acceptance is recorded (accepting again keeps the first record)' })
  @ApiNotFoundResponse({ description: 'EULA_NOT_FOUND: eulaId is not a version of the collaboration terms', type: ErrorBodyDto })
  acceptCollaborate(@CurrentUser() user: User, @Body() body: AcceptEulaDto): Promise<EulaAcceptanceDto> {
    return this.eula.accept(user, COLLABORATE_EULA, body);
  }
}
