import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, type FindOptionsWhere, In, LessThan, Not, type Repository } from 'typeorm';
import { Clock } from '../../platform/clock';
import { InjectConfig } from '../../platform/config/config.module';
import type { IdentityConfig } from '../../platform/config/identity-config';
import type { User } from '../../users/user.entity';
import type { Authentication } from './authentication';
import { BrowserSession } from './browser-session.entity';
import type { SessionContext } from '../../platform/http/session-context';
import { SessionCache } from './session-cache';
import { SessionEndings } from './session-endings';
import type { SignInMethod } from './sign-in-method';
import { generateOpaqueToken, hashOpaqueToken } from '../../platform/security/opaque-token';
import { PlainInsert } from '../../platform/database/plain/plain-statements';

/** last_seen_at is written at most this often, so reading pages does not write on every request. */
export const LAST_SEEN_RESOLUTION_MS = 60_000;

/**
 * How often last_seen_at is written for an idle timeout: once a minute, or every half idle timeout
 * when that is shorter, so a session used at least once per idle timeout never ends (issue 25 item 9).
 */
export function lastSeenResolutionMs(idleTimeoutSeconds: number): number {
  return Math.min(LAST_SEEN_RESOLUTION_MS, (idleTimeoutSeconds * 1000) / 2);
}

/** Who opens an impersonation, and from which of their own sessions (ADR 0237). */
export interface Impersonator {
  administratorId: number;
  administratorSessionId: number;
}

/**
 * The INSERT of every sign-in as plain SQL (issue 11, ADR 0415). It tells no subscriber, and none needs
 * it: SessionCacheInvalidator watches browser sessions for updates and deletes only (a new row changes
 * no cached answer), and the session has no entity listeners.
 */
const insertSession = new PlainInsert(BrowserSession);

/** Browser sessions: opened at sign-in, resolved from the cookie on each call, ended at sign-out. */
@Injectable()
export class SessionsService {
  constructor(
    @InjectRepository(BrowserSession) private readonly sessions: Repository<BrowserSession>,
    private readonly clock: Clock,
    @InjectConfig() private readonly config: IdentityConfig,
    private readonly endings: SessionEndings,
    private readonly cache: SessionCache = new SessionCache(clock),
  ) {}

