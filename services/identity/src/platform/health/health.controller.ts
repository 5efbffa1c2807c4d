import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { HttpOutcome } from '../http/http-outcome';
import { HealthDto } from './health.dto';
import { Responds } from '../http/responds.decorator';

/**
 * Readiness answers within a second whatever the database does (docs/adr/0701): a balancer must take
 * the instance out of rotation during a partition, not wait for the query timeout. The query that
 * lost the race still ends by the pool's own query timeout.
 */
export const READINESS_TIMEOUT_MS = 750;

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
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('readiness timeout')), READINESS_TIMEOUT_MS);
    });
    try {
      await Promise.race([this.dataSource.query('SELECT 1'), late]);
      return HttpOutcome.of({ status: 'ok', database: 'up' });
    } catch {
      return HttpOutcome.of({ status: 'unavailable', database: 'down' }, 503);
    } finally {
      clearTimeout(timer);
    }
  }
}
