import type { Provider } from '@nestjs/common';
import type { DataSource, Repository } from 'typeorm';
import { aUser } from '../../../test/factories/entity.factory';
import type { FixedClock } from '../../../test/support/fixed-clock';
import { type UnitModule, unitModule } from '../../../test/support/unit-module';
import type { Environment } from '../../platform/config/load-config';
import { User } from '../../users/user.entity';
import { BrowserSession } from './browser-session.entity';
import { hashOpaqueToken } from '../../platform/security/opaque-token';
import { SessionCache, SESSION_CACHE_TTL_MS } from './session-cache';
import { SessionCacheInvalidator } from './session-cache.invalidator';
import { type EndedSessions, SessionEndings } from './session-endings';
import { SessionsService } from './sessions.service';

const EIGHT_HOURS_IDLE_HALF_HOUR: Environment = { SESSION_TTL: '8h', SESSION_IDLE_TIMEOUT: '30m' };

describe(SessionsService.name, () => {
  let unit: UnitModule;
  let database: DataSource;
  let sessions: Repository<BrowserSession>;
  let clock: FixedClock;
  let sut: SessionsService;
  let user: User;

  /** The service with its cache (emptied on writes only with the invalidator among `providers`), and Ada. */
  async function setUp(config: Environment, providers: Provider[] = []): Promise<void> {
    unit = await unitModule({ providers: [SessionsService, SessionCache, SessionEndings, ...providers], database: 'memory', config, now: new Date('2030-01-01T00:00:00Z') });
    ({ database, clock } = unit);
    sessions = database.getRepository(BrowserSession);
    sut = unit.get(SessionsService);
    user = await unit.insert(aUser({ email: 'ada@example.com' }));
  }

  beforeEach(async () => {
    await setUp(EIGHT_HOURS_IDLE_HALF_HOUR);
  });

  afterEach(async () => {
    await unit.close();
  });

  it('stores only the hash of the token, with both expiry inputs', async () => {
    const { token, session } = await sut.start(user, { ip: '10.0.0.1', userAgent: 'jest' }, 'password');

    const stored = await sessions.findOneByOrFail({ id: session.id });
    expect(stored.tokenHash).toBe(hashOpaqueToken(token));
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(stored.expiresAt).toEqual(new Date('2030-01-01T08:00:00Z'));
    expect(stored.lastSeenAt).toEqual(clock.now());
    expect(stored).toMatchObject({ ip: '10.0.0.1', userAgent: 'jest', impersonatorId: null });
  });

  it('resolves a live token to its user', async () => {
    const { token } = await sut.start(user, { ip: null, userAgent: null }, 'password');

    expect((await sut.resolve(token))?.user.email).toBe('ada@example.com');
    expect(await sut.resolve('another token')).toBeNull();
  });

  it('ends a session after the idle timeout and deletes its row', async () => {
    const { token, session } = await sut.start(user, { ip: null, userAgent: null }, 'password');
    clock.advance(30 * 60 * 1000);

    expect(await sut.resolve(token)).toBeNull();
    expect(await sessions.existsBy({ id: session.id })).toBe(false);
  });

  it('keeps an active session alive past the idle timeout, but never past the absolute expiry', async () => {
    const { token } = await sut.start(user, { ip: null, userAgent: null }, 'password');
    for (let minutes = 20; minutes < 8 * 60; minutes += 20) {
      clock.time = new Date(Date.UTC(2030, 0, 1, 0, minutes));
      expect(await sut.resolve(token)).not.toBeNull();
    }
    clock.time = new Date('2030-01-01T08:00:00Z');

    expect(await sut.resolve(token)).toBeNull();
  });

  it('writes last seen at most once a minute', async () => {
    const { token, session } = await sut.start(user, { ip: null, userAgent: null }, 'password');
    clock.advance(59_000);
    await sut.resolve(token);
    expect((await sessions.findOneByOrFail({ id: session.id })).lastSeenAt).toEqual(new Date('2030-01-01T00:00:00Z'));

    clock.advance(1_000);
    await sut.resolve(token);
    expect((await sessions.findOneByOrFail({ id: session.id })).lastSeenAt).toEqual(new Date('2030-01-01T00:01:00Z'));
  });

  it('writes last seen every half idle timeout when that is under a minute, so a session in use stays open', async () => {
    await unit.close();
    await setUp({ SESSION_TTL: '8h', SESSION_IDLE_TIMEOUT: '20s' });
    const { token, session } = await sut.start(user, { ip: null, userAgent: null }, 'password');
    clock.advance(10_000);
    await sut.resolve(token);
    expect((await sessions.findOneByOrFail({ id: session.id })).lastSeenAt).toEqual(new Date('2030-01-01T00:00:10Z'));

    clock.advance(19_000);
    expect(await sut.resolve(token)).not.toBeNull();
    clock.advance(20_000);
    expect(await sut.resolve(token)).toBeNull();
  });

  it("refuses a disabled user's session", async () => {
    const { token } = await sut.start(user, { ip: null, userAgent: null }, 'password');
    await database.getRepository(User).update({ id: user.id }, { isDisabled: true });

    expect(await sut.resolve(token)).toBeNull();
  });

  it('ends one session, or all of a user', async () => {
    const first = await sut.start(user, { ip: null, userAgent: null }, 'password');
    const second = await sut.start(user, { ip: null, userAgent: null }, 'password');

    expect((await sut.end(first.token))?.id).toBe(first.session.id);
    expect(await sut.end(first.token)).toBeNull();
    expect(await sut.resolve(second.token)).not.toBeNull();
    await sut.endAllOf(user.id);
    expect(await sut.resolve(second.token)).toBeNull();
  });

  describe('the impersonations an administrator\'s session takes with it', () => {
    let administrator: User;
    let reported: EndedSessions[];

    beforeEach(async () => {
      administrator = await unit.insert(aUser({ email: 'grace@example.com', role: 'SYSADMIN' }));
      reported = [];
      unit.get(SessionEndings).listen(async (ended) => void reported.push(ended));
    });

    async function impersonation(): Promise<{ own: Awaited<ReturnType<SessionsService['start']>>; impersonated: Awaited<ReturnType<SessionsService['start']>> }> {
      const own = await sut.start(administrator, { ip: null, userAgent: null }, 'password');
      const impersonated = await sut.start(user, { ip: null, userAgent: null }, 'impersonation', { administratorId: administrator.id, administratorSessionId: own.session.id });
      return { own, impersonated };
    }

    it.each([
      ['sign-out', (own: { token: string; session: BrowserSession }) => sut.end(own.token)],
      ['the end of that one session', (own: { token: string; session: BrowserSession }) => sut.endOneOf(administrator.id, own.session.id)],
      ['the end of all the administrator\'s sessions', () => sut.endAllOf(administrator.id)],
    ])('reports the impersonated session ended, under its own user, at %s', async (_, endOwn) => {
      const { own, impersonated } = await impersonation();

      await endOwn(own);

      expect(await sessions.existsBy({ id: impersonated.session.id })).toBe(false);
      expect(reported).toContainEqual({ userId: user.id, sessionIds: [impersonated.session.id], wholeUser: false });
    });

    it('reports none for the end of an administrator\'s session that opened no impersonation', async () => {
      await impersonation();
      const other = await sut.start(administrator, { ip: null, userAgent: null }, 'password');

      await sut.end(other.token);

      expect(reported).toEqual([{ userId: administrator.id, sessionIds: [other.session.id], wholeUser: false }]);
    });
  });

  it('tells which sessions are still live: not those deleted, past their absolute end or idle', async () => {
    const live = await sut.start(user, { ip: null, userAgent: null }, 'password');
    const idle = await sut.start(user, { ip: null, userAgent: null }, 'password');
    const deleted = await sut.start(user, { ip: null, userAgent: null }, 'password');
    await sut.end(deleted.token);
    clock.advance(20 * 60 * 1000);
    await sut.resolve(live.token);
    clock.advance(15 * 60 * 1000);

    expect(await sut.liveAmong([live.session.id, idle.session.id, deleted.session.id])).toEqual(new Set([live.session.id]));
    clock.advance(8 * 60 * 60 * 1000);
    expect(await sut.liveAmong([live.session.id])).toEqual(new Set());
  });

  describe('with the session cache', () => {
    let reads: jest.SpyInstance;

    beforeEach(async () => {
      await unit.close();
      await setUp(EIGHT_HOURS_IDLE_HALF_HOUR, [SessionCacheInvalidator]);
      reads = jest.spyOn(sessions, 'findOne');
    });

    it('reads a session once within the TTL, and again after it', async () => {
      const { token } = await sut.start(user, { ip: null, userAgent: null }, 'password');
      await sut.resolve(token);
      await sut.resolve(token);
      expect(reads).toHaveBeenCalledTimes(1);

      clock.advance(SESSION_CACHE_TTL_MS);
      expect((await sut.resolve(token))?.user.email).toBe('ada@example.com');
      expect(reads).toHaveBeenCalledTimes(2);
    });

    it('forgets a session at sign-out and when all sessions of the user end', async () => {
      const first = await sut.start(user, { ip: null, userAgent: null }, 'password');
      const second = await sut.start(user, { ip: null, userAgent: null }, 'password');
      await sut.resolve(first.token);
      await sut.resolve(second.token);

      await sut.end(first.token);
      expect(await sut.resolve(first.token)).toBeNull();
      await sut.endAllOf(user.id);
      expect(await sut.resolve(second.token)).toBeNull();
    });

    it('sees a change of the user made through any repository at once', async () => {
      const { token } = await sut.start(user, { ip: null, userAgent: null }, 'password');
      await sut.resolve(token);

      await database.getRepository(User).update({ id: user.id }, { firstName: 'Augusta' });
      expect((await sut.resolve(token))?.user.firstName).toBe('Augusta');
      await database.getRepository(User).update({ id: user.id }, { isDisabled: true });
      expect(await sut.resolve(token)).toBeNull();
    });

    it('sees a change made in a transaction once it commits', async () => {
      const { token } = await sut.start(user, { ip: null, userAgent: null }, 'password');
      await database.transaction(async (manager) => {
        await manager.update(User, { id: user.id }, { lastName: 'King' });
        // A request that reads meanwhile sees the old row, and may cache it.
        await sut.resolve(token);
      });
      expect((await sut.resolve(token))?.user.lastName).toBe('King');
    });

    it('hands out copies, so a handler changing the user does not change the cache', async () => {
      const { token } = await sut.start(user, { ip: null, userAgent: null }, 'password');
      const resolved = await sut.resolve(token);
      resolved!.user.firstName = 'changed in a handler';

      expect((await sut.resolve(token))?.user.firstName).toBe('Ada');
    });

    it('still refuses a session past its idle end and writes last seen once a minute', async () => {
      const { token, session } = await sut.start(user, { ip: null, userAgent: null }, 'password');
      await sut.resolve(token);
      clock.advance(60_000);
      await sut.resolve(token);
      expect((await sessions.findOneByOrFail({ id: session.id })).lastSeenAt).toEqual(new Date('2030-01-01T00:01:00Z'));

      clock.advance(30 * 60 * 1000);
      expect(await sut.resolve(token)).toBeNull();
    });

    it("keeps the other sessions cached when one session's last seen is written (ADR 0704)", async () => {
      const idle = await sut.start(user, { ip: null, userAgent: null }, 'password');
      clock.advance(58_000);
      const busy = await sut.start(user, { ip: null, userAgent: null }, 'password');
      await sut.resolve(busy.token);
      clock.advance(2_000);

      await sut.resolve(idle.token);
      expect((await sessions.findOneByOrFail({ id: idle.session.id })).lastSeenAt).toEqual(new Date('2030-01-01T00:01:00Z'));
      reads.mockClear();
      await sut.resolve(busy.token);
      expect(reads).not.toHaveBeenCalled();
    });
  });
});

describe(SessionCache.name, () => {
  it('does not keep what was read before the cache was cleared', async () => {
    const sut = (await unitModule({ providers: [SessionCache] })).get(SessionCache);
    const authentication = { user: new User(), session: new BrowserSession() };
    const generation = sut.generation;
    sut.clear();

    sut.set('hash', authentication, generation);
    expect(sut.get('hash')).toBeNull();
    sut.set('hash', authentication, sut.generation);
    expect(sut.get('hash')).not.toBeNull();
  });
});
