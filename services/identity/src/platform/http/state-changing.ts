/** What these checks read of a request: its method, its URL (path and query, as received) and the route it matched. */
export interface RequestLine {
  method: string;
  url: string;
  /** The matched route's pattern (Fastify's routeOptions.url): the same for every spelling of its URL. */
  route?: string;
}

const STATE_CHANGING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The path of a request URL, without its query. */
export function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

/**
 * The two GETs that SPEC §7 makes change state (claiming a domain's users, Force SAML Login Only):
 * they get the same CSRF checks as a POST, since a link or an image on another site sends a GET.
 */
export const STATE_CHANGING_GET_ROUTES: ReadonlySet<string> = new Set([
  '/v1/enterprises/:id/domains/:domainId/users/claim',
  '/v1/enterprises/:id/domains/:domainId/users/forceSaml',
]);

export function isStateChanging(request: RequestLine): boolean {
  if (STATE_CHANGING_METHODS.has(request.method)) return true;
  return request.route !== undefined && STATE_CHANGING_GET_ROUTES.has(request.route);
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
