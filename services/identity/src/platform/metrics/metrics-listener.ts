import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { InjectConfig } from '../config/config.module';
import type { IdentityConfig } from '../config/identity-config';
import { Metrics } from './metrics';

/**
 * METRICS_PORT: a plain node:http listener of its own that answers GET /metrics without a token,
 * for a scraper on a network the public never reaches (docs/operations.md). It starts with the
 * HTTP app (not with the CLI's application context, which has no HTTP server and must not take the
 * port of a running server) and closes at shutdown, keep-alive connections included.
 */
@Injectable()
export class MetricsListener implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(MetricsListener.name);
  private readonly port: number | null;
  private server: Server | null = null;

  constructor(
    private readonly metrics: Metrics,
    private readonly adapterHost: HttpAdapterHost,
    @InjectConfig() config: IdentityConfig,
  ) {
    this.port = config.metrics.port;
  }

  /** The port it listens on (METRICS_PORT), or null when it does not. */
  get listeningPort(): number | null {
    return this.server ? (this.server.address() as AddressInfo).port : null;
  }

  async onApplicationBootstrap(): Promise<void> {
    if (this.port === null || !this.adapterHost.httpAdapter) return;
    const server = createServer((request, response) => void this.answer(request, response));
    // Every interface, as the API listens; a port already taken stops the start, as the API's own does.
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port ?? 0, () => {
        server.off('error', reject);
        resolve();
      });
    });
    this.server = server;
    this.logger.log(`Metrics: GET /metrics on port ${this.listeningPort}`);
  }

  async onApplicationShutdown(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = null;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  private async answer(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const path = (request.url ?? '/').split('?')[0];
    if (path !== '/metrics') return plain(response, 404, 'Not found: GET /metrics\n');
    if (request.method !== 'GET' && request.method !== 'HEAD') return plain(response, 405, 'Method not allowed: GET /metrics\n', { Allow: 'GET, HEAD' });
    try {
      const { contentType, body } = await this.metrics.expose();
      response.writeHead(200, { 'Content-Type': contentType, 'Cache-Control': 'no-store' });
      response.end(request.method === 'HEAD' ? undefined : body);
    } catch (error) {
      this.logger.error(`GET /metrics failed: ${error instanceof Error ? error.message : String(error)}`);
      plain(response, 500, 'The metrics could not be read\n');
    }
  }
}

function plain(response: ServerResponse, status: number, text: string, headers: Record<string, string> = {}): void {
  response.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', ...headers });
  response.end(text);
}
