import { performance } from 'node:perf_hooks';
import { configFactory } from '../../../test/factories/config.factory';
import { OwnRedisServer } from '../../../test/support/redis-server';
import { RedisInvalidation } from './redis-invalidation';
import { SharedRedis } from './shared-redis';

/** One instance's Redis connection and bus, with a cache that records what it is told to drop. */
class Instance {
  readonly redis: SharedRedis;
  readonly bus: RedisInvalidation;
  readonly dropped: (string | undefined)[] = [];
  private waiting: (() => void) | null = null;

  constructor(url: string, prefix: string) {
    this.redis = new SharedRedis(configFactory({ REDIS_URL: url, REDIS_KEY_PREFIX: prefix }));
    this.bus = new RedisInvalidation(this.redis);
    this.bus.register('sessions', {
      drop: (key) => {
        this.dropped.push(key);
        this.waiting?.();
      },
    });
  }

  async start(): Promise<this> {
    await this.redis.onModuleInit();
    await this.bus.onModuleInit();
    this.dropped.length = 0;
    return this;
  }

  nextDrop(): Promise<void> {
    return new Promise((resolve) => (this.waiting = resolve));
  }

  async until(condition: () => boolean): Promise<void> {
    for (let attempt = 0; attempt < 200 && !condition(); attempt += 1) await new Promise((resolve) => setTimeout(resolve, 25));
    if (!condition()) throw new Error('the condition did not come true within 5 s');
  }

  async stop(): Promise<void> {
    this.bus.onApplicationShutdown();
    await this.redis.onApplicationShutdown();
  }
}

jest.setTimeout(20_000);

describe(RedisInvalidation.name, () => {
  let server: OwnRedisServer;
  let a: Instance;
  let b: Instance;

  beforeAll(async () => {
    server = await OwnRedisServer.start();
  });

  beforeEach(async () => {
    await server.restart();
    const prefix = `spec-${Date.now()}:`;
    a = await new Instance(server.url, prefix).start();
    b = await new Instance(server.url, prefix).start();
  });

  afterEach(async () => {
    await a.stop();
    await b.stop();
  });

  afterAll(async () => {
    await server.stop();
  });

  it('drops the entry at once on the writer and, through Redis, on the other instance', async () => {
    const dropOnB = b.nextDrop();
    const sent = performance.now();
    await a.bus.invalidate('sessions', 'hash-1');
    await dropOnB;
    const delayMs = performance.now() - sent;

    expect(a.dropped).toEqual(['hash-1']);
    expect(b.dropped).toEqual(['hash-1']);
    expect([a.bus.serving, b.bus.serving]).toEqual([true, true]);
    // The figure of docs/adr/0700 (publish → drop on the other instance), not asserted: timings vary.
    process.stdout.write(`refusal delay (publish on A → drop on B, one process, loopback Redis): ${delayMs.toFixed(2)} ms\n`);
  });

  it('does not serve while Redis is gone, drops everything once it is back, and never throws on a write meanwhile', async () => {
    await server.stop();
    await b.until(() => !b.bus.serving);
    expect(b.dropped).toContain(undefined);

    await expect(a.bus.invalidate('sessions')).resolves.toBeUndefined();

    b.dropped.length = 0;
    await server.restart();
    await b.until(() => b.bus.serving);
    expect(b.dropped).toEqual([undefined]);

    await a.until(() => a.bus.serving);
    const dropOnB = b.nextDrop();
    await a.bus.invalidate('sessions', 'after');
    await dropOnB;
    expect(b.dropped).toEqual([undefined, 'after']);
  });

  it('ignores messages it cannot read', async () => {
    const client = a.redis.client!;
    await client.publish(`${a.redis.keyPrefix}invalidate`, 'not json');
    await client.publish(`${a.redis.keyPrefix}invalidate`, JSON.stringify({ from: 'x' }));
    const dropOnB = b.nextDrop();
    await a.bus.invalidate('sessions', 'k');
    await dropOnB;
    expect(b.dropped).toEqual(['k']);
  });
});
