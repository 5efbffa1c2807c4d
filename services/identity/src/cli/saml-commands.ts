import { parseArgs } from 'node:util';
import { SamlSigningKeysService } from '../saml/sp-keys/saml-signing-keys.service';
import { withAppContext } from './hand-off-commands';

export const SAML_USAGE = ['       npm run identity -- rotate-saml-signing-key [--now]'];

/**
 * `rotate-saml-signing-key [--now]`: a new key of the SAML service provider. Its certificate is in
 * every domain's metadata at once and it signs after 24 hours (`--now`: at once, for a leaked key;
 * providers that were given the certificate by hand then refuse our requests until they have it).
 */
export async function rotateSamlSigningKey(args: string[], say: (line: string) => void): Promise<number> {
  const { values } = parseArgs({ args, options: { now: { type: 'boolean' } } });
  const key = await withAppContext((context) => context.get(SamlSigningKeysService).rotate(values.now ? 0 : undefined));
  say(`New SAML signing certificate, in every domain's metadata now; it signs from ${key.activatesAt.toISOString()}:`);
  say(key.certificatePem.trim());
  return 0;
}
