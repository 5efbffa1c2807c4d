import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { QueryDeepPartialEntity, Repository } from 'typeorm';
import type { AuditEvent } from './audit-event';
import { AuditLog } from './audit-log.entity';

export interface AuditEntry {
  event: AuditEvent;
  actorId?: number | null;
  subjectId?: number | null;
  ip?: string | null;
  /** Facts that explain the event; never a password, token or cookie. */
  details?: Record<string, unknown> | null;
}

/** Writes security events to the audit log. */
@Injectable()
export class AuditService {
  constructor(@InjectRepository(AuditLog) private readonly auditLogs: Repository<AuditLog>) {}

  async record(entry: AuditEntry): Promise<void> {
    const log = new AuditLog();
    log.event = entry.event;
    log.actorId = entry.actorId ?? null;
    log.subjectId = entry.subjectId ?? null;
    log.ip = entry.ip ?? null;
    log.details = entry.details ?? null;
    // A plain INSERT: save() wrapped it in a transaction of its own and read the row back for its
    // generated id and created_at, which no caller uses (one of a sign-in's costs, issue 11). The cast:
    // TypeORM's deep-partial type cannot express `details`, a JSON object of unknown values.
    await this.auditLogs.createQueryBuilder().insert().values(log as QueryDeepPartialEntity<AuditLog>).updateEntity(false).execute();
  }
}
