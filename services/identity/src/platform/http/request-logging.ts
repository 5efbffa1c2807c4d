import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import pino, { type Logger } from 'pino';
import pretty from 'pino-pretty';
import type { LogFormat, LogLevel } from '../config/identity-config';
import { activeTraceId, tracingIsOn } from '../tracing/active-trace';
import { redactUrl } from './redact-url';

export const REQUEST_ID_HEADER = 'x-request-id';
/** A caller's request id is kept only when it is a plain token, so it cannot forge log lines. */
const ACCEPTABLE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Secrets never reach a log line: the cookie, the Set-Cookie answer, any authorization header. */
export const REDACTED_PATHS = ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'];

/**
 * The server gathers its JSON lines into writes of at least this many bytes, pino's asynchronous
 * logging (docs/adr/0414): a write per line, through the thread pool, cost about a tenth of a
 * request's CPU under load (issue 11); one per ~60 lines costs next to nothing.
 */
const LOG_WRITE_MIN_BYTES = 16 * 1024;
const LOG_WRITE_MAX_BYTES = 64 * 1024;
/** A quiet server's lines still reach the log within this time. */
const LOG_FLUSH_INTERVAL_MS = 1000;

export interface RootLoggerOptions {
  /** Gather JSON lines (the server; see flushLogsSync for start and shutdown). Pretty lines never are. */
  buffered?: boolean;
  /** Where the lines go: standard output, unless a test names a file descriptor. */
  fd?: number;
}

/** pino's file destination (a SonicBoom). */
type SonicBoom = ReturnType<typeof pino.destination>;

/** What pino writes to: a stream's write with the flushes pino and flushLogsSync call. */
interface LineStream {
  write(line: string): boolean;
  flush(callback?: (error?: Error) => void): void;
  flushSync(): void;
  readonly destroyed: boolean;
}

/**
 * A SonicBoom in buffer mode behind pino's string lines. In its text mode, SonicBoom measures the
 * bytes of all the lines it holds on every write (Buffer.byteLength of the joined string, which
 * copies it): with 16 KiB gathered, kilobytes of garbage per line and about 4.5 of GET
 * /v1/users/me's 94 CPU µs (issue 32). In buffer mode it keeps each line's length.
 */
function gatheringLines(destination: SonicBoom): LineStream {
  return {
    // SonicBoom's typings declare strings only; in buffer mode it takes Buffers.
    write: (line: string) => destination.write(Buffer.from(line) as unknown as string),
    flush: (callback?: (error?: Error) => void) => destination.flush(callback),
    flushSync: () => destination.flushSync(),
    get destroyed() {
      // Set by SonicBoom once ended (its typings leave it out).
      return (destination as SonicBoom & { destroyed?: boolean }).destroyed === true;
    },
  };
}

export function createRootLogger(level: LogLevel, format: LogFormat = 'json', { buffered = false, fd = 1 }: RootLoggerOptions = {}): Logger {
  const options = { level, redact: { paths: REDACTED_PATHS, censor: '[redacted]' } };
  // Pretty lines are written synchronously on the main thread: fine for a person's terminal, while
  // production keeps pino's fast JSON, written asynchronously; lines queued while a write is under
  // way go out together, and pino flushes what is left when the process exits.
  if (format === 'pretty') {
    return pino(options, pretty({ sync: true, singleLine: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname,context', messageFormat: '{if context}[{context}] {end}{msg}' }));
  }
  if (!buffered) return pino(options, pino.destination({ dest: fd, sync: false }));
  const destination = pino.destination({ dest: fd, sync: false, minLength: LOG_WRITE_MIN_BYTES, maxWrite: LOG_WRITE_MAX_BYTES, contentMode: 'buffer' });
  setInterval(() => {
    try {
      destination.flush();
    } catch {
      // Ended (the process is stopping): nothing is left to write.
    }
  }, LOG_FLUSH_INTERVAL_MS).unref();
  return pino(options, gatheringLines(destination));
}

/**
 * Writes a buffered logger's gathered lines now, synchronously: before the port opens (the start-up
 * lines, such as the demo admin's password) and at shutdown, where a signal ends the process without
 * the exit handler through which pino flushes.
 */
export function flushLogsSync(logger: Logger): void {
  const stream = (logger as unknown as Record<symbol, { destroyed?: boolean; flushSync?: () => void } | undefined>)[pino.symbols.streamSym];
  if (stream && !stream.destroyed && typeof stream.flushSync === 'function') stream.flushSync();
}

/** The caller's (a proxy's) request id when it is a plain token, else undefined. */
function callerRequestIdOf(request: IncomingMessage): string | undefined {
  const incoming = request.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && ACCEPTABLE_REQUEST_ID.test(incoming) ? incoming : undefined;
}

/**
 * The request id of an answer. With traces on (docs/adr/1001) it is the request's trace id, so a
 * log line leads to its trace: a caller's W3C traceparent continues its trace and so sets the id,
 * and a caller's x-request-id is logged beside it (`req.callerRequestId`). With traces off, or for
 * a request that is not traced (probes), it is the caller's x-request-id when that is a plain
 * token, else a new one.
 */
export function requestIdOf(request: IncomingMessage): string {
  return activeTraceId() ?? callerRequestIdOf(request) ?? randomUUID();
}

/** The request fields of a request line; `callerRequestId` only with traces on, when the caller's x-request-id is not the trace id. */
interface RequestLineFields {
  id: string;
  method: string;
  url: string;
  remoteAddress: string | undefined;
  userAgent: string | undefined;
  callerRequestId?: string;
}

/**
 * One JSON line per request with its id (Fastify's genReqId is requestIdOf; the trace id when traces
 * are on), echoed in the answer so a person can quote it. Only these fields are logged: no bodies (passwords), no headers
 * (cookies), no answers (tokens), and the URL without its secrets (link tokens in the path, hand-off
 * tokens and OAuth codes in the query; redact-url.ts).
 */
export function registerRequestLogging(instance: FastifyInstance, logger: Logger): void {
  const lines = requestLineLogger(logger);
  // Decided once: with traces off the request line is built as before, at no extra cost.
  const withCallerRequestId = tracingIsOn();
  instance.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
  instance.addHook('onResponse', (request, reply, done) => {
    const statusCode = reply.statusCode;
    const level = statusCode >= 500 ? 'error' : statusCode >= 400 ? 'warn' : 'info';
    if (lines.isLevelEnabled(level)) {
      const req: RequestLineFields = { id: request.id, method: request.method, url: redactUrl(request.url), remoteAddress: request.socket.remoteAddress, userAgent: request.headers['user-agent'] };
      if (withCallerRequestId) {
        const callerRequestId = callerRequestIdOf(request.raw);
        if (callerRequestId !== undefined && callerRequestId !== request.id) req.callerRequestId = callerRequestId;
      }
      lines[level](
        {
          req,
          res: { statusCode },
          responseTime: Math.round(reply.elapsedTime),
        },
        'request completed',
      );
    }
    done();
  });
}

/**
 * The logger of the request lines: the root logger without its path redaction. A request line is
 * built from the fields named in registerRequestLogging only, never a header, so no redacted path
 * can occur in it; pino's redaction parses every path again on every line that has a `req` or `res`,
 * which was half the line's cost (about 3 of 6.5 µs; issue 11, docs/adr/0414 addendum).
 */
export function requestLineLogger(logger: Logger): Logger {
  return logger.child({}, { redact: [] });
}
