import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * The service provider's own key pair and self-signed certificate: one per deployment, shared by
 * every domain, kept in the database like the JWT signing keys (ADR 0211) so every instance signs
 * with the same key and publishes the same certificate.
 */
@Entity('saml_signing_keys')
export class SamlSigningKey {
  @PrimaryGeneratedColumn()
  id: number;

  /** PKCS#8 PEM (RSA 2048), sealed with KEYS_ENCRYPTION_KEY (docs/adr/0239). */
  @Column({ type: 'text' })
  privateKeyPem: string;

  /** The self-signed X.509 certificate (PEM) published in every domain's metadata. */
  @Column({ type: 'text' })
  certificatePem: string;

  @Column({ type: 'datetime' })
  createdAt: Date;

  /** From this moment the key signs (until a newer key activates); it is published from creation. */
  @Column({ type: 'datetime' })
  activatesAt: Date;

  /** After this moment the certificate is no longer published; null while no newer key replaced it. */
  @Column({ type: 'datetime', nullable: true })
  retiresAt: Date | null;
}
