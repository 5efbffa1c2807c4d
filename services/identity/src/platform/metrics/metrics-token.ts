import { createHash, timingSafeEqual } from 'node:crypto';

/** The challenge of a 401 at GET /metrics. */
export const METRICS_CHALLENGE = 'Bearer realm="metrics"';

function digest(value: string): Buffer {
  return createHash('sha256').update(value, 'utf8').digest();
}

/**
 * Whether an Authorization header carries the metrics token. Both sides are hashed first, so the
 * comparison is constant-time whatever the lengths, and timing tells nothing of the token.
 */
export function carriesMetricsToken(authorization: string | undefined, token: string): boolean {
  const match = /^Bearer[ ]+(\S+)[ ]*$/i.exec(authorization ?? '');
  // A missing header is still compared, against nothing, so it takes the same time as a wrong one.
  return timingSafeEqual(digest(match?.[1] ?? ''), digest(token)) && match !== null;
}
