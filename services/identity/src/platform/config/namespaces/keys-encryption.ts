import { type ConfigOf, group, variable } from '../config-schema';
import { secretKey } from '../parsers';

/** The keys that seal private keys and webhook secrets at rest (docs/adr/0239): 32+ characters, from which the AES key is derived. */
export const keysEncryptionSchema = group({
  /**
   * KEYS_ENCRYPTION_KEY; required in production, by the server and the CLI alike. Null elsewhere
   * means a random key kept in DATA_DIR/keys-encryption.key.
   */
  key: variable('KEYS_ENCRYPTION_KEY', secretKey, {
    default: null,
    secret: true,
    requiredInProduction: { because: 'private keys and webhook secrets are encrypted with it; every instance must share it', commandsToo: true },
  }),
  /** KEYS_ENCRYPTION_PREVIOUS_KEY: during a rotation, values sealed by it are still read. */
  previousKey: variable('KEYS_ENCRYPTION_PREVIOUS_KEY', secretKey, { default: null, secret: true }),
});
export type KeysEncryptionConfig = ConfigOf<typeof keysEncryptionSchema>;
