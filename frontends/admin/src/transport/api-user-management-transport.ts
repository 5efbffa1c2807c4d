import type { ApiClient } from '@weather/api-client';
import { type FetchAnswer, toApiResult } from '@weather/ui';
import type { AuditEntry, UserManagementTransport } from './user-management-transport';

/**
 * GET /v1/audit as its contract (issue 30) gives it. The audit viewer is built beside this page; its
 * route joins the generated client with it, and this typing then gives way to the generated one.
 */
interface AuditClient {
  GET(path: '/v1/audit', init: { params: { query: { subject: string; limit: number } } }): Promise<FetchAnswer<{ items: AuditEntry[]; next_cursor: string | null }>>;
}

/** The user page's calls over the identity API client. */
export function createApiUserManagementTransport(client: ApiClient): UserManagementTransport {
  const user = (id: number) => ({ params: { path: { id } } });
  // The same client (base URL, credentials, CSRF and 401 middlewares), typed for the audit route.
  const audit = client as unknown as AuditClient;
  return {
    getUser: (id) => toApiResult(() => client.GET('/v1/users/{id}', user(id))),
    listSessions: (id) => toApiResult(() => client.GET('/v1/users/{id}/sessions', user(id))),
    signOut: (id) => toApiResult(() => client.DELETE('/v1/users/{id}/sessions', user(id))),
    setDisabled: (id, disabled) => toApiResult(() => client.PUT('/v1/users/{id}/disabled', { ...user(id), body: { disabled } })),
    setRole: (id, role) => toApiResult(() => client.PUT('/v1/users/{id}/role', { ...user(id), body: { role } })),
    sendPasswordReset: (id) => toApiResult(() => client.POST('/v1/users/{id}/password-reset', user(id))),
    resendVerification: (id) => toApiResult(() => client.POST('/v1/users/{id}/verification', user(id))),
    deleteUser: (id) => toApiResult(() => client.DELETE('/v1/users/{id}', user(id))),
    recentActivity: (id, limit) =>
      toApiResult(async () => {
        const { response, data, error } = await audit.GET('/v1/audit', { params: { query: { subject: String(id), limit } } });
        return data ? { response, data: data.items } : { response, error };
      }),
  };
}
