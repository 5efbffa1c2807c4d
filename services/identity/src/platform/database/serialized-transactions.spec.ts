import type { DataSource } from 'typeorm';
import { createMemoryDatabase, insertUser } from '../../../test/support/memory-database';
import { User } from '../../users/user.entity';
import { serializeSqliteTransactions } from './serialized-transactions';

describe(serializeSqliteTransactions.name, () => {
  let database: DataSource;

  beforeEach(async () => {
    database = serializeSqliteTransactions(await createMemoryDatabase());
  });

  afterEach(async () => {
    await database.destroy();
  });

  it('lets concurrent transactions on the one SQLite connection all commit', async () => {
    const users = await Promise.all(Array.from({ length: 10 }, (_, i) => insertUser(database, { email: `u${i}@example.com` })));

    const results = await Promise.allSettled(
      users.map((user, i) =>
        database.transaction(async (manager) => {
          await manager.update(User, { id: user.id }, { firstName: `First${i}` });
          await manager.findOneOrFail(User, { where: { id: user.id } });
          await manager.update(User, { id: user.id }, { lastName: `Last${i}` });
        }),
      ),
    );

    expect(results.filter((result) => result.status === 'rejected')).toEqual([]);
    for (const [i, user] of users.entries()) {
      expect(await database.getRepository(User).findOneByOrFail({ id: user.id })).toMatchObject({ firstName: `First${i}`, lastName: `Last${i}` });
    }
  });

  it('rolls back a failed transaction and lets the next one run', async () => {
    const user = await insertUser(database, { email: 'ada@example.com' });
    const failing = database.transaction(async (manager) => {
      await manager.update(User, { id: user.id }, { firstName: 'Lost' });
      throw new Error('no');
    });
    const next = database.manager.transaction(async (manager) => manager.update(User, { id: user.id }, { lastName: 'Kept' }));

    await expect(failing).rejects.toThrow('no');
    await next;
    expect(await database.getRepository(User).findOneByOrFail({ id: user.id })).toMatchObject({ firstName: 'Ada', lastName: 'Kept' });
  });

  it('runs a transaction begun inside another at once instead of waiting for itself', async () => {
    const user = await insertUser(database, { email: 'ada@example.com' });
    await database.transaction(async () => {
      await database.transaction(async (inner) => inner.update(User, { id: user.id }, { firstName: 'Nested' }));
    });
    expect((await database.getRepository(User).findOneByOrFail({ id: user.id })).firstName).toBe('Nested');
  });
});
