import { developmentSecret } from '../security/development-secret';
import { ConfigError } from '../config/config-error';
import type { IdentityConfig } from '../config/identity-config';
import { keysEncryptionKeyProblem } from '../config/server-requirements';
import { KeysCipher } from './keys-cipher';

/**
 * KEYS_ENCRYPTION_KEY when set (production requires it, for the server and the CLI alike, so that
 * no instance seals with a key of its own); otherwise a random key created once in
 * DATA_DIR/keys-encryption.key (0600, as the other development secrets).
 */
export function keysCipherFromConfig(config: IdentityConfig): KeysCipher {
  const problem = keysEncryptionKeyProblem(config);
  if (problem) throw new ConfigError([problem]);
  const secret = config.keysEncryption.key ?? developmentSecret(config.dataDir, 'keys-encryption.key');
  return new KeysCipher(secret, config.keysEncryption.previousKey);
}
