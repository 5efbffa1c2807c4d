import { DataSource } from 'typeorm';
import { type EmptyDatabase, emptyDatabases } from '../../scripts/engines-under-test';
import { entities } from '../../src/entities';
import { OidcPayload } from '../../src/oidc/oidc-payload.entity';
import { consumeOidcPayload, deleteOidcPayload, findOidcPayload, findOidcPayloadByUid, upsertOidcPayload } from '../../src/oidc/oidc-payload-statements';
import { buildDataSourceOptions } from '../../src/platform/database/database-options';

// The provider's plain statements (docs/adr/0805) write and read what TypeORM's repository does, on
// SQLite always and on MariaDB/MySQL when TEST_DATABASE_URL names a server.
const engines: EmptyDatabase[] = [];
beforeAll(async () => engines.push(...(await emptyDatabases(process.env.TEST_DATABASE_URL))));
afterAll(async () => Promise.all(engines.map((engine) => engine.dispose())));

function aRow(fields: Partial<OidcPayload> = {}): OidcPayload {
  return Object.assign(new OidcPayload(), {
    kind: 'Session',
    id: `id-${Math.random()}`,
    payload: JSON.stringify({ uid: 'the-uid', accountId: 'the-uuid' }),
    grantId: null,
    userCode: null,
    uid: `uid-${Math.random()}`,
    accountId: 'the-uuid',
    browserSessionId: 42,
    portalImpersonation: false,
    expiresAt: new Date('2030-01-01T10:00:00.000Z'),
    consumedAt: null,
    ...fields,
  });
}

describe.each(['sqlite', ...(process.env.TEST_DATABASE_URL ? ['mysql'] : [])])('OpenID Connect payload statements on %s', (engineName) => {
  let database: DataSource;

  beforeAll(async () => {
    const engine = engines.find((candidate) => candidate.engine === engineName);
    if (!engine) throw new Error(`no ${engineName} database`);
    database = await new DataSource({ ...buildDataSourceOptions(engine.config, entities), migrationsRun: true }).initialize();
  });

  afterAll(async () => {
    await database.destroy();
  });

  it('inserts the row TypeORM reads back, and finds it by id and by uid as TypeORM does', async () => {
    const row = aRow();
    await upsertOidcPayload(database.manager, row);

    const stored = await database.getRepository(OidcPayload).findOneByOrFail({ kind: 'Session', id: row.id });
    expect(stored).toEqual(row);
    expect(await findOidcPayload.run(database.manager, { kind: 'Session', id: row.id })).toEqual(stored);
    expect(await findOidcPayloadByUid.run(database.manager, { kind: 'Session', uid: row.uid ?? '' })).toEqual(stored);
    expect(await findOidcPayload.run(database.manager, { kind: 'Grant', id: row.id })).toBeNull();
  });

  it('replaces every column of the row with the same kind and id, a consumption included', async () => {
    const row = aRow({ kind: 'RefreshToken', uid: null, browserSessionId: null, portalImpersonation: null });
    await upsertOidcPayload(database.manager, row);
    await consumeOidcPayload.run(database.manager, { consumedAt: new Date('2029-12-31T00:00:00.000Z') }, { kind: 'RefreshToken', id: row.id });
    const replacement = aRow({ kind: 'RefreshToken', id: row.id, payload: '{"accountId":"other"}', grantId: 'grant-1', uid: null, browserSessionId: null, portalImpersonation: null, expiresAt: null });
    await upsertOidcPayload(database.manager, replacement);

    expect(await database.getRepository(OidcPayload).findBy({ kind: 'RefreshToken', id: row.id })).toEqual([replacement]);
  });

  it('consumes once: a second consumption keeps the first time', async () => {
    const row = aRow({ kind: 'AuthorizationCode' });
    await upsertOidcPayload(database.manager, row);
    const first = new Date('2029-12-31T00:00:00.000Z');

    expect(await consumeOidcPayload.run(database.manager, { consumedAt: first }, { kind: 'AuthorizationCode', id: row.id })).toBe(1);
    expect(await consumeOidcPayload.run(database.manager, { consumedAt: new Date('2029-12-31T00:00:09.000Z') }, { kind: 'AuthorizationCode', id: row.id })).toBe(0);
    expect((await findOidcPayload.run(database.manager, { kind: 'AuthorizationCode', id: row.id }))?.consumedAt).toEqual(first);
  });

  it('deletes one row of one kind only', async () => {
    const row = aRow({ kind: 'Interaction' });
    const sameIdOtherKind = aRow({ kind: 'Grant', id: row.id });
    await upsertOidcPayload(database.manager, row);
    await upsertOidcPayload(database.manager, sameIdOtherKind);

    await deleteOidcPayload(database.manager, 'Interaction', row.id);

    expect(await findOidcPayload.run(database.manager, { kind: 'Interaction', id: row.id })).toBeNull();
    expect(await findOidcPayload.run(database.manager, { kind: 'Grant', id: row.id })).toEqual(sameIdOtherKind);
  });

  it('keeps one row when parallel requests save the same id', async () => {
    const id = `parallel-${Math.random()}`;
    await Promise.all(Array.from({ length: 16 }, (_, index) => upsertOidcPayload(database.manager, aRow({ kind: 'Session', id, payload: `{"n":${index}}` }))));

    expect(await database.getRepository(OidcPayload).countBy({ kind: 'Session', id })).toBe(1);
  });
});
