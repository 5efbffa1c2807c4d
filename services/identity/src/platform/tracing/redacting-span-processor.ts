import type { Context } from '@opentelemetry/api';
import type { ReadableSpan, Span, SpanProcessor } from '@opentelemetry/sdk-trace-base';
import { redactUrl } from '../http/redact-url';

/** Attributes holding a path and query (the request target): redacted as the request log line is. */
const PATH_ATTRIBUTES = ['url.path', 'http.target'];
/** Attributes holding a query string alone, without its `?`. */
const QUERY_ATTRIBUTES = ['url.query'];
/** Attributes holding a whole URL. */
const FULL_URL_ATTRIBUTES = ['url.full', 'http.url'];

function redactFullUrl(value: string): string {
  if (!URL.canParse(value)) return redactUrl(value);
  const url = new URL(value);
  return `${url.protocol}//${url.host}${redactUrl(`${url.pathname}${url.search}`)}`;
}

/**
 * Secrets never reach a span: the link tokens in /v1/users/{token} and the hand-off tokens, OAuth
 * codes and states in queries are replaced as in the request log (redact-url.ts), whatever
 * instrumentation wrote the attribute. It runs as each span ends, before the exporter's processor.
 */
export class RedactingSpanProcessor implements SpanProcessor {
  onStart(_span: Span, _parentContext: Context): void {}

  onEnding(span: Span): void {
    const attributes = (span as unknown as ReadableSpan).attributes;
    for (const key of PATH_ATTRIBUTES) {
      const value = attributes[key];
      if (typeof value === 'string') span.setAttribute(key, redactUrl(value));
    }
    for (const key of QUERY_ATTRIBUTES) {
      const value = attributes[key];
      if (typeof value === 'string') span.setAttribute(key, redactUrl(`?${value}`).slice(1));
    }
    for (const key of FULL_URL_ATTRIBUTES) {
      const value = attributes[key];
      if (typeof value === 'string') span.setAttribute(key, redactFullUrl(value));
    }
  }

  onEnd(_span: ReadableSpan): void {}

  forceFlush(): Promise<void> {
    return Promise.resolve();
  }

  shutdown(): Promise<void> {
    return Promise.resolve();
  }
}
