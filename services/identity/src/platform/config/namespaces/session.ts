import { type ConfigOf, group, variable } from '../config-schema';
import { duration, matching } from '../parsers';

/** RFC 6265 cookie-name characters (a "token"). */
const COOKIE_NAME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

export const sessionSchema = group(
  {
    cookieName: variable('SESSION_COOKIE_NAME', matching(COOKIE_NAME, "must be a cookie name (letters, digits and !#$%&'*+-.^_`|~)"), { default: 'wid_session' }),
    /** Absolute lifetime of a session, in seconds. */
    ttlSeconds: variable('SESSION_TTL', duration, { default: 7 * 86400 }),
    /** A session unused for this long ends, in seconds. */
    idleTimeoutSeconds: variable('SESSION_IDLE_TIMEOUT', duration, { default: 8 * 3600 }),
    /** An impersonation ends this long after it started, however much it is used (IMPERSONATION_TTL). */
    impersonationTtlSeconds: variable('IMPERSONATION_TTL', duration, { default: 60 * 60 }),
  },
  (session) =>
    session.idleTimeoutSeconds > session.ttlSeconds
      ? `SESSION_IDLE_TIMEOUT must not be longer than SESSION_TTL (got ${session.idleTimeoutSeconds}s > ${session.ttlSeconds}s)`
      : null,
);
export type SessionConfig = ConfigOf<typeof sessionSchema>;
