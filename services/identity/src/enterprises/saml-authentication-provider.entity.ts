import { Column, Entity, JoinColumn, OneToOne, PrimaryGeneratedColumn, type Relation, UpdateDateColumn } from 'typeorm';

/** The identity provider that signs in the users of one enterprise domain over SAML. */
@Entity('saml_authentication_providers')
export class SamlAuthenticationProvider {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int', unique: true })
  enterpriseDomainId: number;

  /**
   * The owning side of EnterpriseDomain.samlAuthenticationProvider. Named by string and typed by its key
   * only: the domain entity imports this one, and importing it back would make a circle.
   */
  @OneToOne('EnterpriseDomain', 'samlAuthenticationProvider', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'enterprise_domain_id' })
  enterpriseDomain: Relation<{ id: number }>;

  @Column({ type: 'varchar', length: 1024 })
  providerIssuer: string;

  @Column({ type: 'varchar', length: 2048 })
  signonServiceUrl: string;

  @Column({ type: 'varchar', length: 2048, nullable: true })
  logoutServiceUrl: string | null;

  /** PEM or base64 X.509 certificate that signs the provider's assertions. */
  @Column({ type: 'text' })
  providerCertificate: string;

  /** Force SAML Login Only: the domain's users can no longer sign in by password or code. */
  @Column({ type: 'boolean', default: false })
  isForced: boolean;

  /** Accept RSA-SHA1 signatures and SHA-1 digests from this provider: an opt-in for old providers (ADR 0235). */
  @Column({ type: 'boolean', default: false })
  allowSha1Signatures: boolean;

  @UpdateDateColumn({ type: 'datetime' })
  updatedAt: Date;
}
