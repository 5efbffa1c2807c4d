import type { DataSource, EntityManager, EntityMetadata, ObjectLiteral, QueryResult, QueryRunner, RelationMetadata } from 'typeorm';
import { mysqlPoolOf, queryOnPool } from './mysql-pool-query';

/**
 * Plain SQL for the few statements that run on every sign-in and hand-off (docs/adr/0415). Each
 * statement's text and column list are built once per DataSource from TypeORM's own metadata and run
 * through the given EntityManager, so they share its connection, pool and transaction; values go
 * through the driver's own conversions both ways (dates, booleans, JSON, enums, transformers), so
 * rows and entities are the ones TypeORM's query builders write and read.
 *
 * What they skip is the point and the price: no query building, no result mapping, no entity
 * listeners and no subscriber broadcast. A caller must check that no subscriber (the caches'
 * ClearOnWriteSubscriber) needs to hear of its write. Everything else keeps using repositories.
 */

export type ColumnMetadata = EntityMetadata['columns'][number];

/** An entity class as the decorators know it. */
export type EntityClass<Entity> = new () => Entity;

/** Property names of an entity's values (not its methods). */
export type PropertyOf<Entity> = keyof Entity & string;

/**
 * Runs one statement on the manager's query runner (a transaction's); outside a transaction, on
 * MariaDB/MySQL straight on a pooled connection (mysql-pool-query.ts), otherwise on a query runner
 * borrowed for it.
 */
export async function execute(manager: EntityManager, sql: string, parameters: unknown[]): Promise<{ result: QueryResult; runner: QueryRunner | undefined }> {
  const pool = manager.queryRunner ? null : mysqlPoolOf(manager.dataSource);
  if (pool) return { result: await queryOnPool(manager.dataSource, pool, sql, parameters), runner: undefined };
  const runner = manager.queryRunner ?? manager.dataSource.createQueryRunner();
  try {
    return { result: await runner.query(sql, parameters, true), runner };
  } finally {
    if (runner !== manager.queryRunner) await runner.release();
  }
}

export function escapeTable(dataSource: DataSource, metadata: EntityMetadata): string {
  return metadata.tablePath
    .split('.')
    .map((part) => dataSource.driver.escape(part))
    .join('.');
}

export function columnOf(metadata: EntityMetadata, propertyName: string): ColumnMetadata {
  const column = metadata.findColumnWithPropertyPath(propertyName);
  if (!column || column.isVirtual) throw new Error(`${metadata.name} has no column ${propertyName}`);
  return column;
}

/** Refuses what a plain statement would silently get wrong: TypeORM would have done more here. */
export function refuse(metadata: EntityMetadata, what: string, unsupported: Record<string, boolean>): void {
  const reasons = Object.entries(unsupported)
    .filter(([, present]) => present)
    .map(([reason]) => reason);
  if (reasons.length > 0) throw new Error(`A plain ${what} of ${metadata.name} would skip: ${reasons.join(', ')}`);
}

/** A value for a parameter: the driver's conversion; a missing or null value is a mistake here. */
export function persistent(dataSource: DataSource, column: ColumnMetadata, value: unknown): unknown {
  if (value === undefined || value === null) throw new Error(`${column.entityMetadata.name}.${column.propertyName}: no value to compare (use whereNull for IS NULL)`);
  return dataSource.driver.preparePersistentValue(value, column);
}

/** Keeps what a statement compiled to for each DataSource it runs on (tests open several). */
export class PerDataSource<Compiled> {
  private readonly compiled = new WeakMap<DataSource, Compiled>();

  constructor(private readonly compile: (dataSource: DataSource) => Compiled) {}

  of(dataSource: DataSource): Compiled {
    let compiled = this.compiled.get(dataSource);
    if (!compiled) {
      compiled = this.compile(dataSource);
      this.compiled.set(dataSource, compiled);
    }
    return compiled;
  }
}

interface CompiledInsert {
  dataSource: DataSource;
  metadata: EntityMetadata;
  table: string;
  columns: ColumnMetadata[];
  /** INSERT text per set of present columns (a bit per column), built the first time it is needed. */
  sqlByPresentColumns: Map<string, string>;
}

