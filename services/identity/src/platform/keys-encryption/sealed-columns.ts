import type { EntityTarget, ObjectLiteral } from 'typeorm';
import { SamlSigningKey } from '../../saml/sp-keys/saml-signing-key.entity';
import { SigningKey } from '../../site-applications/signing-keys/signing-key.entity';
import { SiteApplication } from '../../site-applications/catalogue/site-application.entity';

/** Each sealed value's purpose, authenticated with it: a value copied to another column does not open. */
export const SEALED = {
  jwtPrivateKey: 'signing_keys.private_jwk',
  samlPrivateKey: 'saml_signing_keys.private_key_pem',
  webhookSecret: 'site_applications.webhook_secret',
} as const;

export interface SealedColumn {
  entity: EntityTarget<ObjectLiteral>;
  property: string;
  purpose: string;
}

/**
 * Every column the service seals with KEYS_ENCRYPTION_KEY (TOTP secrets will join them): the start
 * seals their plain rows, the rotation re-seals them all (docs/adr/0239).
 */
export const SEALED_COLUMNS: readonly SealedColumn[] = [
  { entity: SigningKey, property: 'privateJwk', purpose: SEALED.jwtPrivateKey },
  { entity: SamlSigningKey, property: 'privateKeyPem', purpose: SEALED.samlPrivateKey },
  { entity: SiteApplication, property: 'webhookSecret', purpose: SEALED.webhookSecret },
];
