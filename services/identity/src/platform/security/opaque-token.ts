import { createHash, randomBytes } from 'node:crypto';

/**
 * 256 random bits, URL-safe: the secret a browser or a mailed link carries (session cookie ids,
 * reset and invite tokens).
 */
export function generateOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of such a token: its SHA-256, in hex (256 random bits need no slow hash). */
export function hashOpaqueToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
