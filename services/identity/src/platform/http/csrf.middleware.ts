import type { IncomingHttpHeaders } from 'node:http';
import type { onRequestHookHandler } from 'fastify';
import type { ErrorCode } from '../errors/error-code';
import { sendError } from './send-error';
import { isSamlAssertionConsumer, isServerToServer, isStateChanging, type RequestLine } from './state-changing';

export const CSRF_HEADER = 'x-requested-with';
export const CSRF_HEADER_VALUE = 'XMLHttpRequest';

type CsrfCheck = (request: RequestLine & { headers: IncomingHttpHeaders }) => ErrorCode | null;

/**
 * CSRF defence of the contract: a state-changing request must carry X-Requested-With:
 * XMLHttpRequest, which a cross-site form or a simple request cannot send without a CORS preflight
 * that only the portal's origins pass; a present Origin must also be one we trust (`null` is not).
 * The two GETs that change state are checked the same way (state-changing.ts). Server-to-server
 * routes (client credentials, no cookie) and the SAML assertion consumer are exempt.
 */
export function createCsrfCheck(trustedOrigins: readonly string[]): CsrfCheck {
  const trusted = new Set(trustedOrigins);
  return (request) => {
    if (!isStateChanging(request) || isServerToServer(request) || isSamlAssertionConsumer(request)) return null;
    const origin = request.headers.origin;
    const headerPresent = request.headers[CSRF_HEADER] === CSRF_HEADER_VALUE;
    return !headerPresent || (origin !== undefined && !trusted.has(origin)) ? 'CSRF_REJECTED' : null;
  };
}

/** The check as an onRequest hook: it runs before the body is read. A refusal answers and stops there. */
export function createCsrfHook(trustedOrigins: readonly string[]): onRequestHookHandler {
  const check = createCsrfCheck(trustedOrigins);
  return (request, reply, done) => {
    const refusal = check({ method: request.method, url: request.url, route: request.routeOptions.url, headers: request.headers });
    if (refusal) sendError(reply, refusal);
    else done();
  };
}
