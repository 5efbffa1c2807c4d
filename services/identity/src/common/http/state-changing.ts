import type { Request } from 'express';

const STATE_CHANGING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function isStateChanging(request: Request): boolean {
  return STATE_CHANGING_METHODS.has(request.method);
}

/**
 * Routes that applications' servers call with their client credentials: they read no cookie, so a
 * cross-site request gains nothing there, and servers send no CSRF header.
 */
export const SERVER_TO_SERVER_PATHS: ReadonlySet<string> = new Set(['/v1/handoff/redeem']);

export function isServerToServer(request: Request): boolean {
  return SERVER_TO_SERVER_PATHS.has(request.path);
}

/**
 * The SAML assertion consumer: the identity provider's page posts a form to it across sites, so it
 * can carry neither the CSRF header nor JSON. The signed, single-use response is its protection.
 */
const SAML_ASSERTION_CONSUMER = /^\/auth\/saml\/\d+\/acs$/;

export function isSamlAssertionConsumer(request: Request): boolean {
  return request.method === 'POST' && SAML_ASSERTION_CONSUMER.test(request.path);
}
