const origin = 'http://application.invalid';

/**
 * A path on this application only: one leading `/`, nothing that a browser would read as another
 * host (`//`, `/\`), no control characters. Anything else lands on the home page.
 */
export function localPath(value: string | null | undefined, fallback = '/'): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  if ([...value].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f || c === '\\')) return fallback;
  let resolved: URL;
  try {
    resolved = new URL(value, origin);
  } catch {
    return fallback;
  }
  if (resolved.origin !== origin) return fallback;
  return `${resolved.pathname}${resolved.search}${resolved.hash}`;
}
