// Opens a value the identity service sealed at rest (its private keys: ADR 0239, KeysCipher in
// services/identity/src/platform/keys-encryption): `enc:v1:<key id>:<base64url of iv, ciphertext,
// tag>`, AES-256-GCM under a key derived from KEYS_ENCRYPTION_KEY with HKDF-SHA256, the column
// ("table.column") as associated data. The bare baselines read the service's signing key this way;
// a value without the prefix is in plain text (what older versions stored).
import { createDecipheriv, hkdfSync } from 'node:crypto';

const PREFIX = 'enc:v1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;

const derive = (secret: string, label: string, length: number) =>
  Buffer.from(hkdfSync('sha256', Buffer.from(secret, 'utf8'), Buffer.alloc(0), `weather-identity keys-encryption ${label}`, length));

/** The plain value of `stored`, sealed for `purpose` (e.g. 'signing_keys.private_jwk') with `secret`. */
export function openSealedValue(stored: string, purpose: string, secret: string): string {
  if (!stored.startsWith(PREFIX)) return stored;
  const [keyId, payload] = stored.slice(PREFIX.length).split(':');
  if (keyId !== derive(secret, 'key id', 4).toString('hex') || !payload) throw new Error(`${purpose} was sealed with key ${keyId ?? '?'}, not the bench's KEYS_ENCRYPTION_KEY`);
  const sealed = Buffer.from(payload, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', derive(secret, 'aes-256-gcm', 32), sealed.subarray(0, IV_BYTES), { authTagLength: TAG_BYTES });
  decipher.setAAD(Buffer.from(purpose, 'utf8'));
  decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
  return Buffer.concat([decipher.update(sealed.subarray(IV_BYTES, sealed.length - TAG_BYTES)), decipher.final()]).toString('utf8');
}
