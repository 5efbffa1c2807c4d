import { createServer, type Server } from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import { startBalancer, startRedisServer } from '@weather/test-peers';
import { sleep } from './support/cluster';

/** The suite's own peers first: a balancer that lies would make every check below meaningless. */
describe("the suite's balancer and Redis runner (packages/test-peers)", () => {
  interface Upstream {
    url: string;
    ready: boolean;
    seen: string[];
    server: Server;
  }
  async function upstream(name: string): Promise<Upstream> {
    const state = { url: '', ready: true, seen: [] as string[], server: null as unknown as Server };
    state.server = createServer((request, response) => {
      if (request.url === '/health/ready') return void response.writeHead(state.ready ? 200 : 503).end();
      state.seen.push(String(request.headers['x-forwarded-for']));
      response.writeHead(200).end(name);
    });
    await new Promise<void>((resolve) => state.server.listen(0, '127.0.0.1', resolve));
    state.url = `http://127.0.0.1:${(state.server.address() as AddressInfo).port}`;
    return state;
  }
  const close = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));
  const names = (url: string, count: number) => Promise.all(Array.from({ length: count }, () => fetch(`${url}/x`).then((response) => response.text())));

  it('sends requests round-robin, adds the client to X-Forwarded-For, drops an unready backend and moves a refused connection on', async () => {
    const [a, b] = [await upstream('a'), await upstream('b')];
    const balancer = await startBalancer({ backends: [a.url, b.url], healthInterval: 50 });
    try {
      const first = [];
      for (let index = 0; index < 4; index += 1) first.push(...(await names(balancer.url, 1)));
      expect(first).toEqual(['a', 'b', 'a', 'b']);
      await fetch(`${balancer.url}/x`, { headers: { 'X-Forwarded-For': '203.0.113.9' } });
      expect([...a.seen, ...b.seen]).toContain('203.0.113.9, 127.0.0.1');

      b.ready = false;
      while (balancer.backends[1].healthy) await sleep(20);
      expect(await names(balancer.url, 4)).toEqual(['a', 'a', 'a', 'a']);

      b.ready = true;
      while (!balancer.backends[1].healthy) await sleep(20);
      await close(a.server);
      // a is gone but still in rotation until its check fails: its refused connections go to b.
      expect(await names(balancer.url, 6)).toEqual(Array(6).fill('b'));
      expect(balancer.failed).toBe(0);
    } finally {
      await balancer.close();
      await close(b.server).catch(() => undefined);
    }
  });

  it('answers 502 itself when no backend is left', async () => {
    const a = await upstream('a');
    const balancer = await startBalancer({ backends: [a.url] });
    try {
      await close(a.server);
      expect((await fetch(`${balancer.url}/x`)).status).toBe(502);
      expect(balancer.failed).toBe(1);
    } finally {
      await balancer.close();
    }
  });

  it('runs a redis-server of its own that stops and starts again on the same port', async () => {
    const redis = await startRedisServer();
    const ping = () =>
      new Promise<string>((resolve) => {
        const socket = connect(redis.port, '127.0.0.1', () => socket.write('PING\r\n'));
        socket.once('data', (data) => {
          socket.destroy();
          resolve(data.toString().trim());
        });
        socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
      });
    try {
      expect(redis.url).toBe(`redis://127.0.0.1:${redis.port}`);
      expect(redis.port).not.toBe(6379);
      await redis.stop();
      expect(redis.running).toBe(false);
      expect(await ping()).toBe('ECONNREFUSED');
      await redis.start();
      expect(redis.running).toBe(true);
      expect(await ping()).toBe('+PONG');
    } finally {
      await redis.stop();
    }
  });
});
