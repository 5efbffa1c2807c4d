/**
 * What a route says of itself about cross-site requests (its Fastify route config, set by the
 * decorators of state-changing.decorator.ts):
 * - `checked`: it changes state, so the CSRF check applies (csrf.hook.ts). Every POST, PUT, PATCH
 *   and DELETE route is `checked` without saying so; a GET that changes state says it.
 * - `server-to-server`: applications' servers call it with their client credentials; it reads no
 *   cookie, so a cross-site request gains nothing there, and servers send no CSRF header.
 * - `saml-form-post`: the SAML assertion consumer. The identity provider's page posts a form to it
 *   across sites, so it can carry neither the CSRF header nor JSON; the signed, single-use response
 *   is its protection.
 * - `oidc-protocol`: the OpenID Connect provider's endpoints (docs/adr/0801). The protocol posts
 *   forms, from applications' servers (client authentication) and from browsers (its logout
 *   confirmation, guarded by its own xsrf token); oidc-provider reads and checks its own bodies.
 */
export type StateChangingRule = 'checked' | 'server-to-server' | 'saml-form-post' | 'oidc-protocol';

declare module 'fastify' {
  interface FastifyContextConfig {
    stateChanging?: StateChangingRule;
  }
}

/** What these checks read of a request: its method, its URL (path and query, as received) and its route's config (none for an unknown route). */
export interface RequestLine {
  method: string;
  url: string;
  routeOptions?: { config?: { stateChanging?: StateChangingRule } };
}

const STATE_CHANGING_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The path of a request URL, without its query. */
export function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

/** The route's rule, or `checked` for any unsafe method (an unknown route or one that said nothing); null for a read. */
export function stateChangingRule(request: Pick<RequestLine, 'method' | 'routeOptions'>): StateChangingRule | null {
  return request.routeOptions?.config?.stateChanging ?? (STATE_CHANGING_METHODS.has(request.method) ? 'checked' : null);
}

export function isStateChanging(request: Pick<RequestLine, 'method' | 'routeOptions'>): boolean {
  return stateChangingRule(request) !== null;
}

export function isSamlAssertionConsumer(request: Pick<RequestLine, 'method' | 'routeOptions'>): boolean {
  return stateChangingRule(request) === 'saml-form-post';
}

/** A route whose body its own protocol reads (the SAML assertion consumer's form, the OpenID Connect provider's). */
export function readsItsOwnBody(request: Pick<RequestLine, 'method' | 'routeOptions'>): boolean {
  const rule = stateChangingRule(request);
  return rule === 'saml-form-post' || rule === 'oidc-protocol';
}
