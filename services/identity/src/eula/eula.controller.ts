import { Controller, Get } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ErrorBodyDto } from '../common/errors/error-body.dto';
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
}
