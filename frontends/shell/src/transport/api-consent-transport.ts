import type { ApiClient } from '@weather/api-client';
import { toApiResult } from '@weather/ui';
import { shownLanguageHeader } from './api-hand-off-transport';
import type { ConsentTransport } from './consent-transport';

/** The consent page's calls over the identity API client; the application's name comes in `shownLanguage`, the portal's (docs/adr/1005). */
export function createApiConsentTransport(client: ApiClient, shownLanguage: () => string | undefined = () => undefined): ConsentTransport {
  return {
    getConsent: (uid) => toApiResult(() => client.GET('/oidc/interaction/{uid}/consent', { params: { path: { uid }, header: shownLanguageHeader(shownLanguage) } })),
    decideConsent: (uid, allow) => toApiResult(() => client.POST('/oidc/interaction/{uid}/consent', { params: { path: { uid } }, body: { allow } })),
  };
}
