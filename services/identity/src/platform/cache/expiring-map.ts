import type { Clock } from '../clock';

/**
 * Values by key for a fixed time, at most `maxEntries` of them (past it the oldest go first: a Map
 * keeps insertion order), all emptied at once by clear(). `generation` changes with every clearing:
 * a value read from the database before a change is not kept after it. The in-process caches of
 * issue 11 (sessions, forced-SAML answers, applications, signing keys) are built on it.
 */
export class ExpiringMap<K, V> {
  private readonly entries = new Map<K, { value: V; until: number }>();
  private currentGeneration = 0;

  constructor(
    private readonly clock: Clock,
    private readonly ttlMs: number,
    private readonly maxEntries: number,
  ) {}

  get generation(): number {
    return this.currentGeneration;
  }

  /** The live value of the key, or undefined (never kept, expired or cleared). */
  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.until <= this.clock.now().getTime()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /** Keeps the value, unless the map was cleared since `generation` was read. */
  set(key: K, value: V, generation: number): void {
    if (generation !== this.currentGeneration) return;
    if (this.entries.size >= this.maxEntries && !this.entries.has(key)) this.entries.delete(this.entries.keys().next().value as K);
    this.entries.set(key, { value, until: this.clock.now().getTime() + this.ttlMs });
  }

  clear(): void {
    this.currentGeneration += 1;
    this.entries.clear();
  }

  /** Drops one key; a read of any key that started before is not kept after (simple, and drops are rare). */
  delete(key: K): void {
    this.currentGeneration += 1;
    this.entries.delete(key);
  }
}

/**
 * A copy of an entity of the same class, so a caller that changes a field never changes a cached
 * one. Made with the entity's own (argument-free) constructor: a quarter of the time of
 * Object.create, whose objects V8 keeps in slow dictionary mode.
 */
export function copyOfEntity<T extends object>(value: T): T {
  const Entity = value.constructor as new () => T;
  return Object.assign(new Entity(), value);
}
