import type { ApiClient } from '@weather/api-client';
import { toApiResult } from '@weather/ui';
import { createApiConsentTransport } from './api-consent-transport';
import { createApiHandOffTransport } from './api-hand-off-transport';
import { createApiRegistrationTransport } from './api-registration-transport';
import { createApiSecondStepTransport } from './api-second-step-transport';
import { createApiSignInTransport } from './api-sign-in-transport';
import type { ShellTransport } from './session-transport';

/** The session's and sign-in's calls over the identity API client; `shownLanguage`: the portal's language. */
export function createApiSessionTransport(client: ApiClient, shownLanguage?: () => string | undefined): ShellTransport {
  return {
    ...createApiSignInTransport(client),
    ...createApiHandOffTransport(client, shownLanguage),
    ...createApiRegistrationTransport(client),
    ...createApiConsentTransport(client, shownLanguage),
    ...createApiSecondStepTransport(client),
    login: (credentials) => toApiResult(() => client.POST('/auth/login', { body: credentials })),
    logout: async () => {
      const result = await toApiResult(() => client.POST('/auth/logout'));
      return result.ok ? { ok: true, data: { logoutURL: result.data?.logoutURL ?? null } } : result;
    },
    getCurrentUser: async () => {
      const result = await toApiResult(() => client.GET('/auth/session'));
      return result.ok ? { ok: true, data: result.data.user } : result;
    },
    endImpersonation: () => toApiResult(() => client.POST('/auth/impersonate/end')),
  };
}
