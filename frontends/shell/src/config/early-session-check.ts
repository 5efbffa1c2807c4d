import { parseRuntimeConfig } from './runtime-config';
import { peekStartDocument } from './start-documents';

interface EarlyCheck {
  url: Promise<string>;
  answer: Promise<Response>;
  /** A copy of the answer, taken before anyone reads it, for the sign-in page's first paint. */
  copy: Promise<Response>;
}

let early: EarlyCheck | null = null;

/** The session check's address, as the API client asks it: the API's address from /config.json. */
export function sessionUrl(apiUrl: string, base: string): string {
  return new URL(`${apiUrl.replace(/\/+$/, '')}/auth/session`, base).href;
}

/**
 * Starts GET /auth/session as soon as /config.json answers, while the app's code still downloads,
 * for the pages that show nothing before the session check (issue 32: one round trip less on a slow
 * phone). The request is the client's own: a plain GET with the cookie, no custom header.
 */
export function requestSessionCheckEarly(fetchImpl: typeof fetch = (input, init) => fetch(input, init), base = window.location.href): void {
  const config = peekStartDocument('/config.json');
  if (!config || early) return;
  const url = config.then((value) => sessionUrl(parseRuntimeConfig(value).apiUrl, base));
  const answer = url.then((href) => fetchImpl(href, { credentials: 'include' }));
  answer.catch(() => undefined);
  const copy = answer.then((response) => response.clone());
  copy.catch(() => undefined);
  early = { url: url.catch(() => ''), answer, copy };
}

/**
 * A copy of the early check's answer, for the sign-in page's first paint (docs/adr/0424), which shows
 * its form only to a visitor; the API client still takes the answer itself. Null without an early check.
 */
export function peekEarlySessionCheck(): Promise<Response> | null {
  return early?.copy ?? null;
}

/**
 * The API client's fetch: the first GET of the session check takes the early answer (once; a failed
 * one is asked again), every other request goes to the network.
 */
export function fetchWithEarlySessionCheck(fetchImpl: (request: Request) => Promise<Response> = (request) => fetch(request)) {
  return async (request: Request): Promise<Response> => {
    const taken = early;
    if (!taken || request.method !== 'GET' || (await taken.url) !== request.url) return fetchImpl(request);
    if (early !== taken) return fetchImpl(request);
    early = null;
    return taken.answer.catch(() => fetchImpl(request));
  };
}

/** Tests: forget an early check. */
export function forgetEarlySessionCheck(): void {
  early = null;
}
