/**
 * The answers of the identity API that its OpenAPI document does not describe, and why. Every other
 * answer an e2e test receives is checked against the document (openapi-response-validator.ts); an
 * answer of a route that is neither documented nor listed here fails the test, so a new route must
 * be documented or added here with its reason.
 */
export interface SkippedRoute {
  /** Upper-case method, or any method when absent. */
  readonly method?: string;
  /** Matched against the request's path (without the query). */
  readonly path?: RegExp;
  /** Matched against the answer's status, when given. */
  readonly status?: number;
  readonly why: string;
}

export const SKIPPED_ROUTES: readonly SkippedRoute[] = [
  {
    path: /^\/oidc(\/|$)/,
    why: "oidc-provider's own protocol endpoints (authorize, token, userinfo, end session...): OpenID Connect defines them, discovery lists them; only the portal's interaction routes are ours and documented",
  },
  { path: /^\/\.well-known\/openid-configuration$/, why: 'the OpenID Connect discovery document, answered by oidc-provider' },
  { path: /^\/docs(-json)?(\/|$)/, why: 'the Swagger UI and the OpenAPI document itself' },
  { method: 'OPTIONS', why: 'CORS preflights, answered by @fastify/cors before any route' },
  { status: 404, why: "a path no route serves (probes of unknown URLs): the not-found handler's answer, which no operation can document" },
];

/**
 * Statuses any route may answer, which no operation lists: their body must still be the error body
 * of the document's description ({ statusCode, code, message, errors? }, ErrorBodyDto).
 */
export const STATUSES_OF_EVERY_ROUTE: ReadonlyMap<number, string> = new Map([
  [500, 'INTERNAL_ERROR: an unexpected fault (tests inject some, e.g. a registration cut half-way)'],
  [503, 'SERVICE_UNAVAILABLE with Retry-After: the database or Redis does not answer in time (docs/adr/0700, 0701)'],
]);

/** The schema the answers of STATUSES_OF_EVERY_ROUTE must satisfy. */
export const ERROR_BODY_SCHEMA = { $ref: '#/components/schemas/ErrorBodyDto' };

/** The listed reason when this answer is one of the undocumented ones, else null. */
export function skippedBecause(method: string, path: string, status: number): string | null {
  const skipped = SKIPPED_ROUTES.find(
    (route) => (route.method === undefined || route.method === method) && (route.path === undefined || route.path.test(path)) && (route.status === undefined || route.status === status),
  );
  return skipped?.why ?? null;
}
