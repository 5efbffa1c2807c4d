import { Injectable } from '@nestjs/common';
import { copyOfEntity, ExpiringMap } from '../../platform/cache/expiring-map';
import { Clock } from '../../platform/clock';
import type { Authentication } from './authentication';

/**
 * How long a resolved session is answered from memory. Every change this process makes to a user,
 * a session, an enterprise or a time zone empties the cache at once (SessionCacheInvalidator; for
 * enterprises, EnterpriseSessionCacheInvalidator in enterprises/); the TTL bounds what it cannot see:
 * writes by another instance or by the CLI (docs/adr/0410).
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
  private readonly entries: ExpiringMap<string, Authentication>;

  constructor(clock: Clock) {
    this.entries = new ExpiringMap(clock, SESSION_CACHE_TTL_MS, MAX_ENTRIES);
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

  clear(): void {
    this.entries.clear();
  }
}
