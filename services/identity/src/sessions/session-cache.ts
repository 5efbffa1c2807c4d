import { Injectable } from '@nestjs/common';
import { Clock } from '../common/clock';
import type { Authentication } from './authentication';

/**
 * How long a resolved session is answered from memory. Every change this process makes to a user,
 * a session, an enterprise or a time zone empties the cache at once (SessionCacheInvalidator);
 * the TTL bounds what it cannot see: writes by another instance or by the CLI (docs/adr/0410).
 */
export const SESSION_CACHE_TTL_MS = 5_000;
/** A bound on memory: past it the oldest entries go first (Map keeps insertion order). */
const MAX_ENTRIES = 10_000;

interface Entry {
  authentication: Authentication;
  until: number;
}

/**
 * A copy of the same class, so a handler that changes a field never changes the cached one. Made
 * with the entity's own (argument-free) constructor: a quarter of the time of Object.create, whose
 * objects V8 keeps in slow dictionary mode.
 */
function copyOf<T extends object>(value: T): T {
  const Entity = value.constructor as new () => T;
  return Object.assign(new Entity(), value);
}

/**
 * Recently resolved sessions by the hash of their cookie, so a page's burst of API calls reads the
 * session and its user once (issue 11, scenario 2). `generation` changes with every clearing: a
 * database read that started before a change is not cached after it.
 */
@Injectable()
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private currentGeneration = 0;

  constructor(private readonly clock: Clock) {}

  get generation(): number {
    return this.currentGeneration;
  }

  get(tokenHash: string): Authentication | null {
    const entry = this.entries.get(tokenHash);
    if (!entry) return null;
    if (entry.until <= this.clock.now().getTime()) {
      this.entries.delete(tokenHash);
      return null;
    }
    const user = copyOf(entry.authentication.user);
    if (user.timezone) user.timezone = copyOf(user.timezone);
    const session = copyOf(entry.authentication.session);
    session.user = user;
    return { user, session };
  }

  /** Keeps a copy, unless the cache was cleared since `generation` was read. */
  set(tokenHash: string, authentication: Authentication, generation: number): void {
    if (generation !== this.currentGeneration) return;
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
    const user = copyOf(authentication.user);
    const session = copyOf(authentication.session);
    session.user = user;
    this.entries.set(tokenHash, { authentication: { user, session }, until: this.clock.now().getTime() + SESSION_CACHE_TTL_MS });
  }

  clear(): void {
    this.currentGeneration += 1;
    this.entries.clear();
  }
}
