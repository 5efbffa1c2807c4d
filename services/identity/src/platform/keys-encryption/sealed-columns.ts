import type { EntityTarget, ObjectLiteral } from 'typeorm';

/** Each sealed value's purpose, authenticated with it: a value copied to another column does not open. */
export const SEALED = {
  jwtPrivateKey: 'signing_keys.private_jwk',
  samlPrivateKey: 'saml_signing_keys.private_key_pem',
  webhookSecret: 'site_applications.webhook_secret',
  totpSecret: 'totp_factors.secret',
} as const;

export interface SealedColumn {
  entity: EntityTarget<ObjectLiteral>;
  property: string;
  purpose: string;
}

/**
 * The injection token of every column the service seals with KEYS_ENCRYPTION_KEY, listed by the
 * composition root (src/sealed-columns.ts) from the modules that own them (docs/adr/0239).
 */
export const SEALED_COLUMNS = Symbol('SEALED_COLUMNS');
