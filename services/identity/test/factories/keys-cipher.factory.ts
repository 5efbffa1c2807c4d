import { KeysCipher } from '../../src/platform/keys-encryption/keys-cipher';

/** The cipher of keys at rest in unit tests: a fixed key, as KEYS_ENCRYPTION_KEY would give. */
export function keysCipherFactory(): KeysCipher {
  return new KeysCipher('the keys encryption key of the unit tests');
}
