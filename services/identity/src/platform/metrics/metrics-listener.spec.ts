import { request } from 'node:http';
import type { HttpAdapterHost } from '@nestjs/core';
import { configFactory } from '../../../test/factories/config.factory';
import { freePort } from '../../../test/support/processes';
import { Metrics } from './metrics';
import { MetricsListener } from './metrics-listener';

function call(port: number, method: string, path: string): Promise<{ status: number; body: string; allow?: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = request({ host: '127.0.0.1', port, method, path, agent: false }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body, allow: response.headers.allow }));
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

const WITH_HTTP = { httpAdapter: {} } as HttpAdapterHost;
const WITHOUT_HTTP = { httpAdapter: undefined } as unknown as HttpAdapterHost;

describe(MetricsListener.name, () => {
  it('answers GET /metrics without a token, 405 to other methods, 404 elsewhere, and closes at shutdown', async () => {
    const port = await freePort();
    const config = configFactory({ METRICS_PORT: String(port) });
    const sut = new MetricsListener(new Metrics(config), WITH_HTTP, config);
    await sut.onApplicationBootstrap();
    try {
      const scraped = await call(port, 'GET', '/metrics?x=1');
      expect(scraped.status).toBe(200);
      expect(scraped.body).toContain('# TYPE weather_identity_sign_ins_total counter');
      expect(await call(port, 'POST', '/metrics')).toMatchObject({ status: 405, allow: 'GET, HEAD' });
      expect((await call(port, 'GET', '/')).status).toBe(404);
    } finally {
      await sut.onApplicationShutdown();
    }
    expect(sut.listeningPort).toBeNull();
    await expect(call(port, 'GET', '/metrics')).rejects.toMatchObject({ code: 'ECONNREFUSED' });
  });

  it("does not listen in the CLI's application context (no HTTP server), so a command never takes a running server's port", async () => {
    const port = await freePort();
    const config = configFactory({ METRICS_PORT: String(port) });
    const sut = new MetricsListener(new Metrics(config), WITHOUT_HTTP, config);

    await sut.onApplicationBootstrap();

    expect(sut.listeningPort).toBeNull();
    await expect(call(port, 'GET', '/metrics')).rejects.toMatchObject({ code: 'ECONNREFUSED' });
  });

  it('stops the start when the port is taken', async () => {
    const port = await freePort();
    const config = configFactory({ METRICS_PORT: String(port) });
    const first = new MetricsListener(new Metrics(config), WITH_HTTP, config);
    const second = new MetricsListener(new Metrics(config), WITH_HTTP, config);
    await first.onApplicationBootstrap();
    try {
      await expect(second.onApplicationBootstrap()).rejects.toMatchObject({ code: 'EADDRINUSE' });
    } finally {
      await first.onApplicationShutdown();
    }
  });
});
