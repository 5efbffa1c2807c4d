import type { CliCommand } from '../cli/cli-command';
import { commandConfig } from '../cli/command-config';
import { KeysAtRestService } from './keys-at-rest.service';
import { KeysCipher } from './keys-cipher';

/**
 * `rotate-keys-encryption-key`: re-seals every private key and webhook secret with KEYS_ENCRYPTION_KEY
 * (the new key), opening the current values with KEYS_ENCRYPTION_PREVIOUS_KEY (the old one). Both
 * come from the environment, as for the server, so neither appears in the process list or the
 * shell's history (docs/adr/0239).
 */
export const rotateKeysEncryptionKeyCommand: CliCommand = {
  name: 'rotate-keys-encryption-key',
  usage: [''],
  summary:
    'Re-encrypts every private key and webhook secret with KEYS_ENCRYPTION_KEY (the new key), reading them with KEYS_ENCRYPTION_PREVIOUS_KEY (the old key); both from the environment.',
  options: {},
  async run(_values, say, withAppContext) {
    const config = commandConfig();
    if (config.keysEncryption.previousKey === null) {
      console.error('KEYS_ENCRYPTION_PREVIOUS_KEY must be set to the key the values are encrypted with now, and KEYS_ENCRYPTION_KEY to the new one.');
      return 1;
    }
    const { report, keyId } = await withAppContext(
      async (context) => ({ report: await context.get(KeysAtRestService).resealAll(), keyId: context.get(KeysCipher).keyId }),
      config,
    );
    say(`Re-encrypted ${report.sealed} private keys and webhook secrets with key ${keyId} (${report.unchanged} already were).`);
    if (report.unreadable.length === 0) {
      say('KEYS_ENCRYPTION_PREVIOUS_KEY is no longer needed.');
      return 0;
    }
    console.error(`Neither key opens ${report.unreadable.join(', ')}: left as they are.`);
    return 1;
  },
};
