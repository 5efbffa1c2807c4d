import { Column, DataSource, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { AuditLog } from '../../src/platform/audit/audit-log.entity';
import { entities } from '../../src/entities';
import { buildDataSourceOptions } from '../../src/platform/database/database-options';
import { type EmptyDatabase, emptyDatabases } from '../../scripts/engines-under-test';
import { seedSiteApplications } from '../../src/site-applications/catalogue/site-applications.seed';
import { HandoffToken } from '../../src/site-applications/handoff/handoff-token.entity';
import { BrowserSession } from '../../src/auth/sessions/browser-session.entity';
import { SiteApplication } from '../../src/site-applications/catalogue/site-application.entity';
import { Timezone } from '../../src/users/timezones/timezone.entity';
import { User } from '../../src/users/user.entity';
import { PlainFindOne, PlainInsert, PlainUpdate } from '../../src/platform/database/plain/plain-statements';

// The plain statements must write and read exactly what TypeORM's repositories do, on every engine
// the service runs on: SQLite always, MariaDB/MySQL too when TEST_DATABASE_URL names a server.
const insertSession = new PlainInsert(BrowserSession);
const insertAuditLog = new PlainInsert(AuditLog);
const findUserByEmail = new PlainFindOne(User, { where: ['email'] });
const findTokenWithUser = new PlainFindOne(HandoffToken, {
  where: ['tokenHash'],
  select: ['id', 'userId', 'expiresAt', 'usedAt'],
  join: { user: { inner: true, select: ['email', 'isDisabled', 'role'], join: { timezone: {} } } },
});
const claimToken = new PlainUpdate(HandoffToken, { set: ['usedAt'], where: ['id'], whereNull: ['usedAt'] });

const engines: EmptyDatabase[] = [];
beforeAll(async () => engines.push(...(await emptyDatabases(process.env.TEST_DATABASE_URL))));
afterAll(async () => Promise.all(engines.map((engine) => engine.dispose())));

describe.each(['sqlite', ...(process.env.TEST_DATABASE_URL ? ['mysql'] : [])])('plain statements on %s', (engineName) => {
  let database: DataSource;
  let user: User;

  beforeAll(async () => {
    const engine = engines.find((candidate) => candidate.engine === engineName);
    if (!engine) throw new Error(`no ${engineName} database`);
    database = await new DataSource({ ...buildDataSourceOptions(engine.config, entities), migrationsRun: true }).initialize();
    await seedSiteApplications(database.manager);
  });

  afterAll(async () => {
    await database.destroy();
  });

  beforeEach(async () => {
    const users = database.getRepository(User);
    user = await users.save(users.create({ firstName: 'Ada', lastName: 'Lovelace', email: `ada-${Date.now()}-${Math.random()}@example.com`, isVerified: true }));
  });

  function sessionOf(owner: User, tokenHash: string): BrowserSession {
    return database.getRepository(BrowserSession).create({
      tokenHash,
      userId: owner.id,
      impersonatorId: null,
      createdAt: new Date('2030-01-01T00:00:00.000Z'),
      lastSeenAt: new Date('2030-01-01T00:00:01.000Z'),
      expiresAt: new Date('2030-01-02T00:00:00.000Z'),
      ip: '10.0.0.1',
      userAgent: null,
    });
  }

  it('inserts an entity, sets its generated id, and stores the row TypeORM stores', async () => {
    const sessions = database.getRepository(BrowserSession);
    const plain = sessionOf(user, `plain-${user.id}`);
    const typeorm = sessionOf(user, `typeorm-${user.id}`);

    await insertSession.run(database.manager, plain);
    await sessions.insert(typeorm);

    expect(plain.id).toEqual(expect.any(Number));
    expect(typeorm.id).toBe(plain.id + 1);
    const { id: _plainId, tokenHash: _plainHash, ...plainRow } = await sessions.findOneByOrFail({ id: plain.id });
    const { id: _typeormId, tokenHash: _typeormHash, ...typeormRow } = await sessions.findOneByOrFail({ id: typeorm.id });
    expect(plainRow).toEqual(typeormRow);
    expect(plainRow.createdAt).toEqual(new Date('2030-01-01T00:00:00.000Z'));
  });

  it('leaves an unset column to its default and writes JSON as the column type says', async () => {
    const log = new AuditLog();
    log.event = 'LOGIN_SUCCEEDED';
    log.actorId = user.id;
    log.subjectId = null;
    log.ip = null;
    log.details = { email: user.email, nested: { ok: true } };

    await insertAuditLog.run(database.manager, log);

    const stored = await database.getRepository(AuditLog).findOneByOrFail({ id: log.id });
    expect(stored).toMatchObject({ event: 'LOGIN_SUCCEEDED', actorId: user.id, subjectId: null, ip: null, details: { email: user.email, nested: { ok: true } } });
    expect(stored.createdAt).toBeInstanceOf(Date);
    expect(Math.abs(stored.createdAt.getTime() - Date.now())).toBeLessThan(60_000);
  });

  it('finds one entity by equality as findOneBy does: the same class and values, or null', async () => {
    const found = await findUserByEmail.run(database.manager, { email: user.email });

    expect(found).toBeInstanceOf(User);
    expect(found).toEqual(await database.getRepository(User).findOneBy({ email: user.email }));
    expect(found?.isVerified).toBe(true);
    expect(await findUserByEmail.run(database.manager, { email: 'nobody@example.com' })).toBeNull();
  });

  it('hydrates joined many-to-one relations, a missing left-joined one as null', async () => {
    const application = (await database.getRepository(SiteApplication).find({ take: 1 }))[0];
    const session = sessionOf(user, `token-session-${user.id}`);
    await insertSession.run(database.manager, session);
    const tokens = database.getRepository(HandoffToken);
    const expiresAt = new Date('2030-01-01T00:01:00.000Z');
    const base = { userId: user.id, siteApplicationId: application.id, sessionId: session.id, createdAt: new Date('2030-01-01T00:00:00.000Z'), expiresAt, usedAt: null };
    await tokens.insert({ ...base, tokenHash: `a-${user.id}` });

    const withoutZone = await findTokenWithUser.run(database.manager, { tokenHash: `a-${user.id}` });
    expect(withoutZone).toBeInstanceOf(HandoffToken);
    expect(withoutZone).toEqual(Object.assign(new HandoffToken(), { id: expect.any(Number), userId: user.id, expiresAt, usedAt: null, user: expect.any(User) }));
    expect(withoutZone?.user).toEqual(Object.assign(new User(), { id: user.id, email: user.email, isDisabled: false, role: 'USER', timezone: null }));

    const zone = await database.getRepository(Timezone).save({ name: `Europe/Rome-${user.id}` });
    await database.getRepository(User).update({ id: user.id }, { timezoneId: zone.id });
    const withZone = await findTokenWithUser.run(database.manager, { tokenHash: `a-${user.id}` });
    expect(withZone?.user.timezone).toEqual(Object.assign(new Timezone(), { id: zone.id, name: zone.name }));
    expect(withZone?.user.timezone).toBeInstanceOf(Timezone);
    expect(await findTokenWithUser.run(database.manager, { tokenHash: 'unknown' })).toBeNull();
  });

  it('updates under a condition and answers how many rows changed: a claim wins once', async () => {
    const application = (await database.getRepository(SiteApplication).find({ take: 1 }))[0];
    const session = sessionOf(user, `claim-session-${user.id}`);
    await insertSession.run(database.manager, session);
    const tokens = database.getRepository(HandoffToken);
    const token = tokens.create({ tokenHash: `c-${user.id}`, userId: user.id, siteApplicationId: application.id, sessionId: session.id, createdAt: new Date(), expiresAt: new Date(), usedAt: null });
    await tokens.insert(token);
    const usedAt = new Date('2030-01-01T00:00:30.000Z');

    expect(await claimToken.run(database.manager, { usedAt }, { id: token.id })).toBe(1);
    expect(await claimToken.run(database.manager, { usedAt: new Date() }, { id: token.id })).toBe(0);
    expect((await tokens.findOneByOrFail({ id: token.id })).usedAt).toEqual(usedAt);
  });

  it("runs inside the given manager's transaction: a rollback takes the insert with it", async () => {
    const plain = sessionOf(user, `rolled-back-${user.id}`);

    const failed = database.transaction(async (manager) => {
      await insertSession.run(manager, plain);
      expect(await manager.countBy(BrowserSession, { tokenHash: plain.tokenHash })).toBe(1);
      throw new Error('roll back');
    });

    await expect(failed).rejects.toThrow('roll back');
    expect(await database.getRepository(BrowserSession).countBy({ tokenHash: plain.tokenHash })).toBe(0);
  });

  it('refuses what it would get wrong: an insert that skips entity listeners, a comparison with null', async () => {
    await expect(new PlainInsert(User).run(database.manager, new User())).rejects.toThrow('insert listeners');
    await expect(findUserByEmail.run(database.manager, { email: null as unknown as string })).rejects.toThrow('no value to compare');
  });
});

/** Reads its value through a transformer, as a column of a future entity might. */
@Entity('readings')
class Reading {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 20, transformer: { to: (celsius: number) => `${celsius}C`, from: (stored: string) => Number.parseFloat(stored) } })
  celsius: number;

  @Column({ type: 'boolean' })
  calibrated: boolean;

  @Column({ type: 'simple-json', nullable: true })
  notes: { station: string } | null;
}

describe('plain statements and column transformers', () => {
  let database: DataSource;

  beforeAll(async () => {
    database = await new DataSource({ type: 'better-sqlite3', database: ':memory:', entities: [Reading], synchronize: true }).initialize();
  });

  afterAll(async () => {
    await database.destroy();
  });

  it('applies the transformer both ways, as TypeORM does', async () => {
    const reading = Object.assign(new Reading(), { celsius: 21.5, calibrated: true, notes: { station: 'Rome' } });

    await new PlainInsert(Reading).run(database.manager, reading);

    const raw: unknown = await database.query('SELECT celsius FROM readings WHERE id = ?', [reading.id]);
    expect(raw).toEqual([{ celsius: '21.5C' }]);
    const found = await new PlainFindOne(Reading, { where: ['celsius'] }).run(database.manager, { celsius: 21.5 });
    expect(found).toEqual(await database.getRepository(Reading).findOneBy({ id: reading.id }));
    expect(found).toEqual(Object.assign(new Reading(), { id: reading.id, celsius: 21.5, calibrated: true, notes: { station: 'Rome' } }));
  });
});
