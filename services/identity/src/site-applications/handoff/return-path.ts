/** The registered addresses of a site application that a return path is checked against. */
export interface RegisteredUrls {
  baseUrl: string;
  callbackUrl: string;
  postCallbackUrl: string | null;
}

/** Longer return values are refused: no real path needs more, and it bounds the work. */
export const MAX_RETURN_LENGTH = 2048;

/** Only printable ASCII: no control characters, whitespace or look-alike letters (the portal encodes). */
const PRINTABLE_ASCII = /^[\x21-\x7e]+$/;
/** A percent sign must start an escape; decoding is then safe. */
const BROKEN_ESCAPE = /%(?![0-9a-fA-F]{2})/;
/** Escaped dots, slashes, backslashes, percent signs and control characters, which hide traversal. */
const ESCAPED_SEPARATOR = /%(2e|2f|5c|25|[01][0-9a-f]|7f)/i;
const DOT_SEGMENT = /(^|\/)\.{1,2}(\/|$)/;

/**
 * Where a `return` value of GET /v1/users/me/session leads, or null when it must be refused
 * (docs/hand-off-contract.md, return path rule). A path must start with exactly one `/` and stay
 * on the base URL's origin; an absolute URL must be written exactly with the origin of the base,
 * callback or post callback URL. Anything unusual is refused rather than repaired: no backslash,
 * no control character or whitespace, no userinfo, no escaped separator or dot segment.
 */
export function resolveReturnPath(value: string, application: RegisteredUrls): URL | null {
  if (value.length > MAX_RETURN_LENGTH || !PRINTABLE_ASCII.test(value) || value.includes('\\') || BROKEN_ESCAPE.test(value)) return null;
  const base = parseHttpUrl(application.baseUrl);
  if (!base) return null;
  if (value.startsWith('/')) {
    if (value.startsWith('//')) return null;
    return sameOriginTarget(value, base.origin);
  }
  const registered = [application.baseUrl, application.callbackUrl, application.postCallbackUrl]
    .map((url) => (url === null ? null : parseHttpUrl(url)))
    .filter((url): url is URL => url !== null)
    .map((url) => url.origin);
  // The value must spell the origin exactly (so no case, port, dot or userinfo variants), then a path.
  const origin = registered.find((candidate) => value === candidate || value.startsWith(`${candidate}/`));
  if (!origin) return null;
  const rest = value.slice(origin.length) || '/';
  return sameOriginTarget(rest, origin);
}

/** The path resolved on the origin, when it is a clean path and the result keeps the origin. */
function sameOriginTarget(path: string, origin: string): URL | null {
  if (path.startsWith('//')) return null;
  const pathPart = path.split(/[?#]/, 1)[0];
  // With escaped separators refused, what a server decodes cannot add a slash, dot or control either.
  if (ESCAPED_SEPARATOR.test(pathPart) || DOT_SEGMENT.test(pathPart) || pathPart.includes('//')) return null;
  const target = new URL(path, origin);
  return target.origin === origin && target.username === '' && target.password === '' ? target : null;
}

function parseHttpUrl(text: string): URL | null {
  if (!URL.canParse(text)) return null;
  const url = new URL(text);
  return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
}
