import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import pino, { type Logger } from 'pino';
import { pinoHttp, type HttpLogger } from 'pino-http';
import pretty from 'pino-pretty';
import type { LogFormat, LogLevel } from '../../config/identity-config';
import { redactUrl } from './redact-url';

export const REQUEST_ID_HEADER = 'x-request-id';
/** A caller's request id is kept only when it is a plain token, so it cannot forge log lines. */
const ACCEPTABLE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Secrets never reach a log line: the cookie, the Set-Cookie answer, any authorization header. */
export const REDACTED_PATHS = ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'];

export function createRootLogger(level: LogLevel, format: LogFormat = 'json'): Logger {
  const options = { level, redact: { paths: REDACTED_PATHS, censor: '[redacted]' } };
  // Pretty lines are written synchronously on the main thread: fine for a person's terminal, while
  // production keeps pino's fast JSON, written asynchronously: a write per request line cost about
  // a tenth of a request's time under load (docs/performance.md); lines queued while a write is
  // under way go out together, and pino flushes what is left when the process exits.
  return format === 'pretty'
    ? pino(options, pretty({ sync: true, singleLine: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname,context', messageFormat: '{if context}[{context}] {end}{msg}' }))
    : pino(options, pino.destination({ dest: 1, sync: false }));
}

/**
 * One JSON line per request with its id; the id comes from X-Request-Id when the caller (a proxy)
 * sent a usable one, and is echoed in the answer so a person can quote it.
 */
export function createRequestLogger(logger: Logger): HttpLogger {
  return pinoHttp({
    logger,
    genReqId: (request: IncomingMessage, response: ServerResponse) => {
      const incoming = request.headers[REQUEST_ID_HEADER];
      const id = typeof incoming === 'string' && ACCEPTABLE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
      response.setHeader(REQUEST_ID_HEADER, id);
      return id;
    },
    // Only these fields are logged: no bodies (passwords), no headers (cookies), no answers (tokens),
    // and the URL without secret query values (handoff tokens).
    serializers: {
      req: (request: { id: unknown; method: string; url: string; remoteAddress?: string; headers: Record<string, unknown> }) => ({
        id: request.id,
        method: request.method,
        url: redactUrl(request.url),
        remoteAddress: request.remoteAddress,
        userAgent: request.headers['user-agent'],
      }),
      res: (response: { statusCode: number }) => ({ statusCode: response.statusCode }),
    },
    customLogLevel: (_request, response, error) => (error || response.statusCode >= 500 ? 'error' : response.statusCode >= 400 ? 'warn' : 'info'),
  });
}
