import type { DataSource, EntityManager } from 'typeorm';
import { AuditLog } from './audit-log.entity';

/**
 * The tables whose enterprise_id stamps an audit row, named rather than imported: users/ and
 * enterprises/ sit above platform (as audit-log.entity.ts names the users table for its foreign keys).
 */
const USERS_TABLE = 'users';
const ENTERPRISE_DOMAINS_TABLE = 'enterprise_domains';

/** Where a row's enterprise comes from (docs/adr/1002-audit-viewer.md). */
export type EnterpriseSource =
  | { kind: 'given'; enterpriseId: number }
  | { kind: 'domain'; domainId: number }
  | { kind: 'subject'; subjectId: number }
  | { kind: 'none' };

/**
 * The enterprise a new row belongs to: the one its details name, else the enterprise of the domain
 * they name (a SAML sign-in that found no user), else the subject's enterprise at this moment.
 */
export function enterpriseSourceOf(log: Pick<AuditLog, 'subjectId' | 'details'>): EnterpriseSource {
  const enterpriseId = log.details?.enterpriseId;
  if (typeof enterpriseId === 'number' && Number.isSafeInteger(enterpriseId)) return { kind: 'given', enterpriseId };
  const domainId = log.details?.domainId;
  if (typeof domainId === 'number' && Number.isSafeInteger(domainId)) return { kind: 'domain', domainId };
  if (log.subjectId !== null) return { kind: 'subject', subjectId: log.subjectId };
  return { kind: 'none' };
}

interface Compiled {
  /** INSERT text per source kind. */
  sql: Record<EnterpriseSource['kind'], string>;
}

const WRITTEN = ['event', 'actorId', 'subjectId', 'ip', 'details'] as const;

/**
 * The audit row as one plain INSERT (ADR 0415: sign-in writes one on its hot path), its enterprise
 * taken in the same statement by a subquery, so stamping it costs no extra round trip:
 * `INSERT INTO audit_logs (..., enterprise_id) VALUES (..., (SELECT enterprise_id FROM users WHERE id = ?))`.
 * created_at is the table's default. No subscriber watches audit logs, so skipping TypeORM's
 * broadcast loses nothing.
 */
export class AuditInsert {
  private readonly compiled = new WeakMap<DataSource, Compiled>();

  private compile(dataSource: DataSource): Compiled {
    const driver = dataSource.driver;
    const metadata = dataSource.getMetadata(AuditLog);
    const names = [...WRITTEN, 'enterpriseId'].map((property) => {
      const column = metadata.findColumnWithPropertyPath(property);
      if (!column) throw new Error(`AuditLog has no column ${property}`);
      return driver.escape(column.databaseName);
    });
    const placeholders = WRITTEN.map((property, index) => driver.createParameter(property, index));
    const last = driver.createParameter('enterprise', WRITTEN.length);
    const enterpriseOf = (table: string) => `(SELECT ${driver.escape('enterprise_id')} FROM ${driver.escape(table)} WHERE ${driver.escape('id')} = ${last})`;
    const statement = (enterprise: string) => `INSERT INTO ${driver.escape(metadata.tableName)} (${names.join(', ')}) VALUES (${[...placeholders, enterprise].join(', ')})`;
    return {
      sql: {
        given: statement(last),
        domain: statement(enterpriseOf(ENTERPRISE_DOMAINS_TABLE)),
        subject: statement(enterpriseOf(USERS_TABLE)),
        none: statement('NULL'),
      },
    };
  }

  /** Writes the row; sets its generated id on `log` and returns where its enterprise came from. */
  async run(manager: EntityManager, log: AuditLog): Promise<EnterpriseSource> {
    const dataSource = manager.dataSource;
    let compiled = this.compiled.get(dataSource);
    if (!compiled) {
      compiled = this.compile(dataSource);
      this.compiled.set(dataSource, compiled);
    }
    const metadata = dataSource.getMetadata(AuditLog);
    const parameters: unknown[] = WRITTEN.map((property) => {
      const column = metadata.findColumnWithPropertyPath(property);
      return column ? dataSource.driver.preparePersistentValue(log[property], column) : null;
    });
    const source = enterpriseSourceOf(log);
    if (source.kind === 'given') parameters.push(source.enterpriseId);
    else if (source.kind === 'domain') parameters.push(source.domainId);
    else if (source.kind === 'subject') parameters.push(source.subjectId);
    const runner = manager.queryRunner ?? dataSource.createQueryRunner();
    try {
      const result = await runner.query(compiled.sql[source.kind], parameters, true);
      const generated = dataSource.driver.createGeneratedMap(metadata, result.raw, 0, 1) as Partial<AuditLog> | undefined;
      if (generated?.id !== undefined) log.id = generated.id;
    } finally {
      if (runner !== manager.queryRunner) await runner.release();
    }
    return source;
  }
}
