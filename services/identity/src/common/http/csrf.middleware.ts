import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { sendError } from './send-error';
import { isSamlAssertionConsumer, isServerToServer, isStateChanging } from './state-changing';

export const CSRF_HEADER = 'x-requested-with';
export const CSRF_HEADER_VALUE = 'XMLHttpRequest';

/**
 * CSRF defence of the contract: a state-changing request must carry X-Requested-With:
 * XMLHttpRequest, which a cross-site form or a simple request cannot send without a CORS preflight
 * that only the portal's origins pass; a present Origin must also be one we trust. Server-to-server
 * routes (client credentials, no cookie) and the SAML assertion consumer are exempt.
 */
export function createCsrfMiddleware(trustedOrigins: readonly string[]): RequestHandler {
  const trusted = new Set(trustedOrigins);
  return (request: Request, response: Response, next: NextFunction) => {
    if (!isStateChanging(request) || isServerToServer(request) || isSamlAssertionConsumer(request)) return next();
    const origin = request.headers.origin;
    const headerPresent = request.headers[CSRF_HEADER] === CSRF_HEADER_VALUE;
    if (!headerPresent || (origin !== undefined && !trusted.has(origin))) {
      return sendError(response, 'CSRF_REJECTED');
    }
    next();
  };
}
