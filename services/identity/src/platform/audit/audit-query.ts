import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { DataSource, Repository, SelectQueryBuilder } from 'typeorm';
import type { AuditEvent } from './audit-event';
import { AuditLog } from './audit-log.entity';

/** What a reader of the audit log asks for; every given filter applies (AND). */
export interface AuditFilter {
  actorId?: number;
  subjectId?: number;
  event?: AuditEvent;
  /** Rows stamped with this enterprise (an enterprise administrator's are always stamped with theirs). */
  enterpriseId?: number;
  /** Inclusive. */
  from?: Date;
  /** Exclusive. */
  to?: Date;
  /** The exact client address. */
  ip?: string;
}

/** A person an audit row names, as they are now (null once the account is deleted). */
export interface AuditPerson {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
}

export interface AuditRecord {
  id: number;
  event: string;
  createdAt: Date;
  actor: AuditPerson | null;
  subject: AuditPerson | null;
  ip: string | null;
  enterpriseId: number | null;
  details: Record<string, unknown> | null;
}

export interface AuditPage {
  records: AuditRecord[];
  /** The id of the last row when more rows follow it, else null. */
  lastId: number | null;
}

/** The users' columns a row shows of its actor and subject (the users table is named by audit-log.entity.ts). */
const PERSON_COLUMNS = ['id', 'email', 'firstName', 'lastName'] as const;

/** Rows of one export query; an export reads several such batches up to its cap. */
const EXPORT_BATCH = 1000;

/**
 * SQLite keeps created_at as 'YYYY-MM-DD HH:MM:SS' (UTC) text and compares it as text: an instant is
 * compared in the same form, with its milliseconds only when it has some, so `from` at a whole
 * second includes the rows written in that second and `to` at a whole second leaves them out.
 */
function instantParameter(dataSource: DataSource, instant: Date): Date | string {
  if (dataSource.options.type !== 'better-sqlite3') return instant;
  const iso = instant.toISOString();
  const seconds = `${iso.slice(0, 10)} ${iso.slice(11, 19)}`;
  return instant.getUTCMilliseconds() === 0 ? seconds : `${seconds}.${iso.slice(20, 23)}`;
}

function personOf(value: object | null): AuditPerson | null {
  if (!value) return null;
  const person = value as Partial<AuditPerson>;
  if (typeof person.id !== 'number') return null;
  return { id: person.id, email: person.email ?? '', firstName: person.firstName ?? '', lastName: person.lastName ?? '' };
}

/**
 * The read side of the audit log (issue 30, docs/adr/1002-audit-viewer.md): filtered rows, newest
 * first, paged by id (keyset: each page is the rows below the last one seen, never an OFFSET, so rows
 * written meanwhile neither repeat nor push rows out of the next page). Actor and subject come with
 * their emails and names from the same query.
 */
@Injectable()
export class AuditQuery {
  constructor(@InjectRepository(AuditLog) private readonly auditLogs: Repository<AuditLog>) {}

  /** Up to `limit` rows below `beforeId` (from the newest when null). */
  async page(filter: AuditFilter, limit: number, beforeId: number | null): Promise<AuditPage> {
    const logs = await this.select(filter, beforeId)
      .take(limit + 1)
      .getMany();
    const more = logs.length > limit;
    const records = logs.slice(0, limit).map((log) => this.recordOf(log));
    return { records, lastId: more ? (records.at(-1)?.id ?? null) : null };
  }

  /** The newest `cap` rows at most, and whether more rows matched (the export's bound). */
  async upTo(filter: AuditFilter, cap: number): Promise<{ records: AuditRecord[]; truncated: boolean }> {
    const records: AuditRecord[] = [];
    let beforeId: number | null = null;
    for (;;) {
      const wanted = Math.min(EXPORT_BATCH, cap - records.length);
      const page = await this.page(filter, wanted, beforeId);
      records.push(...page.records);
      if (page.lastId === null) return { records, truncated: false };
      if (records.length >= cap) return { records, truncated: true };
      beforeId = page.lastId;
    }
  }

  private select(filter: AuditFilter, beforeId: number | null): SelectQueryBuilder<AuditLog> {
    const dataSource = this.auditLogs.manager.dataSource;
    const query = this.auditLogs
      .createQueryBuilder('log')
      .leftJoin('log.actor', 'actor')
      .leftJoin('log.subject', 'subject')
      .addSelect(PERSON_COLUMNS.map((column) => `actor.${column}`))
      .addSelect(PERSON_COLUMNS.map((column) => `subject.${column}`))
      .orderBy('log.id', 'DESC');
    if (filter.enterpriseId !== undefined) query.andWhere('log.enterpriseId = :enterpriseId', { enterpriseId: filter.enterpriseId });
    if (filter.actorId !== undefined) query.andWhere('log.actorId = :actorId', { actorId: filter.actorId });
    if (filter.subjectId !== undefined) query.andWhere('log.subjectId = :subjectId', { subjectId: filter.subjectId });
    if (filter.event !== undefined) query.andWhere('log.event = :event', { event: filter.event });
    if (filter.ip !== undefined) query.andWhere('log.ip = :ip', { ip: filter.ip });
    if (filter.from !== undefined) query.andWhere('log.createdAt >= :from', { from: instantParameter(dataSource, filter.from) });
    if (filter.to !== undefined) query.andWhere('log.createdAt < :to', { to: instantParameter(dataSource, filter.to) });
    if (beforeId !== null) query.andWhere('log.id < :beforeId', { beforeId });
    return query;
  }

  private recordOf(log: AuditLog): AuditRecord {
    return {
      id: log.id,
      event: log.event,
      createdAt: log.createdAt,
      actor: personOf(log.actor),
      subject: personOf(log.subject),
      ip: log.ip,
      enterpriseId: log.enterpriseId,
      details: log.details,
    };
  }
}
