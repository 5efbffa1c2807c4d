import { Injectable } from '@nestjs/common';
import { normalizeEmail } from '@weather/validation';
import { decodeAuditCursor, encodeAuditCursor } from '../../platform/audit/audit-cursor';
import type { AuditFilter } from '../../platform/audit/audit-query';
import { AuditQuery } from '../../platform/audit/audit-query';
import { AuditService } from '../../platform/audit/audit.service';
import { ApiException } from '../../platform/errors/api-exception';
import { fieldErrorCatalogue } from '../../platform/errors/error-code';
import type { SessionContext } from '../../platform/http/session-context';
import { UserAccounts } from '../../users/user-accounts';
import type { User } from '../../users/user.entity';
import { csvLine } from './audit-csv';
import { mapAuditEntry } from './audit-entry.mapper';
import type { AuditPageDto } from './dto/audit-entry.dto';
import type { AuditFilterQueryDto, AuditQueryDto } from './dto/audit-query.dto';
import { parseInstant } from './instant';

/** The most rows one export holds (docs/operations.md "Audit log"); narrower filters reach older rows. */
export const AUDIT_EXPORT_CAP = 10_000;

const CSV_HEADER = ['id', 'created_at', 'event', 'actor_id', 'actor_email', 'actor_name', 'subject_id', 'subject_email', 'subject_name', 'ip', 'enterprise_id', 'details'];

export interface AuditExport {
  csv: string;
  rows: number;
  /** More rows matched than the cap: the export holds the newest ones. */
  truncated: boolean;
}

/**
 * The enterprise whose rows the caller may read: undefined for every row (SYSADMIN), or the
 * enterprise an enterprise administrator manages, which no parameter can change.
 */
export function readableEnterprise(caller: Pick<User, 'role' | 'isEnterpriseAdministrator' | 'enterpriseId'>, requested: number | undefined): number | undefined {
  if (caller.role === 'SYSADMIN') return requested;
  if (!caller.isEnterpriseAdministrator || caller.enterpriseId === null) throw new ApiException('FORBIDDEN');
  if (requested !== undefined && requested !== caller.enterpriseId) throw new ApiException('FORBIDDEN');
  return caller.enterpriseId;
}

/** The audit viewer (issue 30, docs/adr/1002-audit-viewer.md): the caller's rights become the filter. */
@Injectable()
export class ActivityService {
  constructor(
    private readonly auditQuery: AuditQuery,
    private readonly audit: AuditService,
    private readonly accounts: UserAccounts,
  ) {}

  async page(caller: User, query: AuditQueryDto): Promise<AuditPageDto> {
    const filter = await this.filterOf(caller, query);
    if (!filter) return { items: [], next_cursor: null };
    const beforeId = query.cursor === undefined ? null : decodeAuditCursor(query.cursor);
    const page = await this.auditQuery.page(filter, query.limit, beforeId);
    return { items: page.records.map(mapAuditEntry), next_cursor: page.lastId === null ? null : encodeAuditCursor(page.lastId) };
  }

  /** The matching rows as CSV, newest first, at most AUDIT_EXPORT_CAP of them; the export itself is audited. */
  async export(caller: User, query: AuditFilterQueryDto, context: SessionContext): Promise<AuditExport> {
    const filter = await this.filterOf(caller, query);
    const { records, truncated } = filter ? await this.auditQuery.upTo(filter, AUDIT_EXPORT_CAP) : { records: [], truncated: false };
    let csv = csvLine(CSV_HEADER);
    for (const record of records.map(mapAuditEntry)) {
      const name = (person: typeof record.actor) => (person ? `${person.first_name} ${person.last_name}`.trim() : null);
      csv += csvLine([
        record.id,
        record.created_at,
        record.event,
        record.actor?.id ?? null,
        record.actor?.email ?? null,
        name(record.actor),
        record.subject?.id ?? null,
        record.subject?.email ?? null,
        name(record.subject),
        record.ip,
        record.enterprise_id,
        record.details ? JSON.stringify(record.details) : null,
      ]);
    }
    const filters = Object.fromEntries(Object.entries({ ...query }).filter(([, value]) => value !== undefined));
    // The enterprise read is named in the details, so the row belongs to it (an enterprise's administrators see their exports).
    const enterpriseId = filter?.enterpriseId;
    await this.audit.record({ event: 'AUDIT_EXPORTED', actorId: caller.id, ip: context.ip, details: { filters, rows: records.length, truncated, ...(enterpriseId === undefined ? {} : { enterpriseId }) } });
    return { csv, rows: records.length, truncated };
  }

  /**
   * The query as a filter within the caller's rights, or null when a person it names does not exist
   * (no row can match). A time range must not be empty.
   */
  private async filterOf(caller: User, query: AuditFilterQueryDto): Promise<AuditFilter | null> {
    const enterpriseId = readableEnterprise(caller, query.enterprise);
    const from = query.from === undefined ? undefined : (parseInstant(query.from) ?? undefined);
    const to = query.to === undefined ? undefined : (parseInstant(query.to) ?? undefined);
    if (from && to && from.getTime() >= to.getTime()) {
      throw new ApiException('VALIDATION_FAILED', [{ field: 'to', code: 'TIME_RANGE_INVALID', message: fieldErrorCatalogue.TIME_RANGE_INVALID }]);
    }
    const actorId = await this.userIdOf(query.actor);
    const subjectId = await this.userIdOf(query.subject);
    if (actorId === null || subjectId === null) return null;
    return { enterpriseId, actorId, subjectId, event: query.event, from, to, ip: query.ip };
  }

  /** undefined: no such filter; null: the email belongs to nobody. */
  private async userIdOf(reference: string | undefined): Promise<number | undefined | null> {
    if (reference === undefined) return undefined;
    if (/^\d+$/.test(reference)) return Number(reference);
    const user = await this.accounts.findByEmail(normalizeEmail(reference));
    return user?.id ?? null;
  }
}
