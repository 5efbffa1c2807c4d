import type { ApiClient } from '@weather/api-client';
import { toApiResult } from '@weather/ui';
import type { AccountTransport } from './account-transport';

/** The account remote's calls over the identity API client. */
export function createApiAccountTransport(client: ApiClient): AccountTransport {
  return {
    updateCurrentUser: (update) => toApiResult(() => client.PUT('/v1/users/me', { body: update })),
    getAllTimezones: () => toApiResult(() => client.GET('/v1/timezones/get_all_timezones')),
    uploadAvatar: (dataUrl) => toApiResult(() => client.PUT('/v1/users/me/avatar', { body: { avatar: dataUrl } })),
    clearAvatar: () => toApiResult(() => client.DELETE('/v1/users/me/avatar')),
    changePassword: (change) => toApiResult(() => client.PATCH('/v1/users/me', { body: change })),
    listSessions: () => toApiResult(() => client.GET('/v1/users/me/sessions')),
    endSession: (id) => toApiResult(() => client.DELETE('/v1/users/me/sessions/{id}', { params: { path: { id } } })),
    endOtherSessions: () => toApiResult(() => client.DELETE('/v1/users/me/sessions', { params: { query: { scope: 'others' } } })),
    signOut: () => toApiResult(() => client.POST('/auth/logout')),
  };
}
