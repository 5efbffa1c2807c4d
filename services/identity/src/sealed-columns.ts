import { SEALED, type SealedColumn } from './platform/keys-encryption/sealed-columns';
import { TotpFactor } from './auth/second-factors/totp-factor.entity';
import { SamlSigningKey } from './saml/sp-keys/saml-signing-key.entity';
import { SiteApplication } from './site-applications/catalogue/site-application.entity';
import { SigningKey } from './site-applications/signing-keys/signing-key.entity';

/**
 * Every column the service seals with KEYS_ENCRYPTION_KEY, authenticator apps' secrets included (issue
 * 29): the start seals their plain rows, the rotation re-seals them all, in this order (docs/adr/0239).
 */
export const sealedColumns: readonly SealedColumn[] = [
  { entity: SigningKey, property: 'privateJwk', purpose: SEALED.jwtPrivateKey },
  { entity: SamlSigningKey, property: 'privateKeyPem', purpose: SEALED.samlPrivateKey },
  { entity: SiteApplication, property: 'webhookSecret', purpose: SEALED.webhookSecret },
  { entity: TotpFactor, property: 'secret', purpose: SEALED.totpSecret },
];
