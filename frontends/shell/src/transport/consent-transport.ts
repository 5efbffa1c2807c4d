import type { Schemas } from '@weather/api-client';
import type { ApiResult } from '@weather/ui';

/* The consent page's calls (docs/adr/0802), in the generated client's types. */

/** GET /oidc/interaction/{uid}/consent: the application and what it asks that the user has not allowed yet. */
export type ConsentRequest = Schemas['OidcConsentRequestDto'];

/** POST /oidc/interaction/{uid}/consent: where the whole window goes next (the provider, then the application). */
export type ConsentOutcome = Schemas['OidcConsentOutcomeDto'];

export interface ConsentTransport {
  getConsent(interaction: string): Promise<ApiResult<ConsentRequest>>;
  decideConsent(interaction: string, allow: boolean): Promise<ApiResult<ConsentOutcome>>;
}
