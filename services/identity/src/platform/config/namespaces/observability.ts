import { type ConfigOf, group, variable } from '../config-schema';
import { httpUrl, minLength, port, text } from '../parsers';

/**
 * Prometheus metrics (issue 30, docs/operations.md): on a port of their own (METRICS_PORT, never
 * published beside the API) and/or on the API's port behind a bearer token (METRICS_TOKEN). Neither
 * set: no metrics endpoint at all.
 */
export const metricsSchema = group({
  /** A separate listener that answers /metrics only; null means none. */
  port: variable('METRICS_PORT', port, { default: null }),
  /** The bearer token of GET /metrics on the API's own port; null means that route answers 404. */
  token: variable('METRICS_TOKEN', minLength(16, 'must have at least 16 characters (e.g. openssl rand -base64 24)'), { default: null, secret: true }),
});
export type MetricsConfig = ConfigOf<typeof metricsSchema>;

/**
 * OpenTelemetry traces (issue 30): exported over OTLP/HTTP when an endpoint is set, and not even
 * loaded otherwise (free when off). The names are the OpenTelemetry SDK's own.
 */
export const tracingSchema = group({
  /** The collector's base URL, e.g. http://otel-collector:4318; traces go to <it>/v1/traces. */
  otlpEndpoint: variable('OTEL_EXPORTER_OTLP_ENDPOINT', httpUrl, { default: null }),
  /** service.name of every span. */
  serviceName: variable('OTEL_SERVICE_NAME', text, { default: 'weather-identity' }),
});
export type TracingConfig = ConfigOf<typeof tracingSchema>;
