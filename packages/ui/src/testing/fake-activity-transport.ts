import type { ApiErrorBody } from '@weather/api-client';
import type { ApiResult } from '../api/api-result';
import type { ActivityTransport, AuditEntry, AuditExport, AuditFilters, AuditPage } from '../activity/activity-transport';

export function buildAuditEntry(fields: Partial<AuditEntry> = {}): AuditEntry {
  const id = fields.id ?? 1;
  return {
    id,
    event: 'LOGIN_SUCCEEDED',
    created_at: '2026-01-31T09:30:00.000Z',
    actor: { id: 2, email: 'grace@example.com', first_name: 'Grace', last_name: 'Hopper' },
    subject: { id: 2, email: 'grace@example.com', first_name: 'Grace', last_name: 'Hopper' },
    ip: '203.0.113.7',
    enterprise_id: null,
    details: { method: 'password', sessionId: id },
    ...fields,
  };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

function matches(entry: AuditEntry, filters: AuditFilters): boolean {
  const person = (reference: string | undefined, who: AuditEntry['actor']) =>
    reference === undefined || (who !== null && (String(who.id) === reference || who.email === reference.toLowerCase()));
  return (
    person(filters.actor, entry.actor) &&
    person(filters.subject, entry.subject) &&
    (filters.event === undefined || entry.event === filters.event) &&
    (filters.enterprise === undefined || entry.enterprise_id === filters.enterprise) &&
    (filters.ip === undefined || entry.ip === filters.ip) &&
    (filters.from === undefined || entry.created_at >= new Date(filters.from).toISOString()) &&
    (filters.to === undefined || entry.created_at < new Date(filters.to).toISOString())
  );
}

/**
 * An in-memory audit log for component tests: `entries` newest first, filtered and paged as the API
 * does (the cursor is the last id shown); `calls` records each request, `refuseWith` fails them.
 */
export class FakeActivityTransport implements ActivityTransport {
  entries: AuditEntry[] = [];
  readonly calls: Array<{ call: 'list' | 'export'; filters: AuditFilters; cursor?: string | null }> = [];
  refuseWith: ApiErrorBody | null = null;

  async listAudit(filters: AuditFilters, cursor: string | null, limit: number): Promise<ApiResult<AuditPage>> {
    this.calls.push({ call: 'list', filters, cursor });
    await tick();
    if (this.refuseWith) return { ok: false, error: this.refuseWith };
    const below = cursor === null ? Infinity : Number(cursor);
    const found = this.entries.filter((entry) => entry.id < below && matches(entry, filters));
    const items = found.slice(0, limit);
    return { ok: true, data: { items, next_cursor: found.length > limit ? String(items.at(-1)?.id) : null } };
  }

  async exportAudit(filters: AuditFilters): Promise<ApiResult<AuditExport>> {
    this.calls.push({ call: 'export', filters });
    await tick();
    if (this.refuseWith) return { ok: false, error: this.refuseWith };
    const rows = this.entries.filter((entry) => matches(entry, filters)).map((entry) => `${entry.id},${entry.event}\r\n`);
    return { ok: true, data: { csv: `id,event\r\n${rows.join('')}`, filename: 'audit-2026-01-31.csv', truncated: false, limit: 10000 } };
  }
}
