import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One span as the OTLP/HTTP JSON encoding carries it (ids in hex), with its attributes made plain. */
export interface ReceivedSpan {
  readonly traceId: string;
  readonly spanId: string;
  readonly parentSpanId: string | undefined;
  readonly name: string;
  /** OTLP's SpanKind: 1 internal, 2 server, 3 client. */
  readonly kind: number;
  readonly scope: string;
  readonly attributes: Readonly<Record<string, string | number | boolean>>;
}

export interface OtlpReceiver {
  /** The collector's base URL, for OTEL_EXPORTER_OTLP_ENDPOINT. */
  readonly url: string;
  spans(): ReceivedSpan[];
  close(): Promise<void>;
}

interface OtlpValue {
  stringValue?: string;
  intValue?: string | number;
  doubleValue?: number;
  boolValue?: boolean;
}
interface OtlpExport {
  resourceSpans?: {
    scopeSpans?: {
      scope?: { name?: string };
      spans?: { traceId: string; spanId: string; parentSpanId?: string; name: string; kind: number; attributes?: { key: string; value: OtlpValue }[] }[];
    }[];
  }[];
}

function plain(value: OtlpValue): string | number | boolean {
  if (value.stringValue !== undefined) return value.stringValue;
  if (value.intValue !== undefined) return Number(value.intValue);
  if (value.doubleValue !== undefined) return value.doubleValue;
  return value.boolValue ?? '';
}

/**
 * A collector on loopback that accepts OTLP/HTTP JSON traces (POST /v1/traces), as the service's
 * exporter sends them, and keeps the spans. Anything else is refused, so a wrong path or encoding
 * shows up as missing spans, not as spans silently accepted.
 */
export async function startOtlpReceiver(): Promise<OtlpReceiver> {
  const received: ReceivedSpan[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method !== 'POST' || request.url !== '/v1/traces') return void response.writeHead(404).end();
      if (!request.headers['content-type']?.startsWith('application/json')) return void response.writeHead(415).end();
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as OtlpExport;
      for (const resource of body.resourceSpans ?? []) {
        for (const scopeSpans of resource.scopeSpans ?? []) {
          for (const span of scopeSpans.spans ?? []) {
            received.push({
              traceId: span.traceId,
              spanId: span.spanId,
              parentSpanId: span.parentSpanId || undefined,
              name: span.name,
              kind: span.kind,
              scope: scopeSpans.scope?.name ?? '',
              attributes: Object.fromEntries((span.attributes ?? []).map(({ key, value }) => [key, plain(value)])),
            });
          }
        }
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    spans: () => [...received],
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Whether `span` lies under `ancestor` by its parent chain (both in one trace). */
export function descendsFrom(span: ReceivedSpan, ancestor: ReceivedSpan, all: readonly ReceivedSpan[]): boolean {
  const byId = new Map(all.filter((each) => each.traceId === ancestor.traceId).map((each) => [each.spanId, each]));
  let current: ReceivedSpan | undefined = span;
  for (let depth = 0; current && depth < 100; depth += 1) {
    if (current.parentSpanId === ancestor.spanId) return current.traceId === ancestor.traceId;
    current = current.parentSpanId ? byId.get(current.parentSpanId) : undefined;
  }
  return false;
}
