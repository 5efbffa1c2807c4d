import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { unitModule, type UnitModule } from '../../../test/support/unit-module';
import { AuditLog } from '../audit/audit-log.entity';
import { ClearOnWriteSubscriber } from './clear-on-write.subscriber';

/** A row of a table platform owns stands for any watched row (the layers keep platform below users). */
async function aRow(database: DataSource): Promise<AuditLog> {
  return database.getRepository(AuditLog).save({ event: 'LOGIN_SUCCEEDED', actorId: null, subjectId: null });
}

/** An invalidation that takes a few turns of the event loop, as a PUBLISH round trip does. */
function slowInvalidation(events: string[]): () => Promise<void> {
  return async () => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    events.push('every instance told');
  };
}

describe(ClearOnWriteSubscriber.name, () => {
  let unit: UnitModule;
  let database: DataSource;
  const events: string[] = [];

  beforeEach(async () => {
    unit = await unitModule({ providers: [], database: 'memory' });
    database = unit.get<DataSource>(getDataSourceToken());
    new ClearOnWriteSubscriber(database, { watched: [AuditLog], inserts: false, invalidate: slowInvalidation(events) });
    events.length = 0;
  });

  afterEach(async () => {
    await unit.close();
  });

  it('makes an update or delete of a watched row wait until every instance was told', async () => {
    const row = await aRow(database);
    expect(events).toEqual([]);

    await database.getRepository(AuditLog).update({ id: row.id }, { event: 'LOGIN_FAILED' });
    events.push('update returned');
    await database.getRepository(AuditLog).delete({ id: row.id });
    events.push('delete returned');

    expect(events).toEqual(['every instance told', 'update returned', 'every instance told', 'delete returned']);
  });

  it('tells again when a transaction that wrote a watched row commits, before the transaction returns', async () => {
    const row = await aRow(database);

    await database.transaction(async (manager) => {
      await manager.update(AuditLog, { id: row.id }, { event: 'LOGIN_FAILED' });
      events.push('update returned');
    });
    events.push('transaction returned');

    expect(events).toEqual(['every instance told', 'update returned', 'every instance told', 'transaction returned']);
  });
});
