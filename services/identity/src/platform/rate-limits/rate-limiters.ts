import { Injectable } from '@nestjs/common';
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { SharedRedis } from '../redis/shared-redis';
import { LimitsUnavailable } from './limits-unavailable';

/** One limit: `points` per `durationSeconds`, counted from the first point of a window. */
export interface LimitOptions {
  /** Names the counter (and its keys in Redis); unique per limit. */
  readonly name: string;
  readonly points: number;
  readonly durationSeconds: number;
}

/**
 * Builds every limit of the service from the configuration (docs/adr/0230): rate-limiter-flexible's
 * atomic counters, in Redis when REDIS_URL is set (the limits then hold across instances), otherwise
 * in this process's memory. Callers reserve before the work they limit, never check then count.
 * The Redis connection is the service's one (SharedRedis, docs/adr/0700), closed with it.
 */
@Injectable()
export class RateLimiters {
  constructor(private readonly redis: SharedRedis) {}

  create({ name, points, durationSeconds }: LimitOptions): Limit {
    const options = { keyPrefix: `${this.redis.keyPrefix}${name}`, points, duration: durationSeconds };
    const client = this.redis.client;
    // No insurance limiter: a Redis fault refuses the work (503) rather than counting in one process.
    // rejectIfRedisNotReady: while the connection is down, refuse at once instead of waiting on it.
    return new Limit(client ? new RateLimiterRedis({ ...options, storeClient: client, rejectIfRedisNotReady: true }) : new RateLimiterMemory(options));
  }
}

/**
 * A counter per key with the two operations the service needs: reserve a point, give it back. When
 * the store cannot answer (Redis down), every operation throws LimitsUnavailable (503 with
 * Retry-After): the work a limit guards never runs uncounted.
 */
export class Limit {
  constructor(private readonly limiter: RateLimiterAbstract) {}

  /** Takes one point of the key: true if it was free, false when the key's window is full. */
  async reserve(key: string): Promise<boolean> {
    return (await this.reserveOrWait(key)) === 0;
  }

  /** Takes one point of the key and answers 0, or, when the window is full, the seconds until it ends. */
  async reserveOrWait(key: string): Promise<number> {
    try {
      await this.limiter.consume(key);
      return 0;
    } catch (refusal) {
      if (refusal instanceof RateLimiterRes) return Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
      throw new LimitsUnavailable(refusal);
    }
  }

  /** Gives back a point reserved for work that turned out not to count. */
  async giveBack(key: string): Promise<void> {
    await this.storeCall(() => this.limiter.reward(key));
  }

  /** Forgets the key's window (a proven password forgives its failures). */
  async forget(key: string): Promise<void> {
    await this.storeCall(() => this.limiter.delete(key));
  }

  private async storeCall(call: () => Promise<unknown>): Promise<void> {
    try {
      await call();
    } catch (error) {
      throw new LimitsUnavailable(error);
    }
  }
}
