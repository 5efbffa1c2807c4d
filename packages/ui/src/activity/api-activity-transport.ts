import type { ApiClient } from '@weather/api-client';
import { type FetchAnswer, toApiResult } from '../api/api-result';
import type { ActivityTransport, AuditExport } from './activity-transport';

/** The file name of a Content-Disposition attachment, or a dated default. */
export function attachmentName(header: string | null): string {
  const name = /filename="([^"]+)"/.exec(header ?? '')?.[1];
  return name ?? `audit-${new Date().toISOString().slice(0, 10)}.csv`;
}

/** The CSV answer with what its headers say. */
function exportOf(answer: FetchAnswer<string>): FetchAnswer<AuditExport> {
  const { response, data, error } = answer;
  if (data === undefined) return { response, error };
  return {
    response,
    data: {
      csv: data,
      filename: attachmentName(response.headers.get('content-disposition')),
      truncated: response.headers.get('x-audit-export-truncated') === 'true',
      limit: Number(response.headers.get('x-audit-export-limit') ?? 0),
    },
  };
}

/** The Activity calls over the identity API client. */
export function createApiActivityTransport(client: ApiClient): ActivityTransport {
  return {
    listAudit: (filters, cursor, limit) => toApiResult(() => client.GET('/v1/audit', { params: { query: { ...filters, limit, ...(cursor ? { cursor } : {}) } } })),
    exportAudit: (filters) =>
      toApiResult(async () => exportOf((await client.GET('/v1/audit/export', { params: { query: filters }, parseAs: 'text' })) as FetchAnswer<string>)),
  };
}
