import type { ApiClient } from '@weather/api-client';
import { toApiResult } from '@weather/ui';
import type { UserManagementTransport } from './user-management-transport';

/** The user page's calls over the identity API client. */
export function createApiUserManagementTransport(client: ApiClient): UserManagementTransport {
  const user = (id: number) => ({ params: { path: { key: id } } });
  return {
    getUser: (id) => toApiResult(() => client.GET('/v1/users/{key}', user(id))),
    listSessions: (id) => toApiResult(() => client.GET('/v1/users/{key}/sessions', user(id))),
    signOut: (id) => toApiResult(() => client.DELETE('/v1/users/{key}/sessions', user(id))),
    setDisabled: (id, disabled) => toApiResult(() => client.PUT('/v1/users/{key}/disabled', { ...user(id), body: { disabled } })),
    setRole: (id, role) => toApiResult(() => client.PUT('/v1/users/{key}/role', { ...user(id), body: { role } })),
    sendPasswordReset: (id) => toApiResult(() => client.POST('/v1/users/{key}/password-reset', user(id))),
    resendVerification: (id) => toApiResult(() => client.POST('/v1/users/{key}/verification', user(id))),
    deleteUser: (id) => toApiResult(() => client.DELETE('/v1/users/{key}', user(id))),
    recentActivity: (id, limit) =>
      toApiResult(async () => {
        const { response, data, error } = await client.GET('/v1/audit', { params: { query: { subject: String(id), limit } } });
        return data ? { response, data: data.items } : { response, error };
      }),
  };
}
