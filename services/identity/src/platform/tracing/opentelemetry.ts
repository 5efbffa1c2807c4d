/**
 * The OpenTelemetry SDK of the service (docs/adr/1001). Only start-tracing.ts requires this file,
 * and only when OTEL_EXPORTER_OTLP_ENDPOINT is set: every package imported here stays unloaded when
 * tracing is off.
 */
import FastifyOtelInstrumentation from '@fastify/otel';
import { trace } from '@opentelemetry/api';
import { diag, DiagLogLevel } from '@opentelemetry/api';
import { setGlobalErrorHandler, W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { IORedisInstrumentation } from '@opentelemetry/instrumentation-ioredis';
import { MySQL2Instrumentation } from '@opentelemetry/instrumentation-mysql2';
import { NodeSDK } from '@opentelemetry/sdk-node';
import { BatchSpanProcessor } from '@opentelemetry/sdk-trace-base';
import type { Logger } from 'pino';
import type { TracingConfig } from '../config/namespaces/observability';
import { useTraceIdSource } from './active-trace';
import { BetterSqlite3Instrumentation, maskSqlLiterals } from './better-sqlite3-instrumentation';
import { ThrottledReport } from './throttled-report';
import { RedactingSpanProcessor } from './redacting-span-processor';
import { requestRootsSampler } from './request-roots-sampler';
import type { Tracing } from './tracing';

/** Export failures and SDK warnings reach the log at most once a minute (with a count of the ones left out). */
const REPORT_INTERVAL_MS = 60_000;

/** Probes and scrapes are not traced: an orchestrator calls them every few seconds. */
const UNTRACED_PATHS = /^\/(?:health\/|metrics(?:[/?]|$))/;

/** `<endpoint>/v1/traces`, the OTLP/HTTP path of traces under the collector's base URL (a base path kept). */
export function tracesUrlOf(endpoint: URL): string {
  return `${endpoint.href.replace(/\/+$/, '')}/v1/traces`;
}

/** The URL as a log line may show it: no user, no password, no query. */
function printableUrl(url: string): string {
  const parsed = new URL(url);
  return `${parsed.origin}${parsed.pathname}`;
}

export function startOpenTelemetry(config: TracingConfig): Tracing {
  if (config.otlpEndpoint === null) throw new Error('startOpenTelemetry needs tracing.otlpEndpoint');
  const tracesUrl = tracesUrlOf(config.otlpEndpoint);
  // Before the logger exists (the first lines of main.ts), reports go to stderr.
  let sink: (message: string) => void = (message) => console.error(message);
  const exportProblems = new ThrottledReport(REPORT_INTERVAL_MS, (message) => sink(message));
  const sdkWarnings = new ThrottledReport(REPORT_INTERVAL_MS, (message) => sink(message));
  // A collector that is down or refuses spans costs a log line a minute, never a crash or a stall.
  setGlobalErrorHandler((error) => exportProblems.report(`Traces: export to ${printableUrl(tracesUrl)} failed: ${error instanceof Error ? error.message : String(error)}`));
  diag.setLogger(
    {
      error: (message) => sdkWarnings.report(`OpenTelemetry: ${message}`),
      warn: (message) => sdkWarnings.report(`OpenTelemetry: ${message}`),
      info: () => undefined,
      debug: () => undefined,
      verbose: () => undefined,
    },
    { logLevel: DiagLogLevel.WARN, suppressOverrideMessage: true },
  );

  const exporter = new OTLPTraceExporter({ url: tracesUrl });
  const sdk = new NodeSDK({
    serviceName: config.serviceName,
    // W3C traceparent only: a caller's trace continues; no baggage is taken from callers.
    textMapPropagator: new W3CTraceContextPropagator(),
    sampler: requestRootsSampler(),
    spanProcessors: [new RedactingSpanProcessor(), new BatchSpanProcessor(exporter)],
    // Traces only: metrics are Prometheus (docs/adr/1000) and logs are stdout JSON lines.
    metricReaders: [],
    logRecordProcessors: [],
    instrumentations: [
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (request) => UNTRACED_PATHS.test(request.url ?? ''),
      }),
      // Fastify's own instrumentation (the OpenTelemetry one is deprecated): it names the server
      // span after the route template and adds a span for the handler (not for each of the dozen
      // onRequest hooks: noise, each a few microseconds).
      new FastifyOtelInstrumentation({ registerOnInitialization: true, instrumentHooks: false, ignorePaths: ({ url }) => UNTRACED_PATHS.test(url) }),
      // Values never reach a span: literals masked, the bound parameters left out.
      new MySQL2Instrumentation({ maskStatement: true, maskStatementHook: maskSqlLiterals }),
      new IORedisInstrumentation({ requireParentSpan: true }),
      new BetterSqlite3Instrumentation(),
    ],
  });
  sdk.start();
  useTraceIdSource(() => {
    const spanContext = trace.getActiveSpan()?.spanContext();
    return spanContext && trace.isSpanContextValid(spanContext) ? spanContext.traceId : undefined;
  });

  return {
    tracesUrl: printableUrl(tracesUrl),
    serviceName: config.serviceName,
    useLogger(logger: Logger) {
      sink = (message) => logger.warn(message);
    },
    async shutdown(limitMs: number) {
      useTraceIdSource(null);
      let timer: NodeJS.Timeout | undefined;
      const limit = new Promise<'late'>((resolve) => {
        timer = setTimeout(() => resolve('late'), limitMs);
        timer.unref();
      });
      const outcome = await Promise.race([sdk.shutdown().then(() => 'done' as const, (error: unknown) => error), limit]);
      clearTimeout(timer);
      if (outcome === 'late') sink(`Traces: the last spans were not sent within ${limitMs} ms (collector at ${printableUrl(tracesUrl)})`);
      else if (outcome !== 'done') sink(`Traces: the last spans were not sent: ${outcome instanceof Error ? outcome.message : String(outcome)}`);
    },
  };
}