  /**
   * Opens a session; the token is returned once, for the cookie, and only its hash is stored. An
   * impersonation names the administrator and their own session, and lives IMPERSONATION_TTL at most.
   * `method` is how the user signed in (the OpenID Connect ID token's `amr`).
   */
  async start(user: User, context: SessionContext, method: SignInMethod, impersonator: Impersonator | null = null): Promise<{ token: string; session: BrowserSession }> {
    const token = generateOpaqueToken();
    const now = this.clock.now();
    const session = this.sessions.create({
      tokenHash: hashOpaqueToken(token),
      userId: user.id,
      impersonatorId: impersonator?.administratorId ?? null,
      impersonatorSessionId: impersonator?.administratorSessionId ?? null,
      signInMethod: method,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + this.lifetimeSeconds(impersonator !== null) * 1000),
      ip: context.ip,
      userAgent: context.userAgent,
    });
    // A plain INSERT that fills in the id (the caller audits it): save() added a transaction of its own.
    await insertSession.run(this.sessions.manager, session);
    return { token, session };
  }

  /** The absolute lifetime of a new session: an impersonation is not extended by use (ADR 0237). */
  lifetimeSeconds(impersonation: boolean): number {
    const { ttlSeconds, impersonationTtlSeconds } = this.config.session;
    return impersonation ? Math.min(ttlSeconds, impersonationTtlSeconds) : ttlSeconds;
  }

  /**
   * The live session of a cookie, with its user. An expired session (absolute or idle) or one of a
   * disabled user is deleted and refused. A session resolved in the last seconds comes from memory
   * (SessionCache) while it is live and its last_seen_at needs no update.
   */
  async resolve(token: string): Promise<Authentication | null> {
    const tokenHash = hashOpaqueToken(token);
    const now = this.clock.now();
    const cached = this.cache.get(tokenHash);
    if (cached && this.isLive(cached.session, now) && !this.lastSeenIsStale(cached.session, now)) return cached;

    const generation = this.cache.generation;
    const session = await this.sessions.findOne({
      where: { tokenHash },
      relations: { user: { timezone: true } },
    });
    if (!session) return null;
    if (!this.isLive(session, now) || session.user.isDisabled || (session.impersonatorId !== null && !(await this.impersonatorStillActs(session, now)))) {
      await this.sessions.delete({ id: session.id });
      return null;
    }
    if (this.lastSeenIsStale(session, now)) {
      session.lastSeenAt = now;
      // An impersonation keeps the administrator's own session in use too, so the way back stays open.
      const touched = session.impersonatorSessionId === null ? [session.id] : [session.id, session.impersonatorSessionId];
      // Tells no cache (callListeners(false)): a copy of this session anywhere holds the older
      // last_seen_at, which reads as stale, so its next use re-reads the row anyway. Publishing
      // would empty every instance's whole cache once a minute per session (ADR 0704).
      await this.sessions.createQueryBuilder().update().set({ lastSeenAt: now }).where({ id: In(touched) }).callListeners(false).execute();
      // Not cached here: the next call reads the fresh row.
    } else {
      this.cache.set(tokenHash, { user: session.user, session }, generation);
    }
    return { user: session.user, session };
  }

  private isLive(session: Pick<BrowserSession, 'impersonatorId' | 'createdAt' | 'expiresAt' | 'lastSeenAt'>, now: Date): boolean {
    const idleEnd = session.lastSeenAt.getTime() + this.config.session.idleTimeoutSeconds * 1000;
    // An impersonation opened before IMPERSONATION_TTL existed carries a 7-day expiry: bounded here too.
    const end = session.impersonatorId === null ? session.expiresAt.getTime() : Math.min(session.expiresAt.getTime(), session.createdAt.getTime() + this.lifetimeSeconds(true) * 1000);
    return end > now.getTime() && idleEnd > now.getTime();
  }

  /**
   * An impersonation lasts only while the administrator's own session does (sign-out and sign-out
   * everywhere delete it, and the impersonation with it) and the administrator is an enabled SYSADMIN.
   * Read only for impersonations, so an ordinary request runs no extra statement.
   */
  private async impersonatorStillActs(session: BrowserSession, now: Date): Promise<boolean> {
    if (session.impersonatorSessionId === null) return false;
    const own = await this.sessions.findOne({ where: { id: session.impersonatorSessionId }, relations: { user: true } });
    return (
      own !== null &&
      own.userId === session.impersonatorId &&
      own.impersonatorId === null &&
      own.expiresAt.getTime() > now.getTime() &&
      !own.user.isDisabled &&
      own.user.role === 'SYSADMIN'
    );
  }

  private lastSeenIsStale(session: BrowserSession, now: Date): boolean {
    return now.getTime() - session.lastSeenAt.getTime() >= this.lastSeenResolution;
  }

  private get lastSeenResolution(): number {
    return lastSeenResolutionMs(this.config.session.idleTimeoutSeconds);
  }

  /** A session by id with the impersonating administrator (null when it is no impersonation), live or not. */
  withImpersonator(id: number): Promise<BrowserSession | null> {
    return this.sessions.findOne({ where: { id }, relations: { impersonator: true } });
  }

  /**
   * When the session last re-authenticated (password or fresh code), read from the row, never from
   * the cache: the guarded calls of the Security tab need the time written by any instance (issue 29).
   */
  async reauthenticatedAt(id: number): Promise<Date | null> {
    const row = await this.sessions.findOne({ select: { id: true, reauthenticatedAt: true }, where: { id } });
    return row?.reauthenticatedAt ?? null;
  }

  /** Marks the session re-authenticated now. No cache holds the column's value, so none is told. */
  async markReauthenticated(id: number): Promise<void> {
    await this.sessions.createQueryBuilder().update().set({ reauthenticatedAt: this.clock.now() }).where({ id }).callListeners(false).execute();
  }

  /** Ends the session of a cookie; returns the ended row, or null when there was none. */
  async end(token: string): Promise<BrowserSession | null> {
    const session = await this.sessions.findOneBy({ tokenHash: hashOpaqueToken(token) });
    if (!session) return null;
    const impersonations = await this.impersonationsFrom([session.id]);
    await this.sessions.delete({ id: session.id });
    this.cache.clear();
    await this.endings.ended({ userId: session.userId, sessionIds: [session.id], wholeUser: false });
    await this.reportEnded(impersonations);
    return session;
  }

  /** Ends every session of a user (password change, disabling, force logout). */
  async endAllOf(userId: number): Promise<void> {
    const ended = await this.idsOf({ userId });
    const impersonations = await this.impersonationsFrom(ended);
    await this.sessions.delete({ userId });
    this.cache.clear();
    await this.endings.ended({ userId, sessionIds: ended, wholeUser: true });
    await this.reportEnded(impersonations);
  }

  /**
   * The impersonations opened from these administrator's sessions: the database deletes them with
   * their administrator's session (ON DELETE CASCADE), so they are read first, to be reported ended too.
   */
  private async impersonationsFrom(administratorSessionIds: number[]): Promise<Pick<BrowserSession, 'id' | 'userId'>[]> {
    if (administratorSessionIds.length === 0) return [];
    return this.sessions.find({ select: { id: true, userId: true }, where: { impersonatorSessionId: In(administratorSessionIds) } });
  }

  /** Tells SessionEndings of sessions ended by a cascade, one event per user (only their own sessions ended). */
  private async reportEnded(sessions: Pick<BrowserSession, 'id' | 'userId'>[]): Promise<void> {
    const byUser = new Map<number, number[]>();
    for (const { id, userId } of sessions) byUser.set(userId, [...(byUser.get(userId) ?? []), id]);
    for (const [userId, sessionIds] of byUser) await this.endings.ended({ userId, sessionIds, wholeUser: false });
  }

  /**
   * Which of these sessions are still live (present, before their absolute and idle ends); for the
   * provider sessions' expiry sweep, which ends what was signed in from the others.
   */
  async liveAmong(ids: number[]): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const now = this.clock.now();
    const rows = await this.sessions.find({ select: { id: true, impersonatorId: true, createdAt: true, expiresAt: true, lastSeenAt: true }, where: { id: In(ids) } });
    return new Set(rows.filter((row) => this.isLive(row, now)).map((row) => row.id));
  }

  private async idsOf(where: FindOptionsWhere<BrowserSession>): Promise<number[]> {
    return (await this.sessions.find({ select: { id: true }, where })).map((session) => session.id);
  }

  /**
   * The user's live sessions, the most recently used first. Expired rows are left out (they go when
   * presented), so the list shows only sessions that could still be used.
   */
  async listOf(userId: number): Promise<BrowserSession[]> {
    const now = this.clock.now().getTime();
    const idleTimeout = this.config.session.idleTimeoutSeconds * 1000;
    const sessions = await this.sessions.find({ where: { userId }, relations: { impersonator: true }, order: { lastSeenAt: 'DESC', id: 'DESC' } });
    return sessions.filter((session) => session.expiresAt.getTime() > now && session.lastSeenAt.getTime() + idleTimeout > now);
  }

  /** Ends one session of a user; false when the user has no session of that id. */
  async endOneOf(userId: number, sessionId: number): Promise<boolean> {
    const impersonations = await this.impersonationsFrom([sessionId]);
    const result = await this.sessions.delete({ userId, id: sessionId });
    this.cache.clear();
    const ended = (result.affected ?? 0) > 0;
    if (ended) {
      await this.endings.ended({ userId, sessionIds: [sessionId], wholeUser: false });
      await this.reportEnded(impersonations);
    }
    return ended;
  }

  /** Ends every session of a user except one (the caller's, after a password change). */
  async endOthersOf(userId: number, keepSessionId: number): Promise<void> {
    const ended = await this.idsOf({ userId, id: Not(keepSessionId) });
    const impersonations = await this.impersonationsFrom(ended);
    await this.sessions.delete({ userId, id: Not(keepSessionId) });
    this.cache.clear();
    await this.endings.ended({ userId, sessionIds: ended, wholeUser: true });
    await this.reportEnded(impersonations);
  }
}

/**
 * The hourly purge's share of this table (AuthHousekeeping): deletes the sessions past their absolute
 * end (`now`), then those last seen before `idleBefore`; returns how many went.
 */
export async function purgeEndedSessions(manager: EntityManager, now: Date, idleBefore: Date): Promise<number> {
  const absolute = await manager.delete(BrowserSession, { expiresAt: LessThan(now) });
  const idle = await manager.delete(BrowserSession, { lastSeenAt: LessThan(idleBefore) });
  return (absolute.affected ?? 0) + (idle.affected ?? 0);
}
