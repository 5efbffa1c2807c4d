import type { Middleware } from 'openapi-fetch';
import { STATE_CHANGING_READS } from './state-changing-reads';

/** Methods that change nothing by HTTP's rules: a browser may send them as simple requests. */
const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD']);

/**
 * The GET routes that change state (SPEC §7: a domain's users claimed, Force SAML Login Only set):
 * the API asks them for the CSRF header like a write. Generated from openapi.json, where those
 * operations require the header (the service's @StateChanging), so a new one cannot be forgotten.
 */
export { STATE_CHANGING_READS };

/**
 * Whether a call carries X-Requested-With: every write, and the reads that change state. Other
 * reads go without it: a GET with no custom header is a simple request, so the browser sends it at
 * once instead of after a CORS preflight (one more round trip for each new URL, such as every
 * launcher check and every /auth/provider?email=; docs/adr/0200 addendum).
 */
export function needsRequestedWith(method: string, schemaPath: string): boolean {
  return !SAFE_METHODS.has(method.toUpperCase()) || STATE_CHANGING_READS.has(schemaPath);
}

/** The API refuses a state-changing call without this header (CSRF, docs/foundation-contract.md). */
export const requestedWithMiddleware: Middleware = {
  onRequest({ request, schemaPath }) {
    if (needsRequestedWith(request.method, schemaPath)) request.headers.set('X-Requested-With', 'XMLHttpRequest');
    return request;
  },
};

/** Calls under /auth/ answer 401 for wrong credentials or codes: that is not a lost session. */
export function isAuthenticationPath(schemaPath: string): boolean {
  return schemaPath === '/auth' || schemaPath.startsWith('/auth/');
}

/**
 * The API's answer to a signed-in user who must change a temporary password first (403
 * PASSWORD_CHANGE_REQUIRED, ADR 0236): the portal takes them to the change-password page.
 */
export function passwordChangeRequiredMiddleware(onPasswordChangeRequired: (response: Response) => void): Middleware {
  return {
    async onResponse({ response }) {
      if (response.status !== 403) return undefined;
      const body: unknown = await response
        .clone()
        .json()
        .catch(() => null);
      if (typeof body === 'object' && body !== null && (body as { code?: unknown }).code === 'PASSWORD_CHANGE_REQUIRED') onPasswordChangeRequired(response);
      return undefined;
    },
  };
}

/** SPEC §4: a 401 on any rejected call except authentication signs the user out. */
export function unauthorizedMiddleware(onUnauthorized: (response: Response) => void): Middleware {
  return {
    onResponse({ response, schemaPath }) {
      if (response.status === 401 && !isAuthenticationPath(schemaPath)) onUnauthorized(response);
      return undefined;
    },
  };
}
