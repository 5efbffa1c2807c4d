import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createThrowawayMysqlDatabase, type ThrowawayDatabase } from '../scripts/throwaway-mysql-database';
import { descendsFrom, type OtlpReceiver, type ReceivedSpan, startOtlpReceiver } from './support/otlp-receiver';
import { DIST as SHARED_DIST, freePort } from './support/processes';

/** The built service: E2E_IDENTITY_DIST names a private build (to try a change without the shared dist). */
const DIST = process.env.E2E_IDENTITY_DIST || SHARED_DIST;
const ENGINE = process.env.TEST_DATABASE_URL ? 'mysql' : 'sqlite';
const CSRF = { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' };
/** Written at exit by a preload script: every module the server's process had required. */
const PRELOAD = `const { writeFileSync } = require('node:fs');
process.on('exit', () => writeFileSync(process.env.LOADED_MODULES_FILE, JSON.stringify(Object.keys(require.cache))));
`;
const OPENTELEMETRY_MODULE = /[/\\]node_modules[/\\](?:@opentelemetry|@fastify[/\\]otel)[/\\]/;

interface Service {
  url: string;
  output(): string;
  /** SIGTERM, as an orchestrator stops it; resolves with the exit code once it has ended. */
  stop(): Promise<number | null>;
  /** The modules it had loaded (after stop). */
  loadedModules(): string[];
}

/** Starts dist/main.js (migrations, demo admin) on a fresh SQLite file or throwaway MariaDB database and waits until it is ready. */
async function startService(root: string, database: ThrowawayDatabase | null, env: Record<string, string>): Promise<Service> {
  const port = await freePort();
  const preload = join(root, 'loaded-modules.cjs');
  const loadedFile = join(root, 'loaded-modules.json');
  writeFileSync(preload, PRELOAD);
  const child: ChildProcess = spawn(process.execPath, ['--require', preload, join(DIST, 'main.js')], {
    env: {
      PATH: process.env.PATH ?? '',
      IDENTITY_PORT: String(port),
      NODE_ENV: 'development',
      LOG_FORMAT: 'json',
      LOG_LEVEL: 'info',
      DATA_DIR: join(root, 'data'),
      LOADED_MODULES_FILE: loadedFile,
      ...(database ? { DATABASE_URL: database.url } : {}),
      ...env,
    },
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const service: Service = {
    url,
    output: () => output,
    stop: () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
    loadedModules: () => JSON.parse(readFileSync(loadedFile, 'utf8')) as string[],
  };
  for (let attempt = 0; attempt < 300; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`the service stopped:\n${output}`);
    if (await fetch(`${url}/health/ready`).then((answer) => answer.ok, () => false)) return service;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await service.stop();
  throw new Error(`the service did not become ready:\n${output}`);
}

/** The demo admin's password, printed once at the first start (development). */
function demoAdminPassword(output: string): string {
  const password = /password: ([^\s"\\]+)/.exec(output)?.[1];
  if (!password) throw new Error(`no demo admin password in:\n${output}`);
  return password;
}

/** The JSON log lines of the service (pino's, one per line). */
function logLines(output: string): Record<string, unknown>[] {
  return output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

function requestLine(output: string, method: string, url: string): { req: { id: string; callerRequestId?: string } } | undefined {
  return logLines(output).find((line) => {
    const req = line.req as { method?: string; url?: string } | undefined;
    return line.msg === 'request completed' && req?.method === method && req.url === url;
  }) as { req: { id: string; callerRequestId?: string } } | undefined;
}

describe(`traces over OTLP/HTTP (${ENGINE})`, () => {
  const roots: string[] = [];
  const databases: ThrowawayDatabase[] = [];

  async function freshRoot(): Promise<{ root: string; database: ThrowawayDatabase | null }> {
    const root = mkdtempSync(join(tmpdir(), 'identity-tracing-'));
    roots.push(root);
    const serverUrl = process.env.TEST_DATABASE_URL;
    const database = serverUrl ? await createThrowawayMysqlDatabase(serverUrl, 'identity_tracing') : null;
    if (database) databases.push(database);
    return { root, database };
  }

  afterAll(async () => {
    for (const database of databases) await database.drop();
    for (const root of roots) rmSync(root, { recursive: true, force: true });
  });

  describe('with OTEL_EXPORTER_OTLP_ENDPOINT set', () => {
    let receiver: OtlpReceiver;
    let service: Service;
    let exitCode: number | null;
    let spans: ReceivedSpan[];
    let password: string;
    const answers: Record<string, Response> = {};
    const callerTraceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    const callerSpanId = '00f067aa0ba902b7';
    const linkToken = 'Lt0kenThatMustNeverReachASpan0123456789';

    beforeAll(async () => {
      receiver = await startOtlpReceiver();
      const { root, database } = await freshRoot();
      service = await startService(root, database, { OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url });
      password = demoAdminPassword(service.output());
      const signIn = (headers: Record<string, string>) =>
        fetch(`${service.url}/auth/login`, { method: 'POST', headers: { ...CSRF, ...headers }, body: JSON.stringify({ email: 'admin@example.com', password }) });
      answers.signIn = await signIn({});
      answers.continued = await signIn({ traceparent: `00-${callerTraceId}-${callerSpanId}-01`, 'x-request-id': 'proxy-request-7' });
      answers.probe = await fetch(`${service.url}/health/live`);
      answers.link = await fetch(`${service.url}/v1/users/${linkToken}?token=${linkToken}`, { method: 'PATCH', headers: CSRF, body: JSON.stringify({ token: linkToken }) });
      // The spans still queued go out at shutdown (the exporter's flush in the SIGTERM sequence).
      exitCode = await service.stop();
      spans = receiver.spans();
    }, 120_000);

    afterAll(async () => {
      await service?.stop();
      await receiver?.close();
    });

    it('sends the sign-in as a server span for POST /auth/login whose trace id is the x-request-id answered', () => {
      expect(answers.signIn?.status).toBe(200);
      const requestId = answers.signIn?.headers.get('x-request-id');
      expect(requestId).toMatch(/^[0-9a-f]{32}$/);
      const server = spans.find((span) => span.traceId === requestId && span.kind === 2);
      expect(server).toMatchObject({ name: 'POST /auth/login', attributes: expect.objectContaining({ 'http.route': '/auth/login' }) });
      expect(server?.parentSpanId).toBeUndefined();
    });

    it('puts the database spans of the sign-in inside its request span, without the values', () => {
      const requestId = answers.signIn?.headers.get('x-request-id');
      const server = spans.find((span) => span.traceId === requestId && span.kind === 2);
      if (!server) throw new Error(`no server span for ${requestId}`);
      const database = spans.filter((span) => span.traceId === requestId && span.attributes['db.system.name'] === ENGINE);
      expect(database.length).toBeGreaterThan(1);
      for (const span of database) expect(descendsFrom(span, server, spans)).toBe(true);
      // The account is looked up, the session written: the sign-in's own statements.
      expect(database.some((span) => /\bFROM\s+[`"]?users\b/i.test(String(span.attributes['db.query.text'])))).toBe(true);
      expect(database.some((span) => /^INSERT\b.*\bbrowser_sessions\b/is.test(String(span.attributes['db.query.text'])))).toBe(true);
      expect(JSON.stringify(spans)).not.toContain('admin@example.com');
      expect(JSON.stringify(spans)).not.toContain(password);
    });

    it('logs the request line with the trace id as its request id', () => {
      const requestId = answers.signIn?.headers.get('x-request-id');
      expect(requestLine(service.output(), 'POST', '/auth/login')?.req.id).toBe(requestId);
      expect(exitCode).toBe(0);
    });

    it("continues a caller's W3C trace, and logs the caller's x-request-id beside the trace id", () => {
      expect(answers.continued?.status).toBe(200);
      expect(answers.continued?.headers.get('x-request-id')).toBe(callerTraceId);
      const server = spans.find((span) => span.traceId === callerTraceId && span.kind === 2);
      expect(server?.parentSpanId).toBe(callerSpanId);
      const line = logLines(service.output()).find((each) => (each.req as { id?: string } | undefined)?.id === callerTraceId);
      expect(line).toMatchObject({ req: { id: callerTraceId, callerRequestId: 'proxy-request-7' } });
    });

    it('traces no probe, and keeps link tokens out of every span', () => {
      expect(answers.probe?.status).toBe(200);
      expect(spans.some((span) => String(span.attributes['url.path'] ?? '').startsWith('/health'))).toBe(false);
      const linkTrace = answers.link?.headers.get('x-request-id');
      expect(spans.filter((span) => span.traceId === linkTrace).length).toBeGreaterThan(0);
      expect(JSON.stringify(spans)).not.toContain(linkToken);
      expect(spans.some((span) => span.traceId === linkTrace && span.attributes['url.path'] === '/v1/users/[redacted]')).toBe(true);
    });

    it('loaded OpenTelemetry (the control of the test below)', () => {
      expect(service.loadedModules().filter((path) => OPENTELEMETRY_MODULE.test(path)).length).toBeGreaterThan(0);
    });
  });

  it('without the endpoint loads no OpenTelemetry module and answers with its own request ids', async () => {
    const { root, database } = await freshRoot();
    const service = await startService(root, database, {});
    try {
      const answer = await fetch(`${service.url}/auth/login`, { method: 'POST', headers: { ...CSRF, 'x-request-id': 'proxy-request-8' }, body: JSON.stringify({ email: 'admin@example.com', password: demoAdminPassword(service.output()) }) });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('x-request-id')).toBe('proxy-request-8');
    } finally {
      expect(await service.stop()).toBe(0);
    }
    expect(service.loadedModules().filter((path) => OPENTELEMETRY_MODULE.test(path))).toEqual([]);
    expect(service.output()).not.toContain('Traces:');
  }, 120_000);

  it('starts, answers and stops cleanly with no collector listening, and says so once', async () => {
    const { root, database } = await freshRoot();
    const nobody = `http://127.0.0.1:${await freePort()}`;
    const service = await startService(root, database, { OTEL_EXPORTER_OTLP_ENDPOINT: nobody });
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => fetch(`${service.url}/auth/login`, { method: 'POST', headers: CSRF, body: JSON.stringify({ email: 'nobody@example.com', password: 'not the password at all' }) })),
    );
    expect(answers.map((answer) => answer.status)).toEqual([401, 401, 401, 401, 401]);
    expect(await service.stop()).toBe(0);
    const problems = service.output().split('\n').filter((line) => line.includes('Traces: export to'));
    expect(problems.length).toBeLessThanOrEqual(1);
    expect(service.output()).toMatch(/Traces: (export to http:\/\/127\.0\.0\.1:\d+\/v1\/traces failed|the last spans were not sent)/);
  }, 120_000);
});
