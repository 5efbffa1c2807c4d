import { Controller, Get, Param, ParseIntPipe } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ApiException } from '../../platform/errors/api-exception';
import { ErrorBodyDto } from '../../platform/errors/error-body.dto';
import { TimezoneDto } from './dto/timezone.dto';
import { TimezonesService } from './timezones.service';

/** An id that is not a number names no time zone: 404 like any unknown id. */
function timezoneIdPipe(): ParseIntPipe {
  return new ParseIntPipe({ exceptionFactory: () => new ApiException('TIMEZONE_NOT_FOUND') });
}

@ApiTags('timezones')
@Controller('v1/timezones')
export class TimezonesController {
  constructor(private readonly timezones: TimezonesService) {}

  @Get('get_all_timezones')
  @ApiOkResponse({ type: [TimezoneDto], description: 'Every IANA time zone, ordered by name' })
  list(): Promise<TimezoneDto[]> {
    return this.timezones.list();
  }

  @Get(':id')
  @ApiOkResponse({ type: TimezoneDto })
  @ApiNotFoundResponse({ description: 'TIMEZONE_NOT_FOUND', type: ErrorBodyDto })
  get(@Param('id', timezoneIdPipe()) id: number): Promise<TimezoneDto> {
    return this.timezones.get(id);
  }
}
