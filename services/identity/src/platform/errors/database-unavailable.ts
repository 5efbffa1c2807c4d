/**
 * Driver errors that mean "the database cannot be reached now", not "this request is wrong": the
 * answer is 503 with Retry-After (docs/adr/0701), never a 500. Network errors of node:net, mysql2's
 * own, the pool guard's acquire timeout, a server that refuses more connections or is shutting
 * down, and SQLite still busy after its retries.
 */
const UNAVAILABLE_CODES: ReadonlySet<string> = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EHOSTDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
  'PROTOCOL_CONNECTION_LOST',
  'PROTOCOL_SEQUENCE_TIMEOUT',
  'PROTOCOL_ENQUEUE_AFTER_FATAL_ERROR',
  'POOL_ACQUIRE_TIMEOUT',
  'ER_CON_COUNT_ERROR',
  'ER_TOO_MANY_USER_CONNECTIONS',
  'ER_SERVER_SHUTDOWN',
  'ER_QUERY_INTERRUPTED',
  'SQLITE_BUSY',
]);

/** mysql2's message when its pool was closed under a request (the instance is stopping). */
const POOL_CLOSED = /^Pool is closed\.?$/;

/** Seconds a client waits before trying again: long enough for a failover, short enough to feel brief. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Whether the error, or what it wraps (TypeORM's driverError, a cause, an AggregateError's errors), is one of them. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (depth > 4 || typeof error !== 'object' || error === null) return false;
  const candidate = error as { code?: unknown; message?: unknown; driverError?: unknown; cause?: unknown; errors?: unknown };
  if (typeof candidate.code === 'string' && UNAVAILABLE_CODES.has(candidate.code)) return true;
  if (typeof candidate.message === 'string' && POOL_CLOSED.test(candidate.message)) return true;
  const wrapped = [candidate.driverError, candidate.cause, ...(Array.isArray(candidate.errors) ? candidate.errors : [])];
  return wrapped.some((inner) => inner !== error && isDatabaseUnavailable(inner, depth + 1));
}
