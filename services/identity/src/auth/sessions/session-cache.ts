import { Injectable } from '@nestjs/common';
import { CacheInvalidation, InProcessInvalidation, SharedExpiringMap } from '../../platform/cache/cache-invalidation';
import { copyOfEntity } from '../../platform/cache/expiring-map';
import { Clock } from '../../platform/clock';
import type { Authentication } from './authentication';

/**
 * How long a resolved session is answered from memory. Every change to a user, a session, an
 * enterprise or a time zone empties the cache at once, on every instance sharing REDIS_URL, before
 * the writer answers (SessionCacheInvalidator; for enterprises, EnterpriseSessionCacheInvalidator in
 * enterprises/; docs/adr/0700). The TTL bounds what no message tells: without REDIS_URL, writes by
 * another process (the CLI); with it, a publish lost to a Redis fault (docs/adr/0410).
 */
export const SESSION_CACHE_TTL_MS = 5_000;
/** A bound on memory: past it the oldest entries go first. */
const MAX_ENTRIES = 10_000;

/**
 * Recently resolved sessions by the hash of their cookie, so a page's burst of API calls reads the
 * session and its user once (issue 11, scenario 2). `generation` changes with every clearing: a
 * database read that started before a change is not cached after it.
 */
@Injectable()
export class SessionCache {
  private readonly entries: SharedExpiringMap<Authentication>;

  constructor(clock: Clock, invalidation: CacheInvalidation = new InProcessInvalidation()) {
    this.entries = new SharedExpiringMap('sessions', invalidation, clock, SESSION_CACHE_TTL_MS, MAX_ENTRIES);
  }

  get generation(): number {
    return this.entries.generation;
  }

  get(tokenHash: string): Authentication | null {
    const cached = this.entries.get(tokenHash);
    if (!cached) return null;
    const user = copyOfEntity(cached.user);
    if (user.timezone) user.timezone = copyOfEntity(user.timezone);
    const session = copyOfEntity(cached.session);
    session.user = user;
    return { user, session };
  }

  /** Keeps a copy, unless the cache was cleared since `generation` was read. */
  set(tokenHash: string, authentication: Authentication, generation: number): void {
    const user = copyOfEntity(authentication.user);
    const session = copyOfEntity(authentication.session);
    session.user = user;
    this.entries.set(tokenHash, { user, session }, generation);
  }

  /** Empties the cache in this process only; writers go through invalidate(). */
  clear(): void {
    this.entries.drop();
  }

  /** Empties the cache here and on every instance; resolves once the others were told. */
  invalidate(): Promise<void> {
    return this.entries.invalidate();
  }
}
