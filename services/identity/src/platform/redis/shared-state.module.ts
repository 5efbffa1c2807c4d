import { Global, Module } from '@nestjs/common';
import { CacheInvalidation, InProcessInvalidation } from '../cache/cache-invalidation';
import { RedisInvalidation } from './redis-invalidation';
import { RedisMetrics } from './redis-metrics';
import { SharedRedis } from './shared-redis';

/**
 * State every instance shares (docs/adr/0700): the one Redis connection (REDIS_URL) and the cache
 * invalidation bus, over Redis pub/sub when REDIS_URL is set, in this process otherwise. Global: the
 * caches of every module and the limits use them.
 */
@Global()
@Module({
  providers: [
    SharedRedis,
    // Redis status for Prometheus (docs/adr/1000).
    RedisMetrics,
    {
      provide: CacheInvalidation,
      inject: [SharedRedis],
      useFactory: (redis: SharedRedis): CacheInvalidation => (redis.client ? new RedisInvalidation(redis) : new InProcessInvalidation()),
    },
  ],
  exports: [SharedRedis, CacheInvalidation],
})
export class SharedStateModule {}
