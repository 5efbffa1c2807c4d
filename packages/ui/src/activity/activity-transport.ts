import type { Schemas } from '@weather/api-client';
import type { ApiResult } from '../api/api-result';

/** One row of the audit log (GET /v1/audit). */
export type AuditEntry = Schemas['AuditEntryDto'];
/** A person a row names: its actor or subject. */
export type AuditPerson = Schemas['AuditPersonDto'];
/** One page of rows, newest first, and where the next one starts. */
export type AuditPage = Schemas['AuditPageDto'];
/** The kinds of events the service writes. */
export type AuditEvent = Schemas['AuditEvent'];

/** The filters of GET /v1/audit and /v1/audit/export; each given one applies. */
export interface AuditFilters {
  /** A user id or an exact email. */
  actor?: string;
  subject?: string;
  event?: AuditEvent;
  enterprise?: number;
  /** ISO 8601 instants: from inclusive, to exclusive. */
  from?: string;
  to?: string;
  ip?: string;
}

/** The CSV file of an export, as the API named it. */
export interface AuditExport {
  csv: string;
  filename: string;
  /** More rows matched than an export holds (the newest are in it). */
  truncated: boolean;
  /** The most rows an export holds. */
  limit: number;
}

/** The audit viewer's calls (issue 30): the audit log, as far as the caller may read it. */
export interface ActivityTransport {
  listAudit(filters: AuditFilters, cursor: string | null, limit: number): Promise<ApiResult<AuditPage>>;
  exportAudit(filters: AuditFilters): Promise<ApiResult<AuditExport>>;
}
