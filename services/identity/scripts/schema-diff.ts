import { DataSource } from 'typeorm';
import { entities } from '../src/entities';
import type { DatabaseConfig } from '../src/platform/config/identity-config';
import { buildDataSourceOptions } from '../src/platform/database/database-options';

/** One statement TypeORM would run. */
export interface SchemaQuery {
  query: string;
  parameters?: unknown[];
}

export interface SchemaDiff {
  up: SchemaQuery[];
  down: SchemaQuery[];
}

/**
 * Runs every migration on an empty database, then asks TypeORM what it would still change to match
 * the entities. An empty answer proves the migrations are complete for that engine.
 */
export async function pendingSchemaChanges(database: DatabaseConfig): Promise<SchemaDiff> {
  const dataSource = new DataSource(buildDataSourceOptions(database, entities));
  await dataSource.initialize();
  try {
    await dataSource.runMigrations({ transaction: 'each' });
    const sql = await dataSource.driver.createSchemaBuilder().log();
    return { up: sql.upQueries, down: sql.downQueries };
  } finally {
    await dataSource.destroy();
  }
}
