import { type IncomingMessage, request as httpRequest, type Server, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One upstream of the balancer, e.g. `http://127.0.0.1:3001`. */
export interface Backend {
  readonly url: string;
  /** In rotation: its last health check answered 200 (or no check ran yet). */
  readonly healthy: boolean;
}

export interface BalancerOptions {
  backends: string[];
  /** The path every backend is checked on; default `/health/ready`. */
  healthPath?: string;
  /** How often each backend is checked; default 500 ms. */
  healthInterval?: number;
  /** A check not answered within this is a failure; default 1000 ms. */
  healthTimeout?: number;
}

export interface Balancer {
  /** Where clients send their requests. */
  readonly url: string;
  readonly backends: readonly Backend[];
  /** Requests the balancer answered 502 itself: no backend in rotation could take them. */
  readonly failed: number;
  /** Requests moved to the next backend because the chosen one refused the connection. */
  readonly retried: number;
  /** Replaces the backends (a restarted instance comes back on another port). */
  setBackends(urls: string[]): void;
  close(): Promise<void>;
}

interface BackendState {
  url: URL;
  healthy: boolean;
}

/**
 * A small round-robin HTTP balancer on loopback, like nginx's or haproxy's default: requests go to
 * the healthy backends in turn; a backend whose health check fails leaves the rotation until a check
 * passes again; a request whose connection is refused (the process is gone) is sent to the next
 * backend, since it never reached the first (nginx's `proxy_next_upstream error`). A request that
 * reached a backend that then died is answered 502, never sent twice.
 * It appends the client's address to X-Forwarded-For, as a proxy does.
 */
export async function startBalancer(options: BalancerOptions): Promise<Balancer> {
  const healthPath = options.healthPath ?? '/health/ready';
  const healthInterval = options.healthInterval ?? 500;
  const healthTimeout = options.healthTimeout ?? 1000;
  let states: BackendState[] = [];
  let next = 0;
  let failed = 0;
  let retried = 0;

  const setBackends = (urls: string[]): void => {
    states = urls.map((url) => ({ url: new URL(url), healthy: true }));
  };
  setBackends(options.backends);

  const check = (state: BackendState): void => {
    fetch(new URL(healthPath, state.url), { signal: AbortSignal.timeout(healthTimeout) }).then(
      async (response) => {
        await response.arrayBuffer().catch(() => undefined);
        state.healthy = response.status === 200;
      },
      () => {
        state.healthy = false;
      },
    );
  };
  const checks = setInterval(() => states.forEach(check), healthInterval);
  checks.unref();

  /** The next healthy backend after the last one chosen, skipping `tried`; null when none is left. */
  const choose = (tried: Set<BackendState>): BackendState | null => {
    for (let step = 0; step < states.length; step += 1) {
      const state = states[(next + step) % states.length];
      if (state.healthy && !tried.has(state)) {
        next = (next + step + 1) % states.length;
        return state;
      }
    }
    return null;
  };

  const forward = (client: IncomingMessage, answer: ServerResponse, body: Buffer, tried: Set<BackendState>): void => {
    const state = choose(tried);
    if (!state) {
      failed += 1;
      answer.writeHead(502, { 'Content-Type': 'text/plain' }).end('no backend available');
      return;
    }
    tried.add(state);
    const forwardedFor = [client.headers['x-forwarded-for'], client.socket.remoteAddress].filter(Boolean).join(', ');
    const upstream = httpRequest(
      // A new connection per request (agent: false), as nginx's default: a dead backend then refuses
      // (safe to move on), and a reset means the request really was cut.
      { host: state.url.hostname, port: state.url.port, method: client.method, path: client.url, headers: { ...client.headers, 'x-forwarded-for': forwardedFor }, agent: false },
      (response) => {
        answer.writeHead(response.statusCode ?? 502, response.rawHeaders);
        response.pipe(answer);
        response.on('error', () => answer.destroy());
      },
    );
    upstream.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNREFUSED') {
        // Nothing reached the backend: out of rotation until a check passes, and on to the next one.
        state.healthy = false;
        retried += 1;
        forward(client, answer, body, tried);
        return;
      }
      failed += 1;
      if (!answer.headersSent) answer.writeHead(502, { 'Content-Type': 'text/plain' }).end('backend failed');
      else answer.destroy();
    });
    upstream.end(body);
  };

  const server: Server = createServer((client, answer) => {
    const chunks: Buffer[] = [];
    client.on('data', (chunk: Buffer) => chunks.push(chunk));
    client.on('end', () => forward(client, answer, Buffer.concat(chunks), new Set()));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    get backends() {
      return states.map((state) => ({ url: state.url.origin, healthy: state.healthy }));
    },
    get failed() {
      return failed;
    },
    get retried() {
      return retried;
    },
    setBackends,
    close: () =>
      new Promise((resolve) => {
        clearInterval(checks);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
