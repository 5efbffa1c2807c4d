import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { aUser } from '../../../test/factories/entity.factory';
import { unitModule, type UnitModule } from '../../../test/support/unit-module';
import { User } from '../../users/user.entity';
import { ClearOnWriteSubscriber } from './clear-on-write.subscriber';

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
    new ClearOnWriteSubscriber(database, { watched: [User], inserts: false, invalidate: slowInvalidation(events) });
    events.length = 0;
  });

  afterEach(async () => {
    await unit.close();
  });

  it('makes an update or delete of a watched row wait until every instance was told', async () => {
    const user = await unit.insert(aUser());
    expect(events).toEqual([]);

    await database.getRepository(User).update({ id: user.id }, { firstName: 'Grace' });
    events.push('update returned');
    await database.getRepository(User).delete({ id: user.id });
    events.push('delete returned');

    expect(events).toEqual(['every instance told', 'update returned', 'every instance told', 'delete returned']);
  });

  it('tells again when a transaction that wrote a watched row commits, before the transaction returns', async () => {
    const user = await unit.insert(aUser());

    await database.transaction(async (manager) => {
      await manager.update(User, { id: user.id }, { firstName: 'Grace' });
      events.push('update returned');
    });
    events.push('transaction returned');

    expect(events).toEqual(['every instance told', 'update returned', 'every instance told', 'transaction returned']);
  });
});
