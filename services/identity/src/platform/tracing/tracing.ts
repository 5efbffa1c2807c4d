import type { Logger } from 'pino';

/** The running OpenTelemetry SDK, as main.ts sees it. */
export interface Tracing {
  /** Where spans go, without credentials: `<endpoint>/v1/traces`. */
  readonly tracesUrl: string;
  readonly serviceName: string;
  /** Export failures and the SDK's warnings go to this logger from now on (to stderr before). */
  useLogger(logger: Logger): void;
  /** Sends the spans still queued and stops the SDK; resolves within `limitMs` even if the collector is silent. */
  shutdown(limitMs: number): Promise<void>;
}
