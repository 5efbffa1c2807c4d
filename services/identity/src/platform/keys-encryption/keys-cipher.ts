import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/** What every encrypted value starts with: the scheme's version, then the id of the key that sealed it. */
export const ENCRYPTED_PREFIX = 'enc:v1:';
const ALGORITHM = 'aes-256-gcm';
/** GCM's standard 96-bit nonce, random per value (far below the 2^32 values per key where that is a risk). */
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** A value that cannot be read with the keys given: sealed by another key, or altered. */
export class KeysEncryptionError extends Error {
  override name = 'KeysEncryptionError';
}

/** An AES key derived from a configured secret, and its short public id. */
interface WrappingKey {
  id: string;
  key: Buffer;
}

/**
 * Derives the AES-256 key with HKDF-SHA256, so any secret of 32+ characters (base64, hex, a phrase)
 * gives a uniform key; the id comes from the same secret under another label, so it names the key
 * without revealing anything about it.
 */
function wrappingKey(secret: string): WrappingKey {
  const derive = (label: string, length: number) => Buffer.from(hkdfSync('sha256', Buffer.from(secret, 'utf8'), Buffer.alloc(0), `weather-identity keys-encryption ${label}`, length));
  return { id: derive('key id', 4).toString('hex'), key: derive('aes-256-gcm', 32) };
}

/**
 * Seals the secrets the service must read back (private keys, webhook secrets) before they are
 * stored: AES-256-GCM, `enc:v1:<key id>:<base64url of iv, ciphertext and tag>`. The purpose (table
 * and column) is authenticated with each value, so a value copied to another column does not open.
 * A value without the prefix is one an older version stored in plain text: it is read as it is
 * until the start or the rotation seals it (docs/adr/0239).
 */
export class KeysCipher {
  private readonly current: WrappingKey;
  private readonly byId: Map<string, WrappingKey>;

  /** `secret` seals and opens; `previousSecret`, during a rotation, only opens. */
  constructor(secret: string, previousSecret: string | null = null) {
    this.current = wrappingKey(secret);
    const keys = [this.current, ...(previousSecret === null ? [] : [wrappingKey(previousSecret)])];
    this.byId = new Map(keys.map((key) => [key.id, key]));
  }

  /** The id of the key that seals, as it appears in every value it sealed. */
  get keyId(): string {
    return this.current.id;
  }

  encrypt(plain: string, purpose: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv(ALGORITHM, this.current.key, iv, { authTagLength: TAG_BYTES });
    cipher.setAAD(Buffer.from(purpose, 'utf8'));
    const sealed = Buffer.concat([iv, cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]);
    return `${ENCRYPTED_PREFIX}${this.current.id}:${sealed.toString('base64url')}`;
  }

  decrypt(stored: string, purpose: string): string {
    if (!isEncrypted(stored)) return stored;
    const [keyId, payload] = stored.slice(ENCRYPTED_PREFIX.length).split(':');
    const key = this.byId.get(keyId ?? '');
    if (!key || !payload) throw new KeysEncryptionError(`${purpose} was sealed with key ${keyId ?? '?'}, which is neither KEYS_ENCRYPTION_KEY nor KEYS_ENCRYPTION_PREVIOUS_KEY`);
    const sealed = Buffer.from(payload, 'base64url');
    try {
      const decipher = createDecipheriv(ALGORITHM, key.key, sealed.subarray(0, IV_BYTES), { authTagLength: TAG_BYTES });
      decipher.setAAD(Buffer.from(purpose, 'utf8'));
      decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
      return Buffer.concat([decipher.update(sealed.subarray(IV_BYTES, sealed.length - TAG_BYTES)), decipher.final()]).toString('utf8');
    } catch {
      throw new KeysEncryptionError(`${purpose} does not open with key ${keyId}: it was altered or belongs to another column`);
    }
  }

  /** True when the value is in plain text or sealed by a key other than the current one. */
  needsSealing(stored: string): boolean {
    return !stored.startsWith(`${ENCRYPTED_PREFIX}${this.current.id}:`);
  }
}

export function isEncrypted(stored: string): boolean {
  return stored.startsWith(ENCRYPTED_PREFIX);
}
