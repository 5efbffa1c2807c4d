import { randomUUID } from 'node:crypto';
import { Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { CacheInvalidation, type DroppableCache, InProcessInvalidation } from '../cache/cache-invalidation';
import type { SharedRedis } from './shared-redis';

/** One message of the bus: which cache, which entry (none: all), and who sent it. */
interface InvalidationMessage {
  from: string;
  cache: string;
  key?: string;
}

/**
 * The invalidation bus over Redis pub/sub (docs/adr/0700). A write drops the entry here, then
 * publishes `{ from, cache, key? }` on `<REDIS_KEY_PREFIX>invalidate` and resolves when Redis has
 * answered the PUBLISH: Redis has then written the message to every subscribed instance's
 * connection, before the writer's HTTP answer leaves. Every instance drops what a message names.
 * Pub/sub keeps nothing for an absent subscriber, so the caches serve only while the subscription
 * stands: not before the first SUBSCRIBE is confirmed, not from the moment the connection closes or
 * a heartbeat PING goes unanswered, and after every resubscription everything is dropped once.
 */
export class RedisInvalidation extends CacheInvalidation implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(RedisInvalidation.name);
  private readonly local = new InProcessInvalidation();
  /** Tells this instance's own messages apart (it dropped those entries when it wrote). */
  private readonly id = randomUUID();
  private readonly channel: string;
  private subscribed = false;
  private heartbeat: NodeJS.Timeout | null = null;
  private publishFailureReported = false;
  private onSubscribed: () => void = () => undefined;

  constructor(private readonly redis: SharedRedis) {
    super();
    this.channel = `${redis.keyPrefix}invalidate`;
  }

  get serving(): boolean {
    return this.subscribed;
  }

  register(name: string, cache: DroppableCache): void {
    this.local.register(name, cache);
  }

  async invalidate(name: string, key?: string): Promise<void> {
    this.local.drop(name, key);
    const client = this.redis.client;
    const message: InvalidationMessage = key === undefined ? { from: this.id, cache: name } : { from: this.id, cache: name, key };
    try {
      if (!client || client.status !== 'ready') throw new Error(`connection ${client?.status ?? 'missing'}`);
      await client.publish(this.channel, JSON.stringify(message));
      this.publishFailureReported = false;
    } catch (error) {
      // The write is done and stays done. Other instances most likely lost Redis too, so they serve
      // nothing from memory; if not, their entries end with the caches' few-second lifetime.
      if (!this.publishFailureReported) this.logger.warn(`Cache invalidation not published: ${(error as Error).message}`);
      this.publishFailureReported = true;
    }
  }

  /** Subscribes (bounded wait: the caches simply do not serve until it is done) and keeps checking the subscription. */
  async onModuleInit(): Promise<void> {
    const subscriber = this.redis.subscriber();
    if (!subscriber) return;
    subscriber.on('message', (channel: string, text: string) => this.received(channel, text));
    subscriber.on('close', () => this.lost());
    const firstSubscription = new Promise<void>((resolve) => (this.onSubscribed = resolve));
    subscriber.on('ready', () => void this.subscribe(subscriber));
    if (subscriber.status === 'ready') void this.subscribe(subscriber);
    await Promise.race([firstSubscription, new Promise((resolve) => setTimeout(resolve, 3 * this.redis.timeoutMs).unref())]);
    // A silent Redis (a cut network) closes nothing: an unanswered PING reconnects, and stops serving meanwhile.
    this.heartbeat = setInterval(() => void this.ping(subscriber), this.redis.timeoutMs);
    this.heartbeat.unref();
  }

  onApplicationShutdown(): void {
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.subscribed = false;
  }

  private async subscribe(subscriber: Redis): Promise<void> {
    try {
      await subscriber.subscribe(this.channel);
    } catch (error) {
      this.logger.warn(`Cache invalidation not subscribed: ${(error as Error).message}`);
      return;
    }
    // Messages sent while unsubscribed are lost: drop everything once, then serve again.
    this.local.dropAll();
    this.subscribed = true;
    this.onSubscribed();
  }

  private lost(): void {
    this.subscribed = false;
    this.local.dropAll();
  }

  private async ping(subscriber: Redis): Promise<void> {
    if (!this.subscribed) return;
    try {
      await subscriber.ping();
    } catch {
      if (!this.subscribed) return;
      this.logger.warn('Cache invalidation: Redis does not answer; caches do not serve until it does');
      this.lost();
      subscriber.disconnect(true);
    }
  }

  private received(channel: string, text: string): void {
    if (channel !== this.channel) return;
    let message: Partial<InvalidationMessage>;
    try {
      message = JSON.parse(text) as Partial<InvalidationMessage>;
    } catch {
      return;
    }
    if (message.from === this.id || typeof message.cache !== 'string') return;
    this.local.drop(message.cache, typeof message.key === 'string' ? message.key : undefined);
  }
}