/**
 * INSERT of an entity's set columns (a column left undefined gets the table's default, as TypeORM's
 * insert does); a generated id is read from the driver's result and set on the entity.
 */
export class PlainInsert<Entity extends ObjectLiteral> {
  private readonly compiled: PerDataSource<CompiledInsert>;

  constructor(target: EntityClass<Entity>) {
    this.compiled = new PerDataSource((dataSource) => {
      const metadata = dataSource.getMetadata(target);
      refuse(metadata, 'insert', {
        'insert listeners': metadata.beforeInsertListeners.length + metadata.afterInsertListeners.length > 0,
        'a version column': metadata.versionColumn !== undefined,
        'table inheritance': metadata.discriminatorColumn !== undefined,
        'generated uuids': metadata.generatedColumns.some((column) => column.generationStrategy === 'uuid'),
        'spatial or jsonb columns': metadata.columns.some((column) => column.type === 'jsonb' || dataSource.driver.spatialTypes.includes(column.type)),
      });
      return {
        dataSource,
        metadata,
        table: escapeTable(dataSource, metadata),
        columns: metadata.columns.filter((column) => column.isInsert && !column.isVirtual),
        sqlByPresentColumns: new Map(),
      };
    });
  }

  async run(manager: EntityManager, entity: Entity): Promise<void> {
    const { dataSource, metadata, table, columns, sqlByPresentColumns } = this.compiled.of(manager.dataSource);
    const driver = dataSource.driver;
    const parameters: unknown[] = [];
    let present = '';
    for (const column of columns) {
      const value: unknown = driver.preparePersistentValue(column.getEntityValue(entity), column);
      present += value === undefined ? '0' : '1';
      if (value !== undefined) parameters.push(value);
    }
    let sql = sqlByPresentColumns.get(present);
    if (sql === undefined) {
      const written = columns.filter((_, index) => present[index] === '1');
      const names = written.map((column) => driver.escape(column.databaseName)).join(', ');
      const placeholders = written.map((column, index) => driver.createParameter(column.propertyName, index)).join(', ');
      if (written.length === 0) throw new Error(`A plain insert of ${metadata.name} needs at least one set column`);
      sql = `INSERT INTO ${table} (${names}) VALUES (${placeholders})`;
      sqlByPresentColumns.set(present, sql);
    }
    const { result } = await execute(manager, sql, parameters);
    // The driver reads its own result: mysql2's insertId, better-sqlite3's lastInsertRowid.
    const generated = driver.createGeneratedMap(metadata, result.raw, 0, 1);
    if (!generated) return;
    for (const column of metadata.generatedColumns) {
      const value: unknown = column.getEntityValue(generated);
      if (value !== undefined) column.setEntityValue(entity, value);
    }
  }
}

/** A many-to-one (or owning one-to-one) relation hydrated from the same row. */
export interface PlainJoin {
  /** Property names of the related entity to read; all its selectable columns when omitted. */
  readonly select?: readonly string[];
  /** INNER JOIN: the row must have one. Otherwise LEFT JOIN, and a missing row hydrates as null. */
  readonly inner?: boolean;
  readonly join?: Readonly<Record<string, PlainJoin>>;
}

export interface PlainFindShape<Entity, Key extends PropertyOf<Entity>> {
  /** Columns compared for equality, all of them (AND). */
  readonly where: readonly Key[];
  /** Property names to read; all selectable columns when omitted. Primary columns are always read. */
  readonly select?: readonly PropertyOf<Entity>[];
  readonly join?: Readonly<Record<string, PlainJoin>>;
}

/** One entity of a row: its metadata, its columns under their aliases, and the relations joined under it. */
interface HydratedNode {
  metadata: EntityMetadata;
  columns: Array<{ alias: string; column: ColumnMetadata }>;
  relation: RelationMetadata | null;
  children: HydratedNode[];
}

interface CompiledFind {
  dataSource: DataSource;
  sql: string;
  whereColumns: ColumnMetadata[];
  root: HydratedNode;
}

