import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { HttpOutcome } from '../http/http-outcome';
import { HealthDto } from './health.dto';
import { Responds } from '../http/responds.decorator';

@ApiTags('health')
@Responds()
@Controller('health')
export class HealthController {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The process answers: restart it only when this fails. */
  @Get('live')
  @ApiOkResponse({ type: HealthDto })
  live(): HealthDto {
    return { status: 'ok' };
  }

  /** The service can do its work: send it traffic only while the database answers. */
  @Get('ready')
  @ApiOkResponse({ type: HealthDto })
  @ApiServiceUnavailableResponse({ type: HealthDto, description: 'The database does not answer' })
  async ready(): Promise<HttpOutcome<HealthDto>> {
    try {
      await this.dataSource.query('SELECT 1');
      return HttpOutcome.of({ status: 'ok', database: 'up' });
    } catch {
      return HttpOutcome.of({ status: 'unavailable', database: 'down' }, 503);
    }
  }
}
