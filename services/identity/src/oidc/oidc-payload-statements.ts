import type { DataSource, EntityManager } from 'typeorm';
import { PlainFindOne, PlainUpdate } from '../platform/database/plain/plain-statements';
import { OidcPayload } from './oidc-payload.entity';

/**
 * The provider's storage statements as plain SQL (docs/adr/0805, the rules of ADR 0415): a sign-in
 * through the provider runs about twenty of them, and TypeORM's building and mapping cost far more
 * than the statements. No cache watches oidc_payloads, so broadcasting nothing to subscribers loses
 * nothing (oidc-payload-statements.spec.ts fails if one starts to).
 */
export const findOidcPayload = new PlainFindOne(OidcPayload, { where: ['kind', 'id'] });
export const findOidcPayloadByUid = new PlainFindOne(OidcPayload, { where: ['kind', 'uid'] });
export const findOidcPayloadByUserCode = new PlainFindOne(OidcPayload, { where: ['kind', 'userCode'] });

/** Only the first consumption counts: a reused code or refresh token keeps the time of its first use. */
export const consumeOidcPayload = new PlainUpdate(OidcPayload, { set: ['consumedAt'], where: ['kind', 'id'], whereNull: ['consumedAt'] });

interface CompiledStatements {
  upsert: string;
  destroy: string;
  columns: OidcPayloadColumns;
}

type OidcPayloadColumns = DataSource['entityMetadatas'][number]['columns'];

const compiled = new WeakMap<DataSource, CompiledStatements>();

/** The texts for a DataSource, from TypeORM's metadata: names escaped and placeholders made by the driver. */
function statementsOf(dataSource: DataSource): CompiledStatements {
  let statements = compiled.get(dataSource);
  if (statements) return statements;
  const { driver } = dataSource;
  const metadata = dataSource.getMetadata(OidcPayload);
  const table = driver.escape(metadata.tableName);
  const columns = metadata.columns.filter((column) => column.isInsert && !column.isVirtual);
  const name = (column: OidcPayloadColumns[number]): string => driver.escape(column.databaseName);
  const placeholders = columns.map((column, index) => driver.createParameter(column.propertyName, index)).join(', ');
  const updated = columns.filter((column) => !column.isPrimary);
  // The two engines' spellings of "insert, or replace the row with the same primary key".
  const onConflict =
    driver.options.type === 'better-sqlite3'
      ? `ON CONFLICT (${metadata.primaryColumns.map(name).join(', ')}) DO UPDATE SET ${updated.map((column) => `${name(column)} = excluded.${name(column)}`).join(', ')}`
      : `ON DUPLICATE KEY UPDATE ${updated.map((column) => `${name(column)} = VALUES(${name(column)})`).join(', ')}`;
  const key = metadata.primaryColumns.map((column, index) => `${name(column)} = ${driver.createParameter(column.propertyName, index)}`).join(' AND ');
  statements = {
    upsert: `INSERT INTO ${table} (${columns.map(name).join(', ')}) VALUES (${placeholders}) ${onConflict}`,
    destroy: `DELETE FROM ${table} WHERE ${key}`,
    columns,
  };
  compiled.set(dataSource, statements);
  return statements;
}

async function execute(manager: EntityManager, sql: string, parameters: unknown[]): Promise<void> {
  const runner = manager.queryRunner ?? manager.dataSource.createQueryRunner();
  try {
    await runner.query(sql, parameters);
  } finally {
    if (runner !== manager.queryRunner) await runner.release();
  }
}

/** Inserts the row, or replaces every column of the row with its kind and id. */
export async function upsertOidcPayload(manager: EntityManager, row: OidcPayload): Promise<void> {
  const { upsert, columns } = statementsOf(manager.dataSource);
  const { driver } = manager.dataSource;
  await execute(
    manager,
    upsert,
    columns.map((column) => driver.preparePersistentValue(column.getEntityValue(row), column) as unknown),
  );
}

export async function deleteOidcPayload(manager: EntityManager, kind: string, id: string): Promise<void> {
  await execute(manager, statementsOf(manager.dataSource).destroy, [kind, id]);
}
