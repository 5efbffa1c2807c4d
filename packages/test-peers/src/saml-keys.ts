// The test-only key pairs of the SAML identity provider and of an attacker (saml-keys/README.md).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export type SamlKeyFile = 'idp-cert.pem' | 'idp-key.pem' | 'attacker-cert.pem' | 'attacker-key.pem';

/** The PEM text of one of the test keys. */
export function samlKeyPem(file: SamlKeyFile): string {
  return readFileSync(join(__dirname, '..', 'saml-keys', file), 'utf8');
}
