import { OwnRedisServer } from '../../../test/support/redis-server';
import { unitModule, type UnitModule } from '../../../test/support/unit-module';
import { SharedRedis } from '../redis/shared-redis';
import { LimitsUnavailable } from './limits-unavailable';
import { RateLimiters } from './rate-limiters';

jest.setTimeout(20_000);

describe(`${RateLimiters.name} in Redis`, () => {
  let server: OwnRedisServer;
  let unit: UnitModule;

  beforeAll(async () => {
    server = await OwnRedisServer.start();
  });

  beforeEach(async () => {
    await server.restart();
    unit = await unitModule({ providers: [RateLimiters], config: { REDIS_URL: server.url, REDIS_KEY_PREFIX: `spec-${Date.now()}:` } });
    await unit.get(SharedRedis).onModuleInit();
  });

  afterEach(async () => {
    await unit.get(SharedRedis).onApplicationShutdown();
  });

  afterAll(async () => {
    await server.stop();
  });

  it('grants exactly the points of a window to 20 reservations sent at once', async () => {
    const limit = unit.get(RateLimiters).create({ name: 'burst', points: 5, durationSeconds: 60 });

    const granted = await Promise.all(Array.from({ length: 20 }, () => limit.reserve('key')));

    expect(granted.filter(Boolean)).toHaveLength(5);
  });

  it('refuses every reservation with 503 and Retry-After while Redis is down, never grants one uncounted, and counts again when it is back', async () => {
    const limit = unit.get(RateLimiters).create({ name: 'outage', points: 2, durationSeconds: 60 });
    await server.stop();

    const outcomes = await Promise.allSettled(Array.from({ length: 5 }, () => limit.reserve('key')));

    expect(outcomes.every((outcome) => outcome.status === 'rejected' && outcome.reason instanceof LimitsUnavailable)).toBe(true);
    const refusal = (outcomes[0] as PromiseRejectedResult).reason as LimitsUnavailable;
    expect([refusal.status, refusal.code, refusal.headers['Retry-After']]).toEqual([503, 'SERVICE_UNAVAILABLE', '5']);
    await expect(limit.giveBack('key')).rejects.toBeInstanceOf(LimitsUnavailable);

    await server.restart();
    const redis = unit.get(SharedRedis).client!;
    for (let attempt = 0; attempt < 100 && redis.status !== 'ready'; attempt += 1) await new Promise((resolve) => setTimeout(resolve, 50));
    const granted = await Promise.all(Array.from({ length: 5 }, () => limit.reserve('key')));
    expect(granted.filter(Boolean)).toHaveLength(2);
  });
});
