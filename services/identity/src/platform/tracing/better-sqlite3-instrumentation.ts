import { basename } from 'node:path';
import { SpanKind, SpanStatusCode } from '@opentelemetry/api';
import { InstrumentationBase, type InstrumentationConfig, InstrumentationNodeModuleDefinition, isWrapped } from '@opentelemetry/instrumentation';
import {
  ATTR_DB_COLLECTION_NAME,
  ATTR_DB_NAMESPACE,
  ATTR_DB_OPERATION_NAME,
  ATTR_DB_QUERY_TEXT,
  ATTR_DB_SYSTEM_NAME,
} from '@opentelemetry/semantic-conventions';

/** db.system.name of SQLite (still among the incubating values of the semantic conventions). */
const DB_SYSTEM_NAME_VALUE_SQLITE = 'sqlite';

/** The parts of better-sqlite3 this instrumentation touches (its statements are native objects). */
interface SqliteDatabase {
  readonly name: string;
  prepare(source: string): SqliteStatement;
  exec(source: string): unknown;
}
interface SqliteStatement {
  readonly source: string;
  readonly database: SqliteDatabase;
}
type Method = (...args: unknown[]) => unknown;

/** The statement methods TypeORM runs (`all` for readers, `run` for writers) and `get`. */
const STATEMENT_METHODS = ['run', 'get', 'all'] as const;

/** Single-quoted strings and numbers (the values a statement may hold inline) become `?`; double quotes are identifiers in SQLite. */
export function maskSqliteLiterals(sql: string): string {
  return sql.replace(/'(?:[^']|'')*'|\b\d+(?:\.\d+)?\b/g, '?');
}

/** The same for MySQL/MariaDB, where double quotes are strings too (TypeORM quotes identifiers with backticks there). */
export function maskSqlLiterals(sql: string): string {
  return sql.replace(/'(?:[^'\\]|\\.|'')*'|"(?:[^"\\]|\\.|"")*"|\b\d+(?:\.\d+)?\b/g, '?');
}

/** `SELECT users`, `INSERT sessions`, `BEGIN`: the operation and, when plain to see, the table (semantic conventions' span name). */
function describe(sql: string): { operation: string; table: string | undefined } {
  const operation = (/^\s*([A-Za-z]+)/.exec(sql)?.[1] ?? 'SQL').toUpperCase();
  const table = /\b(?:FROM|INTO|UPDATE)\s+["`]?([A-Za-z_][A-Za-z0-9_]*)/i.exec(sql)?.[1];
  return { operation, table };
}

/**
 * Database spans on the embedded SQLite (docs/adr/1001): there is no official OpenTelemetry
 * instrumentation of better-sqlite3, and the community one lags the SDK by many versions. This one
 * wraps what TypeORM calls: a statement's run/get/all and the database's exec, each a CLIENT span
 * with the statement's text (literals masked; bound parameters never recorded). better-sqlite3 is
 * synchronous, so a span covers exactly the statement's work.
 */
export class BetterSqlite3Instrumentation extends InstrumentationBase {
  private statementPrototype: object | null = null;

  constructor(config: InstrumentationConfig = {}) {
    super('weather-identity-better-sqlite3', '1.0.0', config);
  }

  protected init(): InstrumentationNodeModuleDefinition[] {
    return [
      new InstrumentationNodeModuleDefinition(
        'better-sqlite3',
        ['>=11 <13'],
        (moduleExports: { prototype: SqliteDatabase }) => {
          this.patchDatabase(moduleExports.prototype);
          return moduleExports;
        },
        (moduleExports: { prototype: SqliteDatabase } | undefined) => {
          if (!moduleExports) return;
          this._unwrap(moduleExports.prototype, 'prepare');
          this._unwrap(moduleExports.prototype, 'exec');
          const statements = this.statementPrototype as Record<string, Method> | null;
          if (statements) for (const method of STATEMENT_METHODS) this._unwrap(statements, method);
          this.statementPrototype = null;
        },
      ),
    ];
  }

  /** Exposed for the unit test, which hands it the module it loaded itself. */
  patchDatabase(prototype: SqliteDatabase): void {
    if (isWrapped(prototype.prepare)) return;
    const patchStatements = (statement: SqliteStatement) => this.patchStatements(Object.getPrototypeOf(statement) as Record<string, Method>);
    const traced = this.traced.bind(this);
    this._wrap(prototype, 'prepare', (original: SqliteDatabase['prepare']) =>
      function prepare(this: SqliteDatabase, source: string): SqliteStatement {
        const statement = original.call(this, source);
        patchStatements(statement);
        return statement;
      },
    );
    this._wrap(prototype, 'exec', (original: SqliteDatabase['exec']) =>
      function exec(this: SqliteDatabase, source: string): unknown {
        return traced(source, this.name, () => original.call(this, source));
      },
    );
  }

  /** The statement class is native and not exported: its prototype is patched at the first prepare. */
  private patchStatements(prototype: Record<string, Method>): void {
    if (this.statementPrototype !== null) return;
    this.statementPrototype = prototype;
    const traced = this.traced.bind(this);
    for (const method of STATEMENT_METHODS) {
      this._wrap(prototype, method, (original: Method) =>
        function tracedStatement(this: SqliteStatement, ...parameters: unknown[]): unknown {
          return traced(this.source, this.database.name, () => original.apply(this, parameters));
        },
      );
    }
  }

  private traced<T>(sql: string, databaseName: string, run: () => T): T {
    const { operation, table } = describe(sql);
    const span = this.tracer.startSpan(table ? `${operation} ${table}` : operation, {
      kind: SpanKind.CLIENT,
      attributes: {
        [ATTR_DB_SYSTEM_NAME]: DB_SYSTEM_NAME_VALUE_SQLITE,
        [ATTR_DB_NAMESPACE]: basename(databaseName),
        [ATTR_DB_OPERATION_NAME]: operation,
        [ATTR_DB_QUERY_TEXT]: maskSqliteLiterals(sql),
        ...(table ? { [ATTR_DB_COLLECTION_NAME]: table } : {}),
      },
    });
    try {
      return run();
    } catch (error) {
      span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.message : String(error) });
      throw error;
    } finally {
      span.end();
    }
  }
}
