import { Column, DataSource, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { buildDataSourceOptions } from './database-options';
import { serializeSqliteTransactions } from './serialized-transactions';

/** A table of this spec's own, so platform's spec needs no entity of a module above it. */
@Entity('people')
class Person {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 254, unique: true })
  email: string;

  @Column({ type: 'varchar', length: 100, default: 'Ada' })
  firstName: string;

  @Column({ type: 'varchar', length: 100, default: 'Lovelace' })
  lastName: string;
}

/** The app's SQLite options (one connection), in memory, over the spec's own table. */
async function createMemoryDatabase(): Promise<DataSource> {
  return new DataSource({ ...buildDataSourceOptions({ engine: 'sqlite', path: ':memory:' }, [Person]), migrations: [], synchronize: true }).initialize();
}

function insertPerson(database: DataSource, fields: Partial<Person>): Promise<Person> {
  return database.getRepository(Person).save(fields);
}

describe(serializeSqliteTransactions.name, () => {
  let database: DataSource;

  beforeEach(async () => {
    database = serializeSqliteTransactions(await createMemoryDatabase());
  });

  afterEach(async () => {
    await database.destroy();
  });

  it('lets concurrent transactions on the one SQLite connection all commit', async () => {
    const people = await Promise.all(Array.from({ length: 10 }, (_, i) => insertPerson(database, { email: `u${i}@example.com` })));

    const results = await Promise.allSettled(
      people.map((user, i) =>
        database.transaction(async (manager) => {
          await manager.update(Person, { id: user.id }, { firstName: `First${i}` });
          await manager.findOneOrFail(Person, { where: { id: user.id } });
          await manager.update(Person, { id: user.id }, { lastName: `Last${i}` });
        }),
      ),
    );

    expect(results.filter((result) => result.status === 'rejected')).toEqual([]);
    for (const [i, user] of people.entries()) {
      expect(await database.getRepository(Person).findOneByOrFail({ id: user.id })).toMatchObject({ firstName: `First${i}`, lastName: `Last${i}` });
    }
  });

  it('rolls back a failed transaction and lets the next one run', async () => {
    const user = await insertPerson(database, { email: 'ada@example.com' });
    const failing = database.transaction(async (manager) => {
      await manager.update(Person, { id: user.id }, { firstName: 'Lost' });
      throw new Error('no');
    });
    const next = database.manager.transaction(async (manager) => manager.update(Person, { id: user.id }, { lastName: 'Kept' }));

    await expect(failing).rejects.toThrow('no');
    await next;
    expect(await database.getRepository(Person).findOneByOrFail({ id: user.id })).toMatchObject({ firstName: 'Ada', lastName: 'Kept' });
  });

  it('runs a transaction begun inside another at once instead of waiting for itself', async () => {
    const user = await insertPerson(database, { email: 'ada@example.com' });
    await database.transaction(async () => {
      await database.transaction(async (inner) => inner.update(Person, { id: user.id }, { firstName: 'Nested' }));
    });
    expect((await database.getRepository(Person).findOneByOrFail({ id: user.id })).firstName).toBe('Nested');
  });
});