function selectedColumns(metadata: EntityMetadata, select: readonly string[] | undefined): ColumnMetadata[] {
  const columns = select ? select.map((name) => columnOf(metadata, name)) : metadata.columns.filter((column) => column.isSelect && !column.isVirtual);
  for (const primary of metadata.primaryColumns) if (!columns.includes(primary)) columns.unshift(primary);
  return columns;
}

/** SELECT ... WHERE a = ? AND ... LIMIT 1, with many-to-one relations joined and hydrated. */
export class PlainFindOne<Entity extends ObjectLiteral, Key extends PropertyOf<Entity>> {
  private readonly compiled: PerDataSource<CompiledFind>;

  constructor(target: EntityClass<Entity>, shape: PlainFindShape<Entity, Key>) {
    this.compiled = new PerDataSource((dataSource) => {
      const driver = dataSource.driver;
      const selects: string[] = [];
      const joins: string[] = [];
      let tables = 0;
      const node = (metadata: EntityMetadata, tableAlias: string, select: readonly string[] | undefined, relation: RelationMetadata | null): HydratedNode => {
        refuse(metadata, 'find', { 'load listeners': metadata.afterLoadListeners.length > 0, 'table inheritance': metadata.discriminatorColumn !== undefined });
        const columns = selectedColumns(metadata, select).map((column) => {
          const alias = `${tableAlias}_${column.databaseName}`;
          selects.push(`${driver.escape(tableAlias)}.${driver.escape(column.databaseName)} AS ${driver.escape(alias)}`);
          return { alias, column };
        });
        return { metadata, columns, relation, children: [] };
      };
      const addJoins = (parent: HydratedNode, parentAlias: string, join: Readonly<Record<string, PlainJoin>> | undefined): void => {
        for (const [propertyName, options] of Object.entries(join ?? {})) {
          const relation = parent.metadata.findRelationWithPropertyPath(propertyName);
          if (!relation || !(relation.isManyToOne || relation.isOneToOneOwner)) throw new Error(`${parent.metadata.name}.${propertyName} is not a many-to-one relation`);
          const childAlias = `t${++tables}`;
          const on = relation.joinColumns
            .map((column) => {
              if (!column.referencedColumn) throw new Error(`${parent.metadata.name}.${propertyName} has no referenced column`);
              return `${driver.escape(childAlias)}.${driver.escape(column.referencedColumn.databaseName)} = ${driver.escape(parentAlias)}.${driver.escape(column.databaseName)}`;
            })
            .join(' AND ');
          const child = node(relation.inverseEntityMetadata, childAlias, options.select, relation);
          joins.push(`${options.inner ? 'INNER' : 'LEFT'} JOIN ${escapeTable(dataSource, relation.inverseEntityMetadata)} ${driver.escape(childAlias)} ON ${on}`);
          parent.children.push(child);
          addJoins(child, childAlias, options.join);
        }
      };
      const metadata = dataSource.getMetadata(target);
      const root = node(metadata, 't0', shape.select, null);
      addJoins(root, 't0', shape.join);
      const whereColumns = shape.where.map((name) => columnOf(metadata, name));
      const where = whereColumns.map((column, index) => `${driver.escape('t0')}.${driver.escape(column.databaseName)} = ${driver.createParameter(column.propertyName, index)}`).join(' AND ');
      const sql = [`SELECT ${selects.join(', ')} FROM ${escapeTable(dataSource, metadata)} ${driver.escape('t0')}`, ...joins, `WHERE ${where} LIMIT 1`].join(' ');
      return { dataSource, sql, whereColumns, root };
    });
  }

  async run(manager: EntityManager, where: Pick<Entity, Key>): Promise<Entity | null> {
    const { dataSource, sql, whereColumns, root } = this.compiled.of(manager.dataSource);
    const parameters = whereColumns.map((column) => persistent(dataSource, column, column.getEntityValue(where)));
    const { result, runner } = await execute(manager, sql, parameters);
    const row = result.records[0] as Record<string, unknown> | undefined;
    return row ? (hydrate(dataSource, runner, root, row) as Entity) : null;
  }
}

