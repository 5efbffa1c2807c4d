import type { DataSource, EntityManager, ObjectLiteral } from 'typeorm';
import { type ColumnMetadata, columnOf, type EntityClass, escapeTable, execute, PerDataSource, persistent, type PropertyOf, refuse } from './plain-statements';

/**
 * Counts for the second-factor questions every sign-in asks (docs/adr/0415, issue 32): built once per
 * DataSource from TypeORM's metadata like the other plain statements. Through query builders those
 * three counts made more garbage than the rest of a sign-in together, and the bench's 16 sign-ins in
 * flight peaked some 20-50 MiB higher for it.
 */

/** The rows of one entity to count. */
export interface PlainCountShape<Entity, Key extends PropertyOf<Entity>> {
  /** Columns compared for equality with the values given at run time (AND). */
  readonly where: readonly Key[];
  readonly whereNull?: readonly PropertyOf<Entity>[];
  readonly whereNotNull?: readonly PropertyOf<Entity>[];
  /** Many-to-one relations the row must have (INNER JOIN), each with columns equal to fixed values. */
  readonly joinWhere?: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
}

export interface PlainCountOf<Entity extends ObjectLiteral, Key extends PropertyOf<Entity>> {
  readonly target: EntityClass<Entity>;
  readonly shape: PlainCountShape<Entity, Key>;
}

export function countOf<Entity extends ObjectLiteral, Key extends PropertyOf<Entity>>(target: EntityClass<Entity>, shape: PlainCountShape<Entity, Key>): PlainCountOf<Entity, Key> {
  return { target, shape };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each count names its own entity
type CountSpecs = Record<string, PlainCountOf<any, any>>;

/** The run-time values of one count's `where` columns. */
type WhereOf<Spec> = Spec extends PlainCountOf<infer Entity, infer Key> ? Pick<Entity, Key> : never;

/** A parameter in the statement's text order: a column's run-time value, or a fixed value already converted. */
type Parameter = { count: string; column: ColumnMetadata } | { fixed: unknown };

interface CompiledCounts {
  dataSource: DataSource;
  sql: string;
  parameters: Parameter[];
}

/** FROM ... [INNER JOIN ...] WHERE ... of one count, and its parameters in order. */
function countBody(dataSource: DataSource, name: string, spec: PlainCountOf<ObjectLiteral, string>, alias: string): { body: string; parameters: Parameter[] } {
  const driver = dataSource.driver;
  const metadata = dataSource.getMetadata(spec.target);
  refuse(metadata, 'count', { 'table inheritance': metadata.discriminatorColumn !== undefined });
  const column = (tableAlias: string, databaseName: string) => `${driver.escape(tableAlias)}.${driver.escape(databaseName)}`;
  const parameters: Parameter[] = [];
  const conditions: string[] = [];
  const joins: string[] = [];
  for (const propertyName of spec.shape.where) {
    const where = columnOf(metadata, propertyName);
    conditions.push(`${column(alias, where.databaseName)} = ${driver.createParameter(where.propertyName, parameters.length)}`);
    parameters.push({ count: name, column: where });
  }
  for (const propertyName of spec.shape.whereNull ?? []) conditions.push(`${column(alias, columnOf(metadata, propertyName).databaseName)} IS NULL`);
  for (const propertyName of spec.shape.whereNotNull ?? []) conditions.push(`${column(alias, columnOf(metadata, propertyName).databaseName)} IS NOT NULL`);
  for (const [propertyName, values] of Object.entries(spec.shape.joinWhere ?? {})) {
    const relation = metadata.findRelationWithPropertyPath(propertyName);
    if (!relation || !(relation.isManyToOne || relation.isOneToOneOwner)) throw new Error(`${metadata.name}.${propertyName} is not a many-to-one relation`);
    const joined = relation.inverseEntityMetadata;
    const joinedAlias = `${alias}_${joins.length + 1}`;
    const on = relation.joinColumns.map((joinColumn) => {
      if (!joinColumn.referencedColumn) throw new Error(`${metadata.name}.${propertyName} has no referenced column`);
      return `${column(joinedAlias, joinColumn.referencedColumn.databaseName)} = ${column(alias, joinColumn.databaseName)}`;
    });
    joins.push(`INNER JOIN ${escapeTable(dataSource, joined)} ${driver.escape(joinedAlias)} ON ${on.join(' AND ')}`);
    for (const [joinedProperty, value] of Object.entries(values)) {
      const where = columnOf(joined, joinedProperty);
      conditions.push(`${column(joinedAlias, where.databaseName)} = ${driver.createParameter(where.propertyName, parameters.length)}`);
      parameters.push({ fixed: persistent(dataSource, where, value) });
    }
  }
  const body = [`FROM ${escapeTable(dataSource, metadata)} ${driver.escape(alias)}`, ...joins, ...(conditions.length > 0 ? [`WHERE ${conditions.join(' AND ')}`] : [])].join(' ');
  return { body, parameters };
}

/**
 * One statement answering one or more counts: `SELECT COUNT(*) AS first, (SELECT COUNT(*) FROM ...)
 * AS second ... FROM ... WHERE ...`, so a caller that needs several asks the database once.
 */
export class PlainCounts<Specs extends CountSpecs> {
  private readonly compiled: PerDataSource<CompiledCounts>;
  private readonly names: Array<keyof Specs & string>;

  constructor(specs: Specs) {
    this.names = Object.keys(specs);
    if (this.names.length === 0) throw new Error('PlainCounts needs at least one count');
    this.compiled = new PerDataSource((dataSource) => {
      const driver = dataSource.driver;
      const [first, ...others] = this.names.map((name, index) => ({ name, ...countBody(dataSource, name, specs[name], `c${index}`) }));
      // The subqueries stand in the select list, before the main count's FROM: their parameters come first.
      const subqueries = others.map((other) => `(SELECT COUNT(*) ${other.body}) AS ${driver.escape(other.name)}`);
      const sql = [`SELECT COUNT(*) AS ${driver.escape(first.name)}`, ...subqueries].join(', ') + ` ${first.body}`;
      return { dataSource, sql, parameters: [...others.flatMap((other) => other.parameters), ...first.parameters] };
    });
  }

  async run(manager: EntityManager, where: { [Name in keyof Specs]: WhereOf<Specs[Name]> }): Promise<{ [Name in keyof Specs]: number }> {
    const { dataSource, sql, parameters } = this.compiled.of(manager.dataSource);
    const values = parameters.map((parameter) =>
      'fixed' in parameter ? parameter.fixed : persistent(dataSource, parameter.column, parameter.column.getEntityValue(where[parameter.count] as ObjectLiteral)),
    );
    const { result } = await execute(manager, sql, values);
    const row = result.records[0] as Record<string, unknown>;
    // mysql2 answers a COUNT as a string (TypeORM's bigNumberStrings), better-sqlite3 as a number.
    return Object.fromEntries(this.names.map((name) => [name, Number(row[name])])) as { [Name in keyof Specs]: number };
  }
}
