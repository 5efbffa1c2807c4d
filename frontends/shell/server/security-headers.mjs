/**
 * The portal's security headers (docs/adr/0232): a Content-Security-Policy on every page, framing
 * refused everywhere except /embeddedregister for the sites named in PORTAL_FRAME_ANCESTORS, and
 * HSTS when the portal is reached over https. Pure functions of the settings and the request.
 */
import { createHash } from 'node:crypto';

/** The one page another site may frame (the collaboration sign-up, docs/embedded-sign-up.md). */
export const EMBEDDABLE_PATH = '/embeddedregister';
export const HSTS = 'max-age=31536000';

/**
 * Fluent UI's run-time styles (Griffel) are <style> elements created empty and filled with
 * insertRule, which CSP does not govern: the empty element is all style-src must allow. Measured in
 * chromium by e2e/tests/framing-csp.e2e.ts; an inline style with any content stays refused.
 */
const EMPTY_INLINE_STYLE = `'sha256-${createHash('sha256').update('').digest('base64')}'`;

/** Google's documented sources for reCAPTCHA v2, loaded only with CAPTCHA_PROVIDER=recaptcha. */
const RECAPTCHA_SCRIPTS = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];
const RECAPTCHA_FRAMES = ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'];

/** The origins of the remotes' entries that are not the portal's own (a relative entry is 'self'). */
export function remoteOriginsOf(manifest) {
  const origins = new Set();
  for (const remote of Object.values(manifest ?? {})) {
    const entry = typeof remote?.entry === 'string' ? remote.entry : '';
    if (/^https?:\/\//i.test(entry)) origins.add(new URL(entry).origin);
  }
  return [...origins].sort();
}

/** The API's origin for connect-src: PORTAL_API_URL's, or the portal itself when the API is served under the portal's origin (a relative URL). */
export function apiOriginOf(apiUrl) {
  return /^https?:\/\//i.test(apiUrl) ? new URL(apiUrl).origin : "'self'";
}

/** `'sha256-…'` sources for each inline <style> of a page (index.html's base styles), so none needs 'unsafe-inline'. */
export function inlineStyleHashesOf(html) {
  return [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map(([, css]) => `'sha256-${createHash('sha256').update(css).digest('base64')}'`);
}

/**
 * The page's policy. Scripts and styles come only from the portal and the remotes' hosts; no inline
 * script; inline styles only by hash (index.html's own, and Fluent UI's empty elements). Images may
 * come from any host: the launcher shows each application's registered logo, wherever it lives.
 */
export function contentSecurityPolicy({ apiOrigin, remoteOrigins = [], frameAncestors, inlineStyleHashes = [], recaptcha = false, https = false }) {
  const self = ["'self'", ...remoteOrigins];
  const directives = [
    ['default-src', ["'self'"]],
    ['script-src', [...self, ...(recaptcha ? RECAPTCHA_SCRIPTS : [])]],
    ['style-src', [...self, ...inlineStyleHashes, EMPTY_INLINE_STYLE]],
    ['img-src', ['*', 'data:', 'blob:']],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', [...self, apiOrigin]],
    ['worker-src', ["'self'", 'blob:']],
    ['frame-src', recaptcha ? RECAPTCHA_FRAMES : ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['frame-ancestors', frameAncestors.length > 0 ? frameAncestors : ["'none'"]],
  ];
  if (https) directives.push(['upgrade-insecure-requests', []]);
  return directives.map(([name, sources]) => [name, ...new Set(sources)].join(' ')).join('; ');
}

/** Whether the request reached the portal over https: PORTAL_URL says so, or the proxy in front does. */
export function isHttps(portalUrl, headers) {
  if (portalUrl?.startsWith('https:')) return true;
  const forwarded = headers['x-forwarded-proto'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim().toLowerCase();
  return first === 'https';
}

/**
 * The framing headers of an answer: every path refuses any frame (X-Frame-Options for old browsers
 * too), except /embeddedregister, which the configured sites may frame (X-Frame-Options cannot
 * name them, so it is left out there). With no site configured, nobody may frame it either.
 */
export function framingOf(pathname, configuredAncestors) {
  const embeddable = pathname === EMBEDDABLE_PATH && configuredAncestors.length > 0;
  return embeddable ? { ancestors: configuredAncestors, xFrameOptions: null } : { ancestors: [], xFrameOptions: 'DENY' };
}
