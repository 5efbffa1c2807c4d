import type { FastifyRequest } from 'fastify';

/** Where a session was opened from, as recorded on its row. */
export interface SessionContext {
  ip: string | null;
  userAgent: string | null;
}

/** The client's address (Fastify applies TRUST_PROXY) and a bounded user agent. */
export function sessionContextOf(request: FastifyRequest): SessionContext {
  return {
    ip: request.ip ?? null,
    userAgent: request.headers['user-agent']?.slice(0, 512) ?? null,
  };
}
