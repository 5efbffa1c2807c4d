import type { Clock } from '../clock';
import { ExpiringMap } from './expiring-map';

/** What the bus asks of a cache: drop one entry, or all of them, in this process only. */
export interface DroppableCache {
  drop(key?: string): void;
}

/**
 * The invalidation bus of the in-process caches (docs/adr/0700). A write that changes what a cache
 * answers calls invalidate(): the entry goes here at once and, when the promise resolves, the message
 * has reached Redis, which has handed it to every other instance; the writer answers after that, so a
 * request sent anywhere right after the answer is not served the old entry. `serving` is false while
 * this instance might miss a message (its subscription is down or not yet made): caches then answer
 * nothing, and every read goes to the database.
 */
export abstract class CacheInvalidation {
  abstract get serving(): boolean;
  /** Makes the cache of this name reachable by messages from every instance. */
  abstract register(name: string, cache: DroppableCache): void;
  /** Drops the entry (all entries without a key) here and on every other instance; never throws. */
  abstract invalidate(name: string, key?: string): Promise<void>;
}

/** The bus of one process (no REDIS_URL): nobody else to tell, so dropping here is all of it. */
export class InProcessInvalidation extends CacheInvalidation {
  private readonly caches = new Map<string, DroppableCache[]>();

  get serving(): boolean {
    return true;
  }

  register(name: string, cache: DroppableCache): void {
    this.caches.set(name, [...(this.caches.get(name) ?? []), cache]);
  }

  invalidate(name: string, key?: string): Promise<void> {
    this.drop(name, key);
    return Promise.resolve();
  }

  /** Drops in this process; the Redis bus calls it for its own writes and for every message. */
  drop(name: string, key?: string): void {
    for (const cache of this.caches.get(name) ?? []) cache.drop(key);
  }

  dropAll(): void {
    for (const caches of this.caches.values()) for (const cache of caches) cache.drop();
  }
}

/**
 * An ExpiringMap that the bus empties on every instance and that answers nothing while the bus is not
 * serving. Each of the service's caches holds one under its own name.
 */
export class SharedExpiringMap<V> implements DroppableCache {
  private readonly entries: ExpiringMap<string, V>;

  constructor(
    private readonly name: string,
    private readonly invalidation: CacheInvalidation,
    clock: Clock,
    ttlMs: number,
    maxEntries: number,
  ) {
    this.entries = new ExpiringMap(clock, ttlMs, maxEntries);
    invalidation.register(name, this);
  }

  get generation(): number {
    return this.entries.generation;
  }

  /** The live value, or undefined; always undefined while a message of another instance could be missed. */
  get(key: string): V | undefined {
    if (!this.invalidation.serving) return undefined;
    return this.entries.get(key);
  }

  /** Keeps the value, unless an entry was dropped since `generation` was read. */
  set(key: string, value: V, generation: number): void {
    this.entries.set(key, value, generation);
  }

  /** This process only (the bus calls it); writers call invalidate(). */
  drop(key?: string): void {
    if (key === undefined) this.entries.clear();
    else this.entries.delete(key);
  }

  /** Drops the entry (all without a key) here and on every instance, before the promise resolves. */
  invalidate(key?: string): Promise<void> {
    return this.invalidation.invalidate(this.name, key);
  }
}
