import { Controller, Get, Header, Headers } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { InjectConfig } from '../config/config.module';
import type { IdentityConfig } from '../config/identity-config';
import { ApiException } from '../errors/api-exception';
import { ErrorBodyDto } from '../errors/error-body.dto';
import { Metrics } from './metrics';
import { carriesMetricsToken, METRICS_CHALLENGE } from './metrics-token';

/** Prometheus' text format, as prom-client writes it. */
const PROMETHEUS_TEXT = 'text/plain; version=0.0.4; charset=utf-8';

/**
 * GET /metrics on the API's own port, for a scraper that holds METRICS_TOKEN (docs/operations.md,
 * Metrics). Without METRICS_TOKEN the route answers 404 as an unknown path does; METRICS_PORT
 * serves the same text on a listener of its own without a token (MetricsListener).
 */
@ApiTags('metrics')
@Controller('metrics')
export class MetricsController {
  private readonly token: string | null;

  constructor(
    private readonly metrics: Metrics,
    @InjectConfig() config: IdentityConfig,
  ) {
    this.token = config.metrics.token;
  }

  @Get()
  @Header('Content-Type', PROMETHEUS_TEXT)
  @ApiOperation({ summary: 'Prometheus metrics (text format 0.0.4)', description: 'Needs `Authorization: Bearer <METRICS_TOKEN>`; answers 404 when METRICS_TOKEN is not set.' })
  @ApiOkResponse({ description: 'Every metric of this instance, in the Prometheus text format', content: { 'text/plain': { schema: { type: 'string' } } } })
  @ApiUnauthorizedResponse({ type: ErrorBodyDto, description: 'UNAUTHENTICATED: no bearer token, or not METRICS_TOKEN (with WWW-Authenticate: Bearer)' })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'NOT_FOUND: METRICS_TOKEN is not set' })
  async scrape(@Headers('authorization') authorization: string | undefined): Promise<string> {
    if (this.token === null) throw new ApiException('NOT_FOUND');
    if (!carriesMetricsToken(authorization, this.token)) throw new ApiException('UNAUTHENTICATED', undefined, { 'WWW-Authenticate': METRICS_CHALLENGE });
    return (await this.metrics.expose()).body;
  }
}
