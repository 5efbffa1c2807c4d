// PKCE (RFC 7636) as a client makes it for each authorization: a random verifier and its S256
// challenge, BASE64URL(SHA-256(verifier)). The bare baseline checks the verifier the same way.
import { createHash, randomBytes } from 'node:crypto';

export interface PkcePair {
  verifier: string;
  challenge: string;
}

/** The S256 challenge of a verifier. */
export function s256Challenge(verifier: string): string {
  return createHash('sha256').update(verifier, 'ascii').digest('base64url');
}

/** A fresh verifier of 43 characters (32 random bytes, the RFC's recommendation) and its challenge. */
export function pkcePair(): PkcePair {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: s256Challenge(verifier) };
}
