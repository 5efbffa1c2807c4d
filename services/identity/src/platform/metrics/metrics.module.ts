import { Global, Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { AuditMetrics } from './audit-metrics';
import { Metrics } from './metrics';
import { MetricsController } from './metrics.controller';
import { MetricsListener } from './metrics-listener';

/**
 * Prometheus metrics (docs/adr/1000-prometheus-metrics.md): the Metrics service every module counts
 * with (global), the sign-in counts taken from the audit log, GET /metrics behind METRICS_TOKEN and
 * the METRICS_PORT listener. The HTTP request histogram is a Fastify hook (app.factory.ts).
 */
@Global()
@Module({
  imports: [AuditModule],
  controllers: [MetricsController],
  providers: [Metrics, AuditMetrics, MetricsListener],
  exports: [Metrics],
})
export class MetricsModule {}
