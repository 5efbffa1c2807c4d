import type { CliCommand } from '../../platform/cli/cli-command';
import { SamlSigningKeysService } from './saml-signing-keys.service';

/**
 * `rotate-saml-signing-key [--now]`: a new key of the SAML service provider. Its certificate is in
 * every domain's metadata at once and it signs after 24 hours (`--now`: at once, for a leaked key;
 * providers that were given the certificate by hand then refuse our requests until they have it).
 */
export const rotateSamlSigningKeyCommand: CliCommand = {
  name: 'rotate-saml-signing-key',
  usage: ['[--now]'],
  summary: "A new signing key of the SAML service provider: in every domain's metadata at once, signing after 24 hours (--now: at once, for a leaked key).",
  options: { now: { type: 'boolean' } },
  async run(values, say, withAppContext) {
    const key = await withAppContext((context) => context.get(SamlSigningKeysService).rotate(values.now ? 0 : undefined));
    say(`New SAML signing certificate, in every domain's metadata now; it signs from ${key.activatesAt.toISOString()}:`);
    say(key.certificatePem.trim());
    return 0;
  },
};
