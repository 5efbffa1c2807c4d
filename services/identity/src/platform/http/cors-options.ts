import type { FastifyCorsOptions } from '@fastify/cors';

/**
 * CORS of the contract: only the portal's origins, with credentials (the session cookie), and the
 * headers the portal reads (request id, paging).
 */
export function corsOptions(portalOrigins: readonly string[]): FastifyCorsOptions {
  const allowed = new Set(portalOrigins);
  return {
    origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Content-Type', 'X-Requested-With', 'X-Request-Id'],
    exposedHeaders: ['x-request-id', 'x-result-total-count', 'x-result-page-limit', 'x-result-start-offset'],
    maxAge: 600,
  };
}
