import { timingSafeEqual } from 'node:crypto';
import { hashOpaqueToken } from '../../platform/security/opaque-token';

const SHA256_HEX = /^[0-9a-f]{64}$/;

/**
 * Whether a presented client secret is the one whose SHA-256 hash the catalogue stores (the client
 * metadata's `client_secret`, see oidcClientMetadata): compared as hashes, in constant time.
 */
export function clientSecretMatches(storedHash: string | undefined, presented: string): boolean {
  if (!storedHash || !SHA256_HEX.test(storedHash)) return false;
  return timingSafeEqual(Buffer.from(storedHash, 'hex'), Buffer.from(hashOpaqueToken(presented), 'hex'));
}
