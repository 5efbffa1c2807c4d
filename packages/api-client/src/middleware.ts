import type { Middleware } from 'openapi-fetch';

/**
 * The API refuses a state-changing call without this header (CSRF, docs/foundation-contract.md).
 * It goes on every call, reads included, so no call can forget it.
 */
export const requestedWithMiddleware: Middleware = {
  onRequest({ request }) {
    request.headers.set('X-Requested-With', 'XMLHttpRequest');
    return request;
  },
};

/** Calls under /auth/ answer 401 for wrong credentials or codes: that is not a lost session. */
export function isAuthenticationPath(schemaPath: string): boolean {
  return schemaPath === '/auth' || schemaPath.startsWith('/auth/');
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
