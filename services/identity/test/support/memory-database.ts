import { DataSource } from 'typeorm';
import { entities } from '../../src/entities';
import { buildDataSourceOptions } from '../../src/platform/database/database-options';
import { User } from '../../src/users/user.entity';

/** A migrated, empty SQLite database in memory, for unit tests of services and repositories. */
export async function createMemoryDatabase(): Promise<DataSource> {
  const dataSource = new DataSource({ ...buildDataSourceOptions({ engine: 'sqlite', path: ':memory:' }, entities), migrationsRun: true });
  return dataSource.initialize();
}

/** Saves a user through an entity instance, so its listeners (the uuid) run as in the app. */
export async function insertUser(database: DataSource, fields: Partial<User>): Promise<User> {
  const users = database.getRepository(User);
  return users.save(users.create({ firstName: 'Ada', lastName: 'Lovelace', ...fields }));
}