/**
 * An entity of the row, as TypeORM's RawSqlResultsToEntityTransformer builds it: created by its
 * metadata, each read column through the driver's prepareHydratedValue. A joined entity whose columns
 * are all null (a LEFT JOIN that found nothing) is null.
 */
function hydrate(dataSource: DataSource, runner: QueryRunner | undefined, node: HydratedNode, row: Record<string, unknown>): ObjectLiteral | null {
  if (node.relation && node.columns.every(({ alias }) => row[alias] === null || row[alias] === undefined)) return null;
  const entity = node.metadata.create(runner, { fromDeserializer: true }) as ObjectLiteral;
  for (const { alias, column } of node.columns) {
    const value = row[alias];
    if (value !== undefined) column.setEntityValue(entity, dataSource.driver.prepareHydratedValue(value, column));
  }
  for (const child of node.children) child.relation?.setEntityValue(entity, hydrate(dataSource, runner, child, row));
  return entity;
}

export interface PlainUpdateShape<Entity, SetKey extends PropertyOf<Entity>, WhereKey extends PropertyOf<Entity>> {
  readonly set: readonly SetKey[];
  /** Columns compared for equality (AND). */
  readonly where: readonly WhereKey[];
  /** Columns that must also be NULL (a conditional claim). */
  readonly whereNull?: readonly PropertyOf<Entity>[];
}

interface CompiledUpdate {
  dataSource: DataSource;
  sql: string;
  setColumns: ColumnMetadata[];
  whereColumns: ColumnMetadata[];
}

/** UPDATE ... SET a = ? WHERE b = ? AND c IS NULL; answers the number of rows it changed. */
export class PlainUpdate<Entity extends ObjectLiteral, SetKey extends PropertyOf<Entity>, WhereKey extends PropertyOf<Entity>> {
  private readonly compiled: PerDataSource<CompiledUpdate>;

  constructor(target: EntityClass<Entity>, shape: PlainUpdateShape<Entity, SetKey, WhereKey>) {
    this.compiled = new PerDataSource((dataSource) => {
      const driver = dataSource.driver;
      const metadata = dataSource.getMetadata(target);
      // TypeORM's update also stamps these; a plain one would leave them stale.
      refuse(metadata, 'update', {
        'update listeners': metadata.beforeUpdateListeners.length + metadata.afterUpdateListeners.length > 0,
        'an update date column': metadata.updateDateColumn !== undefined,
        'a version column': metadata.versionColumn !== undefined,
      });
      const setColumns = shape.set.map((name) => columnOf(metadata, name));
      const whereColumns = shape.where.map((name) => columnOf(metadata, name));
      const nullColumns = (shape.whereNull ?? []).map((name) => columnOf(metadata, name));
      let index = 0;
      const assignments = setColumns.map((column) => `${driver.escape(column.databaseName)} = ${driver.createParameter(column.propertyName, index++)}`);
      const conditions = [
        ...whereColumns.map((column) => `${driver.escape(column.databaseName)} = ${driver.createParameter(column.propertyName, index++)}`),
        ...nullColumns.map((column) => `${driver.escape(column.databaseName)} IS NULL`),
      ];
      return { dataSource, sql: `UPDATE ${escapeTable(dataSource, metadata)} SET ${assignments.join(', ')} WHERE ${conditions.join(' AND ')}`, setColumns, whereColumns };
    });
  }

  async run(manager: EntityManager, set: Pick<Entity, SetKey>, where: Pick<Entity, WhereKey>): Promise<number> {
    const { dataSource, sql, setColumns, whereColumns } = this.compiled.of(manager.dataSource);
    const parameters = [
      // A set value may be null (clearing a column); only comparisons refuse it.
      ...setColumns.map((column) => dataSource.driver.preparePersistentValue(column.getEntityValue(set), column) as unknown),
      ...whereColumns.map((column) => persistent(dataSource, column, column.getEntityValue(where))),
    ];
    const { result } = await execute(manager, sql, parameters);
    // Both drivers report it: mysql2's affectedRows, better-sqlite3's changes.
    return result.affected ?? 0;
  }
}
