import type { onRequestHookHandler } from 'fastify';
import { pathOf, type RequestLine } from './state-changing';

/**
 * Public reference data, the same for everyone, that browsers and proxies may keep: the time zones
 * and the collaboration terms. Everything else under /v1 and /auth may carry personal data.
 */
const CACHEABLE_REFERENCE_DATA = /^\/v1\/(?:timezones(?:\/|$)|eula\/collaborate$)/;
const PERSONAL_DATA_PREFIXES = /^\/(?:v1|auth)(?:\/|$)/;

/**
 * `Cache-Control: no-store` on every /v1 and /auth answer, errors included, unless it is public
 * reference data read with GET: a rule that a new route cannot forget. A route that means to be cached says so
 * with its own Cache-Control, which replaces this one (the avatar: private, docs/adr/0206).
 */
export function isNoStoreByDefault(request: RequestLine): boolean {
  const path = pathOf(request.url);
  if (!PERSONAL_DATA_PREFIXES.test(path)) return false;
  return !((request.method === 'GET' || request.method === 'HEAD') && CACHEABLE_REFERENCE_DATA.test(path));
}

/** Set first, before any check may answer, so refusals carry it too. */
export const noStoreByDefault: onRequestHookHandler = (request, reply, done) => {
  if (isNoStoreByDefault(request)) reply.header('cache-control', 'no-store');
  done();
};
