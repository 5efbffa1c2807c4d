import type { CliCommand } from '../../platform/cli/cli-command';
import { SigningKeysService } from './signing-keys.service';

/** `rotate-signing-key`: a new JWT signing key, published now, signing after the activation delay. */
export const rotateSigningKeyCommand: CliCommand = {
  name: 'rotate-signing-key',
  usage: [''],
  summary: 'A new JWT signing key: published at once, signing after SIGNING_KEY_ACTIVATION_DELAY.',
  options: {},
  async run(_values, say, withAppContext) {
    const key = await withAppContext((context) => context.get(SigningKeysService).rotate());
    say(`New signing key ${key.kid}: published now, signs from ${key.activatesAt.toISOString()}.`);
    say('The previous keys stay published for 24 hours after that.');
    return 0;
  },
};
