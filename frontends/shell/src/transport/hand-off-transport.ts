import type { Schemas, paths } from '@weather/api-client';
import type { ApiResult } from '@weather/ui';

/* The calls of docs/hand-off-contract.md, in the generated client's types. */

/** SPEC §3 Site application: the public fields GET /v1/siteapplications answers (never secrets). */
export type SiteApplication = Schemas['SiteApplicationDto'];

/** Where the person goes with the token, computed by the service (docs/hand-off-contract.md). */
export type HandOffRedirect = { method: 'POST'; url: string; fields: Record<string, string> } | { method: 'GET'; url: string };

/** SPEC §3 Session response, plus the redirect the service computed. */
export interface SessionResponse {
  token: string;
  siteApplication: SiteApplication;
  redirect: HandOffRedirect;
}

/** GET /v1/users/me/session: `return`, `seq` and `state` come from the sign-in's query when it had them. */
export type SessionRequest = NonNullable<paths['/v1/users/me/session']['get']['parameters']['query']>;

/** SPEC §3 Authorization check response: `code` is the application's own answer (504 timeout, 502 unreachable). */
export type AuthorizationCheck = Schemas['AuthorizationCheckDto'];

/** The hand-off calls the shell's stores make; the app wires the API client, tests a fake. */
export interface HandOffTransport {
  getSiteApplications(): Promise<ApiResult<SiteApplication[]>>;
  getSession(request: SessionRequest): Promise<ApiResult<SessionResponse>>;
  getAuthorization(clientId: string): Promise<ApiResult<AuthorizationCheck>>;
}
