import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import pino from 'pino';
import { useTraceIdSource } from '../tracing/active-trace';
import { createRootLogger, flushLogsSync, REDACTED_PATHS, REQUEST_ID_HEADER, registerRequestLogging, requestIdOf, requestLineLogger } from './request-logging';

/** A logger like the server's (same redaction) whose lines are kept, parsed. */
function capturingLogger(level: pino.Level = 'info') {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return { logger: pino({ level, redact: { paths: REDACTED_PATHS, censor: '[redacted]' } }, stream), lines };
}

async function serverLogging(level?: pino.Level) {
  const { logger, lines } = capturingLogger(level);
  const server = Fastify({ genReqId: requestIdOf, requestIdHeader: false });
  registerRequestLogging(server, logger);
  server.get('/v1/users/me', async () => ({ uuid: 'u-1' }));
  server.get('/fails', async (_request, reply) => reply.status(503).send({ code: 'DOWN' }));
  const base = await server.listen({ host: '127.0.0.1', port: 0 });
  // Through a real socket: the line is written when the answer has gone out (onResponse).
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const logged = lines.length;
    const answer = await fetch(`${base}${path}`, { headers });
    await answer.text();
    while (lines.length === logged && server.server.listening) await new Promise((resolve) => setTimeout(resolve, 5));
    return answer;
  };
  return { server, lines, get, base };
}

describe(registerRequestLogging.name, () => {
  it('writes one line per request with the named fields only: no cookie, no authorization, no secret query value', async () => {
    const { server, lines, get } = await serverLogging();
    const answer = await get('/v1/users/me?token=s3cret-token&seq=2', {
      cookie: 'sid=s3cret-cookie',
      authorization: 'Basic s3cret-basic',
      'user-agent': 'spec/1',
      [REQUEST_ID_HEADER]: 'req-42',
    });
    await server.close();

    expect(answer.headers.get(REQUEST_ID_HEADER)).toBe('req-42');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 30,
      msg: 'request completed',
      req: { id: 'req-42', method: 'GET', url: '/v1/users/me?token=[redacted]&seq=2', remoteAddress: '127.0.0.1', userAgent: 'spec/1' },
      res: { statusCode: 200 },
    });
    expect(typeof lines[0]?.responseTime).toBe('number');
    expect(JSON.stringify(lines)).not.toMatch(/s3cret/);
  });

  it('logs server errors at error level and leaves out levels that are off', async () => {
    const { server, lines, get, base } = await serverLogging('error');
    const unlogged = await fetch(`${base}/v1/users/me`);
    await unlogged.text();
    await get('/fails');
    await server.close();

    expect(lines).toEqual([expect.objectContaining({ level: 50, res: { statusCode: 503 } })]);
  });
});

describe(`${requestIdOf.name} with traces on`, () => {
  const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
  afterEach(() => useTraceIdSource(null));

  it("answers and logs the request's trace id, and logs a caller's x-request-id beside it", async () => {
    useTraceIdSource(() => traceId);
    const { server, lines, get } = await serverLogging();
    const answer = await get('/v1/users/me', { [REQUEST_ID_HEADER]: 'proxy-42' });
    const plain = await get('/v1/users/me');
    await server.close();

    expect(answer.headers.get(REQUEST_ID_HEADER)).toBe(traceId);
    expect(plain.headers.get(REQUEST_ID_HEADER)).toBe(traceId);
    expect(lines.map((line) => line.req)).toEqual([
      expect.objectContaining({ id: traceId, callerRequestId: 'proxy-42' }),
      expect.not.objectContaining({ callerRequestId: expect.anything() }),
    ]);
  });

  it("falls back to the caller's id, else a new one, for a request that is not traced (a probe)", async () => {
    useTraceIdSource(() => undefined);
    const { server, lines, get } = await serverLogging();
    const answer = await get('/v1/users/me', { [REQUEST_ID_HEADER]: 'proxy-43' });
    const plain = await get('/v1/users/me');
    await server.close();

    expect(answer.headers.get(REQUEST_ID_HEADER)).toBe('proxy-43');
    expect(plain.headers.get(REQUEST_ID_HEADER)).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines[0]?.req).not.toHaveProperty('callerRequestId');
  });
});

describe(requestLineLogger.name, () => {
  it('keeps the root logger redacting headers for every other line', () => {
    const { logger, lines } = capturingLogger();
    requestLineLogger(logger);
    logger.info({ req: { headers: { cookie: 'sid=s3cret' } } }, 'other');

    expect(lines[0]).toMatchObject({ req: { headers: { cookie: '[redacted]' } } });
  });
});

describe(`${createRootLogger.name}, buffered (the server's)`, () => {
  it('writes every gathered line whole, multi-byte text included, through its larger writes and through flushLogsSync', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'log-lines-'));
    const file = join(folder, 'out.log');
    // Never closed: the logger's periodic flush writes to it every second for the rest of the run,
    // as the server's does to standard output (a closed descriptor would fail that write).
    const fd = openSync(file, 'w');
    try {
      const logger = createRootLogger('info', 'json', { buffered: true, fd });
      const log = (index: number) => logger.info({ index, city: 'Zürich ☀ 🌧' }, 'line');
      // Past the 64 KiB of one write, with characters of two, three and four bytes: gathered writes.
      for (let index = 0; index < 1000; index += 1) log(index);
      await new Promise<void>((resolve, reject) => logger.flush((error) => (error ? reject(error) : resolve())));
      // Fewer than the 16 KiB a write waits for: only flushLogsSync writes them.
      for (let index = 1000; index < 1003; index += 1) log(index);
      flushLogsSync(logger);

      const lines = readFileSync(file, 'utf8').trimEnd().split('\n');
      expect(lines).toHaveLength(1003);
      expect(lines.map((line) => JSON.parse(line) as { index: number; city: string })).toEqual(Array.from({ length: 1003 }, (_, index) => expect.objectContaining({ index, city: 'Zürich ☀ 🌧' })));
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
