import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { CookieSerializeOptions } from '@fastify/cookie';

/**
 * Binds an AuthnRequest to the browser that started it (ADR 0235), as OAuth's `state` does: a
 * random value in a cookie of that browser, only its hash stored with the request. The assertion
 * consumer accepts a response only from a browser that holds the value of the request it answers,
 * so an attacker cannot make a victim's browser post a response to the attacker's own request
 * (login CSRF).
 */
export interface BrowserBinding {
  /** The cookie's value: 256 random bits, base64url. */
  value: string;
  /** What the request keeps (SHA-256, hex). */
  hash: string;
}

/** One cookie per request, so two sign-ins started in two tabs do not undo each other. */
export function browserBindingCookieName(requestId: string): string {
  return `saml_request_${requestId}`;
}

export function browserBindingHash(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export function newBrowserBinding(): BrowserBinding {
  const value = randomBytes(32).toString('base64url');
  return { value, hash: browserBindingHash(value) };
}

/** Whether the browser's cookie is the one the request was bound to; a request without a binding binds nothing. */
export function isBoundBrowser(cookieValue: string | undefined, storedHash: string | null): boolean {
  if (cookieValue === undefined || storedHash === null) return false;
  const presented = Buffer.from(browserBindingHash(cookieValue), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return presented.length === stored.length && timingSafeEqual(presented, stored);
}

/**
 * The cookie's attributes. It is sent only to the assertion consumer (Path) for as long as the
 * request may be answered (Max-Age), and no script reads it (HttpOnly). The consumer receives a
 * cross-site POST from the identity provider's page, on which a SameSite=Lax or Strict cookie is
 * not sent: it is `SameSite=None; Secure` wherever the browser takes Secure cookies, behind https
 * and on http://localhost (a secure context). Browsers refuse SameSite=None without Secure, so on
 * another plain-http host (development only) the attribute is left out and the browser's default
 * applies, which may not send it.
 */
export function browserBindingCookieOptions(acsPath: string, secureContext: boolean, lifetimeMs: number): CookieSerializeOptions {
  return {
    path: acsPath,
    httpOnly: true,
    maxAge: Math.floor(lifetimeMs / 1000),
    ...(secureContext ? { secure: true, sameSite: 'none' as const } : {}),
  };
}

/** Where browsers accept a Secure cookie: https, and http://localhost. */
export function isSecureContext(url: URL): boolean {
  return url.protocol === 'https:' || url.hostname === 'localhost';
}
