import { Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { Redis, type RedisOptions } from 'ioredis';
import { InjectConfig } from '../config/config.module';
import type { IdentityConfig } from '../config/identity-config';

/**
 * A fault must answer within about a second (REDIS_TIMEOUT), never hang a request (docs/adr/0700):
 * connects and commands give up after that long, nothing waits in an offline queue, and a lost
 * connection is tried again at least that often, so the service recovers by itself when Redis returns.
 */
function redisOptions(timeoutMs: number): RedisOptions {
  return {
    connectTimeout: timeoutMs,
    commandTimeout: timeoutMs,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    autoResubscribe: false,
    retryStrategy: (attempt: number) => Math.min(attempt * 100, timeoutMs),
  };
}

/**
 * The service's one Redis (REDIS_URL): one connection for commands (the limits, the invalidation
 * bus's publishes) and, on request, one more for SUBSCRIBE, which Redis reserves to that use. Both are
 * closed at shutdown. Without REDIS_URL there is no connection: `client` is null and the callers
 * keep their state in this process.
 */
@Injectable()
export class SharedRedis implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(SharedRedis.name);
  readonly client: Redis | null;
  /** Prefixes every key and channel (REDIS_KEY_PREFIX), so deployments or test runs can share a Redis. */
  readonly keyPrefix: string;
  /** REDIS_TIMEOUT: how long a connect or a command may take. */
  readonly timeoutMs: number;
  private readonly connections: Redis[] = [];

  constructor(@InjectConfig() config: IdentityConfig) {
    this.keyPrefix = config.redisKeyPrefix;
    this.timeoutMs = config.redisTimeoutMs;
    this.client = config.redisUrl ? this.connect(config.redisUrl.href, 'commands') : null;
  }

  /** A second connection for SUBSCRIBE, on the same server; null without REDIS_URL. */
  subscriber(): Redis | null {
    if (!this.client) return null;
    const connection = this.client.duplicate();
    this.watch(connection, 'subscriptions');
    this.connections.push(connection);
    return connection;
  }

  /** Waits a moment for the first connection, so the first requests do not meet a Redis still connecting. */
  async onModuleInit(): Promise<void> {
    if (this.client && !(await whenReady(this.client, 2 * this.timeoutMs))) {
      this.logger.warn('Redis does not answer yet: sign-in answers 503 until it does');
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all(this.connections.map((connection) => (connection.status === 'ready' ? connection.quit().catch(() => connection.disconnect()) : connection.disconnect())));
  }

  private connect(url: string, role: string): Redis {
    const connection = new Redis(url, redisOptions(this.timeoutMs));
    this.watch(connection, role);
    this.connections.push(connection);
    return connection;
  }

  /** ioredis reconnects by itself; say once per outage why (never the URL, it may hold a password). */
  private watch(connection: Redis, role: string): void {
    let reported = false;
    connection.on('error', (error: Error) => {
      if (reported) return;
      reported = true;
      this.logger.warn(`Redis (${role}): ${error.message}`);
    });
    connection.on('ready', () => {
      if (reported) this.logger.log(`Redis (${role}) is back`);
      reported = false;
    });
  }
}

/** Whether the connection is ready within `timeoutMs`. */
export function whenReady(connection: Redis, timeoutMs: number): Promise<boolean> {
  if (connection.status === 'ready') return Promise.resolve(true);
  return new Promise((resolve) => {
    const done = (ready: boolean): void => {
      clearTimeout(timer);
      connection.off('ready', onReady);
      resolve(ready);
    };
    const onReady = (): void => done(true);
    const timer = setTimeout(() => done(false), timeoutMs);
    connection.on('ready', onReady);
  });
}
