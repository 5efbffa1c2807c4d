import { Injectable, type OnModuleInit } from '@nestjs/common';
import { Metrics } from '../metrics/metrics';
import { SharedRedis } from './shared-redis';

/**
 * With REDIS_URL: whether the commands connection is ready, read at each scrape (1 up, 0 down or
 * reconnecting). While it is 0, sign-in, codes and sign-up answer 503 (docs/adr/0700). Without
 * REDIS_URL the metric is absent.
 */
@Injectable()
export class RedisMetrics implements OnModuleInit {
  constructor(
    private readonly redis: SharedRedis,
    private readonly metrics: Metrics,
  ) {}

  onModuleInit(): void {
    const client = this.redis.client;
    if (!client || !this.metrics.enabled) return;
    const up = this.metrics.gauge({ name: 'redis_up', help: 'Whether the Redis of REDIS_URL answers commands (1) or not (0)', labelNames: [] });
    this.metrics.onScrape(() => up.set({}, client.status === 'ready' ? 1 : 0));
  }
}
