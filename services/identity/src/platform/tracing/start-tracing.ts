import type { TracingConfig } from '../config/namespaces/observability';
import type { Tracing } from './tracing';

/** The SDK module: required only when tracing is on, so that no OpenTelemetry package is loaded otherwise. */
export type SdkModule = typeof import('./opentelemetry');

function requireSdk(): SdkModule {
  // A plain require, not an import: it runs only here, and synchronously, before main.ts loads
  // Fastify, mysql2 and ioredis, which the instrumentations must patch as they are first required.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require('./opentelemetry') as SdkModule;
}

/**
 * Starts OpenTelemetry traces when an OTLP endpoint is configured; with none, returns null having
 * loaded nothing (free when off: no package required, no hook installed, the hot path unchanged).
 */
export function startTracing(config: TracingConfig, loadSdk: () => SdkModule = requireSdk): Tracing | null {
  if (config.otlpEndpoint === null) return null;
  return loadSdk().startOpenTelemetry(config);
}
