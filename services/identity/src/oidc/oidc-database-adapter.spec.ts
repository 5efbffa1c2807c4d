import type { DataSource, Repository } from 'typeorm';
import { FixedClock } from '../../test/support/fixed-clock';
import { createMemoryDatabase } from '../../test/support/memory-database';
import { OidcDatabaseAdapter, type OidcSessionTies, purgeExpiredOidcPayloads } from './oidc-database-adapter';
import { OidcPayload } from './oidc-payload.entity';
import { findOidcPayloadByUid } from './oidc-payload-statements';

describe(OidcDatabaseAdapter.name, () => {
  let dataSource: DataSource;
  let payloads: Repository<OidcPayload>;
  let clock: FixedClock;
  let sut: OidcDatabaseAdapter;

  beforeEach(async () => {
    dataSource = await createMemoryDatabase();
    payloads = dataSource.getRepository(OidcPayload);
    clock = new FixedClock(new Date('2026-11-27T10:00:00Z'));
    sut = new OidcDatabaseAdapter('RefreshToken', payloads, clock);
  });

  /** The Session model's ties as OidcPortalSessions gives them, without a request: every read goes to the database. */
  function ties(portal: { id: number; impersonation: boolean } | null): OidcSessionTies & { changes: number } {
    return {
      changes: 0,
      portalSession: () => Promise.resolve(portal),
      rowByUid: (uid) => findOidcPayloadByUid.run(payloads.manager, { kind: 'Session', uid }),
      changed() {
        this.changes += 1;
      },
    };
  }

  afterEach(async () => {
    await dataSource.destroy();
  });

  it('answers what it stored, until it expires', async () => {
    await sut.upsert('token-1', { grantId: 'grant-1', accountId: '7' }, 60);

    expect(await sut.find('token-1')).toEqual({ grantId: 'grant-1', accountId: '7' });
    clock.advance(60_000);
    expect(await sut.find('token-1')).toBeUndefined();
  });

  it("records the account of every row, and a session's portal session", async () => {
    const sessions = new OidcDatabaseAdapter('Session', payloads, clock, ties({ id: 42, impersonation: false }));
    const impersonations = new OidcDatabaseAdapter('Session', payloads, clock, ties({ id: 43, impersonation: true }));
    await sut.upsert('token-2', { grantId: 'grant-2', accountId: 'the-uuid' }, 60);
    await sessions.upsert('session-1', { uid: 'uid-1', accountId: 'the-uuid' }, 60);
    await impersonations.upsert('session-2', { uid: 'uid-2', accountId: 'the-uuid' }, 60);

    expect(await payloads.findOneByOrFail({ kind: 'RefreshToken', id: 'token-2' })).toMatchObject({ accountId: 'the-uuid', browserSessionId: null, portalImpersonation: null });
    expect(await payloads.findOneByOrFail({ kind: 'Session', id: 'session-1' })).toMatchObject({ accountId: 'the-uuid', browserSessionId: 42, portalImpersonation: false, uid: 'uid-1' });
    expect(await payloads.findOneByOrFail({ kind: 'Session', id: 'session-2' })).toMatchObject({ browserSessionId: 43, portalImpersonation: true });
  });

  it('keeps the kinds apart: the same id of another model is another row', async () => {
    const codes = new OidcDatabaseAdapter('AuthorizationCode', payloads, clock);
    await sut.upsert('same-id', { accountId: 'refresh' }, 60);
    await codes.upsert('same-id', { accountId: 'code' }, 60);

    expect(await sut.find('same-id')).toEqual({ accountId: 'refresh' });
    expect(await codes.find('same-id')).toEqual({ accountId: 'code' });
  });

  it('marks a consumed payload with the time it was consumed, and only the first consumption counts', async () => {
    await sut.upsert('token-1', { accountId: '7' }, 60);

    await sut.consume('token-1');
    clock.advance(10_000);
    await sut.consume('token-1');

    expect(await sut.find('token-1')).toEqual({ accountId: '7', consumed: Math.floor(new Date('2026-11-27T10:00:00Z').getTime() / 1000) });
  });

  it('finds a session by its uid and a device code by its user code', async () => {
    const sessions = new OidcDatabaseAdapter('Session', payloads, clock, ties(null));
    await sessions.upsert('session-1', { uid: 'uid-1', accountId: '7' }, 60);
    await sut.upsert('device-1', { userCode: 'ABCD-EFGH' }, 60);

    expect(await sessions.findByUid('uid-1')).toEqual({ uid: 'uid-1', accountId: '7' });
    expect(await sut.findByUserCode('ABCD-EFGH')).toEqual({ userCode: 'ABCD-EFGH' });
    expect(await sessions.findByUid('uid-2')).toBeUndefined();
    expect(await sut.findByUid('uid-1')).toBeUndefined();
  });

  it('tells the session ties when it saves or removes a session, so a request reads it again', async () => {
    const sessionTies = ties(null);
    const sessions = new OidcDatabaseAdapter('Session', payloads, clock, sessionTies);
    await sessions.upsert('session-1', { uid: 'uid-1' }, 60);
    await sessions.destroy('session-1');

    expect(sessionTies.changes).toBe(2);
  });

  it('upserts concurrently without losing or doubling a row (the same id saved by parallel requests)', async () => {
    await Promise.all(Array.from({ length: 20 }, (_, index) => sut.upsert('token-1', { accountId: String(index) }, 60)));

    expect(await payloads.countBy({ kind: 'RefreshToken', id: 'token-1' })).toBe(1);
    expect(await sut.find('token-1')).toEqual({ accountId: expect.stringMatching(/^\d+$/) as unknown });
  });

  it('revokes every row of a grant, of any kind, and nothing else', async () => {
    const accessTokens = new OidcDatabaseAdapter('AccessToken', payloads, clock);
    await sut.upsert('refresh-1', { grantId: 'grant-1' }, 60);
    await accessTokens.upsert('access-1', { grantId: 'grant-1' }, 60);
    await accessTokens.upsert('access-2', { grantId: 'grant-2' }, 60);

    await sut.revokeByGrantId('grant-1');

    expect(await sut.find('refresh-1')).toBeUndefined();
    expect(await accessTokens.find('access-1')).toBeUndefined();
    expect(await accessTokens.find('access-2')).toEqual({ grantId: 'grant-2' });
  });

  it('destroys one row, and an upsert replaces the payload and its expiry', async () => {
    await sut.upsert('token-1', { accountId: '7' }, 60);
    await sut.upsert('token-1', { accountId: '8' }, 600);
    clock.advance(120_000);
    expect(await sut.find('token-1')).toEqual({ accountId: '8' });

    await sut.destroy('token-1');
    expect(await sut.find('token-1')).toBeUndefined();
  });

  it('purges the expired rows and keeps the live ones and those without an expiry', async () => {
    await sut.upsert('short', {}, 60);
    await sut.upsert('long', {}, 3600);
    await sut.upsert('forever', {}, undefined);
    clock.advance(120_000);

    expect(await purgeExpiredOidcPayloads(payloads, clock.now())).toBe(1);
    expect(await payloads.count()).toBe(2);
  });
});
