import type { ApiClient, Schemas } from '@weather/api-client';
import { type ApiResult, toApiResult } from '@weather/ui';
import type { HandOffRedirect, HandOffTransport, SessionResponse } from './hand-off-transport';

/** The document has one redirect shape with optional fields; the shell keeps the two cases apart. */
function asHandOffRedirect(redirect: Schemas['HandoffRedirectDto']): HandOffRedirect {
  if (redirect.method === 'GET') return { method: 'GET', url: redirect.url };
  const fields: Record<string, string> = { token: redirect.fields?.token ?? '' };
  if (redirect.fields?.returnPath) fields.returnPath = redirect.fields.returnPath;
  if (redirect.fields?.state) fields.state = redirect.fields.state;
  return { method: 'POST', url: redirect.url, fields };
}

function asSessionResponse(result: ApiResult<Schemas['SessionResponseDto']>): ApiResult<SessionResponse> {
  if (!result.ok) return result;
  return { ok: true, data: { ...result.data, redirect: asHandOffRedirect(result.data.redirect) } };
}

/** The header that asks for the portal's language, or none when it is not known yet. */
export function shownLanguageHeader(shownLanguage: () => string | undefined): { 'accept-language': string } | undefined {
  const language = shownLanguage();
  return language ? { 'accept-language': language } : undefined;
}

/**
 * The hand-off calls (docs/hand-off-contract.md) over the identity API client. `shownLanguage` is
 * the portal's language: the list's and the hand-off's application names and descriptions come in
 * it when the profile stores none (docs/adr/1005; the browser's own Accept-Language may name another).
 */
export function createApiHandOffTransport(client: ApiClient, shownLanguage: () => string | undefined = () => undefined): HandOffTransport {
  return {
    getSiteApplications: () => toApiResult(() => client.GET('/v1/siteapplications', { params: { header: shownLanguageHeader(shownLanguage) } })),
    getSession: async (query) =>
      asSessionResponse(await toApiResult(() => client.GET('/v1/users/me/session', { params: { query, header: shownLanguageHeader(shownLanguage) } }))),
    getAuthorization: (clientId) =>
      toApiResult(() => client.GET('/v1/users/me/authorization/{clientId}', { params: { path: { clientId } } })),
  };
}
