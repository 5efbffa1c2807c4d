import type { IncomingHttpHeaders } from 'node:http';
import type { onRequestHookHandler } from 'fastify';
import type { ErrorCode } from '../errors/error-code';
import { sendError } from './send-error';
import { type RequestLine, stateChangingRule } from './state-changing';

export const CSRF_HEADER = 'x-requested-with';
export const CSRF_HEADER_VALUE = 'XMLHttpRequest';

type CsrfCheck = (request: Pick<RequestLine, 'method' | 'routeOptions'> & { headers: IncomingHttpHeaders }) => ErrorCode | null;

/**
 * CSRF defence of the contract: a state-changing request must carry X-Requested-With:
 * XMLHttpRequest, which a cross-site form or a simple request cannot send without a CORS preflight
 * that only the portal's origins pass; a present Origin must also be one we trust (`null` is not).
 * Which requests change state is the route's rule (state-changing.ts): every unsafe method unless
 * its route allows cross-site calls, and the GETs whose route says so.
 */
export function createCsrfCheck(trustedOrigins: readonly string[]): CsrfCheck {
  const trusted = new Set(trustedOrigins);
  return (request) => {
    if (stateChangingRule(request) !== 'checked') return null;
    const origin = request.headers.origin;
    const headerPresent = request.headers[CSRF_HEADER] === CSRF_HEADER_VALUE;
    return !headerPresent || (origin !== undefined && !trusted.has(origin)) ? 'CSRF_REJECTED' : null;
  };
}

/**
 * The check as an onRequest hook: it runs once the route is known (its config holds the rule) and
 * before the body is read, the body check, and any guard. A refusal answers and stops there.
 */
export function createCsrfHook(trustedOrigins: readonly string[]): onRequestHookHandler {
  const check = createCsrfCheck(trustedOrigins);
  return (request, reply, done) => {
    const refusal = check(request);
    if (refusal) sendError(reply, refusal);
    else done();
  };
}
