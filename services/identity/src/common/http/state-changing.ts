/** What these checks read of a request: its method and its URL (path and query, as received). */
export interface RequestLine {
  method: string;
  url: string;
}

const STATE_CHANGING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The path of a request URL, without its query. */
export function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

export function isStateChanging(request: RequestLine): boolean {
  return STATE_CHANGING_METHODS.has(request.method);
}

/**
 * Routes that applications' servers call with their client credentials: they read no cookie, so a
 * cross-site request gains nothing there, and servers send no CSRF header.
 */
export const SERVER_TO_SERVER_PATHS: ReadonlySet<string> = new Set(['/v1/handoff/redeem']);

export function isServerToServer(request: RequestLine): boolean {
  return SERVER_TO_SERVER_PATHS.has(pathOf(request.url));
}

/**
 * The SAML assertion consumer: the identity provider's page posts a form to it across sites, so it
 * can carry neither the CSRF header nor JSON. The signed, single-use response is its protection.
 */
const SAML_ASSERTION_CONSUMER = /^\/auth\/saml\/\d+\/acs$/;

export function isSamlAssertionConsumer(request: RequestLine): boolean {
  return request.method === 'POST' && SAML_ASSERTION_CONSUMER.test(pathOf(request.url));
}
