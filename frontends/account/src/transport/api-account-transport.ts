import type { ApiClient } from '@weather/api-client';
import { toApiResult } from '@weather/ui';
import type { AccountTransport } from './account-transport';

/** The account remote's calls over the identity API client. */
export function createApiAccountTransport(client: ApiClient): AccountTransport {
  return {
    updateCurrentUser: (update) => toApiResult(() => client.PUT('/v1/users/me', { body: update })),
    getAllTimezones: () => toApiResult(() => client.GET('/v1/timezones/get_all_timezones')),
  };
}
