import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { InjectConfig } from '../config/config.module';
import type { IdentityConfig } from '../config/identity-config';

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
 */
@Injectable()
export class RateLimiters implements OnApplicationShutdown {
  private readonly logger = new Logger(RateLimiters.name);
  private readonly redis: Redis | null;

  constructor(@InjectConfig() config: IdentityConfig) {
    // A Redis fault fails the request (the caller's 5xx) rather than letting it pass unlimited.
    this.redis = config.redisUrl ? new Redis(config.redisUrl.href, { maxRetriesPerRequest: 1 }) : null;
    // ioredis reconnects by itself; say why limits fail meanwhile (never the URL, it may hold a password).
    this.redis?.on('error', (error: Error) => this.logger.warn(`Redis for the rate limits: ${error.message}`));
  }

  create({ name, points, durationSeconds }: LimitOptions): Limit {
    const options = { keyPrefix: `weather-identity:${name}`, points, duration: durationSeconds };
    return new Limit(this.redis ? new RateLimiterRedis({ ...options, storeClient: this.redis }) : new RateLimiterMemory(options));
  }

  async onApplicationShutdown(): Promise<void> {
    await this.redis?.quit();
  }
}

/** A counter per key with the two operations the service needs: reserve a point, give it back. */
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
      throw refusal;
    }
  }

  /** Gives back a point reserved for work that turned out not to count. */
  async giveBack(key: string): Promise<void> {
    await this.limiter.reward(key);
  }

  /** Forgets the key's window (a proven password forgives its failures). */
  async forget(key: string): Promise<void> {
    await this.limiter.delete(key);
  }
}
