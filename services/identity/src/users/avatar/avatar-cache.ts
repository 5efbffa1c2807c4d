/**
 * Caching of GET /v1/users/me/avatar. The image is the caller's own (private: no shared cache keeps
 * it). Asked for with the current stamp, the URL names one image forever, so the browser keeps it a
 * year without asking; any other URL revalidates with the ETag and gets 304 while nothing changed.
 */
export const AVATAR_MAX_AGE_SECONDS = 365 * 24 * 3600;

export function avatarEtag(version: string): string {
  return `"avatar-${version}"`;
}

export function avatarCacheHeaders(version: string, stamp: string | undefined): Record<string, string> {
  return {
    ETag: avatarEtag(version),
    'Cache-Control': stamp === version ? `private, max-age=${AVATAR_MAX_AGE_SECONDS}, immutable` : 'private, no-cache',
  };
}

/** If-None-Match lists the current ETag (or is `*`, which any existing image matches). */
export function isFresh(ifNoneMatch: string | undefined, version: string): boolean {
  if (!ifNoneMatch) return false;
  const tags = ifNoneMatch.split(',').map((tag) => tag.trim().replace(/^W\//, ''));
  return tags.includes('*') || tags.includes(avatarEtag(version));
}
