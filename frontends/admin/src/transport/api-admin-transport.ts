import type { ApiClient } from '@weather/api-client';
import { type FetchAnswer, createApiActivityTransport, toApiResult } from '@weather/ui';
import type { AdminTransport, FoundUser, UsersPage } from './admin-transport';
import { createApiUserManagementTransport } from './api-user-management-transport';

/** A paging header as a number; a missing one (a proxy that drops it) falls back to what was asked. */
function headerNumber(response: Response, name: string, fallback: number): number {
  const value = Number(response.headers.get(name));
  return response.headers.has(name) && Number.isFinite(value) ? value : fallback;
}

/** The page and its x-result-* headers (SPEC §7 GET /v1/users). */
function usersPage(answer: FetchAnswer<FoundUser[]>, limit: number, offset: number): FetchAnswer<UsersPage> {
  const { response, data, error } = answer;
  if (!data) return { response, error };
  return {
    response,
    data: {
      users: data,
      total: headerNumber(response, 'x-result-total-count', offset + data.length),
      offset: headerNumber(response, 'x-result-start-offset', offset),
      limit: headerNumber(response, 'x-result-page-limit', limit),
    },
  };
}

/** The admin remote's calls over the identity API client. */
export function createApiAdminTransport(client: ApiClient): AdminTransport {
  const application = (id: number) => ({ params: { path: { id } } });
  return {
    listApplications: () => toApiResult(() => client.GET('/v1/siteapplications')),
    getApplication: (id) => toApiResult(() => client.GET('/v1/siteapplications/{id}', application(id))),
    createApplication: (input) => toApiResult(() => client.POST('/v1/siteapplications', { body: input })),
    updateApplication: (id, input) => toApiResult(() => client.PUT('/v1/siteapplications/{id}', { ...application(id), body: input })),
    rotateSecrets: (id) => toApiResult(() => client.POST('/v1/siteapplications/{id}/secret', application(id))),
    searchUsers: (text, limit, offset) =>
      toApiResult(async () => usersPage(await client.GET('/v1/users', { params: { query: { text, limit, offset } } }), limit, offset)),
    impersonate: (userId, uuid) => toApiResult(() => client.POST('/auth/impersonate', { body: { user_id: userId, uuid } })),
    resetSecondFactors: (userId) => toApiResult(() => client.DELETE('/v1/users/{key}/second-factors', { params: { path: { key: userId } } })),
    userManagement: createApiUserManagementTransport(client),
    activity: createApiActivityTransport(client),
  };
}
