// One HTTP request and its whole answer over a keep-alive agent, without following redirects: the
// client of the operation-based lines (lib/operation-load.ts), lighter than fetch, whose per-request
// cost would be paid in the bench's own process on the same cores as the servers.
import { Agent, type IncomingHttpHeaders, request } from 'node:http';

export interface HttpAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface HttpExchangeOptions {
  method?: 'GET' | 'POST';
  headers?: Record<string, string | undefined>;
  body?: string;
}

/** autocannon's timeout in lib/load.ts, so a stuck request fails the same way on every line. */
const TIMEOUT_MS = 10_000;

/** A keep-alive agent holding at most `sockets` connections, as autocannon's connections. */
export function keepAliveAgent(sockets: number): Agent {
  return new Agent({ keepAlive: true, maxSockets: sockets, maxFreeSockets: sockets });
}

export function httpExchange(agent: Agent, url: URL, options: HttpExchangeOptions = {}): Promise<HttpAnswer> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(options.headers ?? {})) if (value !== undefined) headers[name] = value;
  if (options.body !== undefined) headers['content-length'] = String(Buffer.byteLength(options.body));
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { agent, method: options.method ?? 'GET', headers, timeout: TIMEOUT_MS }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body: Buffer.concat(chunks).toString('utf8') }));
      incoming.on('error', reject);
    });
    outgoing.on('timeout', () => outgoing.destroy(new Error(`${url.pathname}: no answer within ${TIMEOUT_MS} ms`)));
    outgoing.on('error', reject);
    outgoing.end(options.body);
  });
}
