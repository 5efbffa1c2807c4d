import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { impersonatedActing } from './audit-context';
import type { AuditEvent } from './audit-event';
import { AuditInsert } from './audit-insert';
import { AuditLog } from './audit-log.entity';

export interface AuditEntry {
  event: AuditEvent;
  actorId?: number | null;
  subjectId?: number | null;
  ip?: string | null;
  /** Facts that explain the event; never a password, token or cookie. */
  details?: Record<string, unknown> | null;
}

/**
 * The audit row of every sign-in and hand-off replay as plain SQL (issue 11, ADR 0415), stamped with
 * its enterprise in the same statement (docs/adr/1002-audit-viewer.md).
 */
const insertAuditLog = new AuditInsert();

/**
 * Told of each event once its row is written (the metrics count sign-ins, locks and mails from them, issue 30).
 * The log's enterpriseId is the one the event named, or null when the database took it from the subject or domain.
 */
export type AuditListener = (log: Readonly<AuditLog>) => void;

/**
 * Writes security events to the audit log. Inside an impersonation the administrator is the actor
 * whatever the call site says, the user the subject unless the event names another one, and the
 * details say which impersonation it was (ADR 0237).
 */
@Injectable()
export class AuditService {
  private readonly listeners: AuditListener[] = [];

  constructor(@InjectRepository(AuditLog) private readonly auditLogs: Repository<AuditLog>) {}

  /** Adds a listener; it must be quick and must not throw (it runs on the request's path). */
  onRecord(listener: AuditListener): void {
    this.listeners.push(listener);
  }

  /** When the event last happened to the subject (the user page's last sign-in), or null. */
  async lastOf(event: AuditEvent, subjectId: number): Promise<Date | null> {
    const row = await this.auditLogs.findOne({ select: { id: true, createdAt: true }, where: { event, subjectId }, order: { id: 'DESC' } });
    return row?.createdAt ?? null;
  }

  async record(entry: AuditEntry): Promise<void> {
    const log = new AuditLog();
    log.event = entry.event;
    log.actorId = entry.actorId ?? null;
    log.subjectId = entry.subjectId ?? null;
    log.ip = entry.ip ?? null;
    log.details = entry.details ?? null;
    const acting = impersonatedActing.getStore();
    if (acting) {
      log.actorId = acting.administratorId;
      log.subjectId = entry.subjectId ?? acting.userId;
      log.details = { ...log.details, impersonation: { userId: acting.userId, sessionId: acting.sessionId } };
    }
    // A plain INSERT: save() wrapped it in a transaction of its own and read the row back for its
    // created_at, which no caller uses (one of a sign-in's costs, issue 11); created_at is the table's default.
    const source = await insertAuditLog.run(this.auditLogs.manager, log);
    log.enterpriseId = source.kind === 'given' ? source.enterpriseId : null;
    for (const listener of this.listeners) listener(log);
  }
}
