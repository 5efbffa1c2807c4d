/**
 * Bootstrap: an early import of main.ts (after the thread pool's size), so that OpenTelemetry (when configured) patches Fastify,
 * mysql2, ioredis and better-sqlite3 before anything requires them. It reads the environment through
 * the project's config loader, as main.ts does; a bad configuration is left for main.ts to report.
 */
import { ConfigError } from '../config/config-error';
import { loadConfig } from '../config/load-config';
import { startTracing } from './start-tracing';
import type { Tracing } from './tracing';

function tracingOfEnvironment(): Tracing | null {
  try {
    return startTracing(loadConfig(process.env).tracing);
  } catch (error) {
    if (error instanceof ConfigError) return null;
    throw error;
  }
}

/** The running SDK, or null when OTEL_EXPORTER_OTLP_ENDPOINT is not set (nothing loaded). */
export const tracing: Tracing | null = tracingOfEnvironment();
