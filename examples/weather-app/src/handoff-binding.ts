import { randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The hand-off bound to the browser that started it (docs/integration-guide.md, ADR 0234), as OAuth's
 * `state` binds an authorization response: the sign-in link keeps a fresh random state in a cookie and
 * sends it through the portal; a token is redeemed only when the state that came back with it is the
 * cookie's. A token someone else obtained (for their own account) and planted in this browser comes
 * with no state or another one, and is never redeemed.
 */

/** A sign-in has this long to come back; the portal's page may wait for a password or a mailed code. */
export const STATE_COOKIE_MAX_AGE_S = 10 * 60;

/** After a bounce, an unsolicited token within this time means the portal dropped the state: no second bounce. */
export const BOUNCE_COOKIE_MAX_AGE_S = 60;

/** 256 random bits, base64url: 43 characters of the API's state alphabet. */
export function newState(): string {
  return randomBytes(32).toString('base64url');
}

/** True only when the state that came back is the one this browser keeps (compared in constant time). */
export function stateMatches(cookie: string | undefined, returned: string | null): boolean {
  if (!cookie || !returned) return false;
  const expected = Buffer.from(cookie);
  const given = Buffer.from(returned);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** Cookie names of one application; applications on one host share cookies across ports. */
export function bindingCookieNames(clientId: string): { state: string; bounce: string } {
  const prefix = clientId.replace(/[^A-Za-z0-9_-]/g, '_');
  return { state: `${prefix}_handoff_state`, bounce: `${prefix}_handoff_bounce` };
}

/**
 * HttpOnly, whole application (a token may land on any return path). SameSite=Lax goes with the
 * portal's GET redirect from another site; a form POST from another site needs SameSite=None; Secure
 * (see the integration guide).
 */
export function bindingCookie(name: string, value: string, maxAgeSeconds: number): string {
  return `${name}=${value}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAgeSeconds}`;
}

export function clearedCookie(name: string): string {
  return `${name}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`;
}

/**
 * The same cookie for an application shown inside another site's frame (the embedded sign-up,
 * docs/embedded-sign-up.md, ADR 1006): a SameSite=Lax cookie is neither stored nor sent there, so it
 * is SameSite=None; Secure; Partitioned (CHIPS), kept only under the framing site. Browsers take
 * Secure cookies from https and from http://localhost.
 */
export function partitionedCookie(name: string, value: string, maxAgeSeconds: number): string {
  return `${name}=${value}; Path=/; HttpOnly; SameSite=None; Secure; Partitioned; Max-Age=${maxAgeSeconds}`;
}

export function clearedPartitionedCookie(name: string): string {
  return `${name}=; Path=/; HttpOnly; SameSite=None; Secure; Partitioned; Max-Age=0`;
}
