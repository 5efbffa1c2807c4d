import { DataSource } from 'typeorm';
import { entities } from '../../src/entities';
import { buildDataSourceOptions } from '../../src/platform/database/database-options';

/** A migrated, empty SQLite database in memory, for unit tests of services and repositories. */
export async function createMemoryDatabase(): Promise<DataSource> {
  const dataSource = new DataSource({ ...buildDataSourceOptions({ engine: 'sqlite', path: ':memory:' }, entities), migrationsRun: true });
  return dataSource.initialize();
}
