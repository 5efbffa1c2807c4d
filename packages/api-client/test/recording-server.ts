import { type IncomingHttpHeaders, type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface CannedResponse {
  status: number;
  body?: unknown;
}

/**
 * A real HTTP server on a random loopback port: it records each request and answers with the
 * response planned for "METHOD /path" (404 otherwise), so the client is tested over a real socket.
 */
export class RecordingServer {
  readonly requests: RecordedRequest[] = [];
  private readonly planned = new Map<string, CannedResponse>();
  private readonly server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = request.url ?? '/';
      const method = request.method ?? 'GET';
      this.requests.push({ method, url, headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      const planned = this.planned.get(`${method} ${url.split('?')[0]}`) ?? { status: 404, body: { statusCode: 404, code: 'NOT_FOUND', message: 'Not found' } };
      response.writeHead(planned.status, { 'content-type': 'application/json' });
      response.end(planned.body === undefined ? undefined : JSON.stringify(planned.body));
    });
  });

  answer(methodAndPath: string, response: CannedResponse): this {
    this.planned.set(methodAndPath, response);
    return this;
  }

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve, reject) => this.server.close((error) => (error ? reject(error) : resolve())));
  }
}
