import type { ApiClient } from '@weather/api-client';
import { toApiResult } from '@weather/ui';
import type { ConsentTransport } from './consent-transport';

/** The consent page's calls over the identity API client. */
export function createApiConsentTransport(client: ApiClient): ConsentTransport {
  return {
    getConsent: (uid) => toApiResult(() => client.GET('/oidc/interaction/{uid}/consent', { params: { path: { uid } } })),
    decideConsent: (uid, allow) => toApiResult(() => client.POST('/oidc/interaction/{uid}/consent', { params: { path: { uid } }, body: { allow } })),
  };
}
