/**
 * The one link between the request pipeline and OpenTelemetry that costs nothing when tracing is
 * off: the SDK module (opentelemetry.ts, loaded only when OTEL_EXPORTER_OTLP_ENDPOINT is set) sets
 * the source; everything else asks `activeTraceId()` without importing any OpenTelemetry package.
 */
export type TraceIdSource = () => string | undefined;

let source: TraceIdSource | null = null;

/** Installed by the SDK at start (and removed at shutdown, or by tests). */
export function useTraceIdSource(next: TraceIdSource | null): void {
  source = next;
}

/** The trace id of the span active now; undefined when tracing is off or no span is active. */
export function activeTraceId(): string | undefined {
  return source === null ? undefined : source();
}

/** Whether traces are being recorded (the SDK is started in this process). */
export function tracingIsOn(): boolean {
  return source !== null;
}
