import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, OneToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { AUTHENTICATION_PROVIDER_TYPES, type AuthenticationProviderType } from '../authentication-provider-type';
import { Enterprise } from '../enterprise.entity';
import { SamlAuthenticationProvider } from '../saml-authentication-provider.entity';

/**
 * An email domain claimed by an enterprise. It is verified by a DNS TXT record `<prefix>=<txt_code>`
 * (Verifying until is_verified or is_verification_failed is set).
 */
@Entity('enterprise_domains')
export class EnterpriseDomain {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  enterpriseId: number;

  @ManyToOne(() => Enterprise, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'enterprise_id' })
  enterprise: Relation<Enterprise>;

  /** A domain belongs to one enterprise at most, so its users are claimed once. */
  @Column({ type: 'varchar', length: 253, unique: true })
  name: string;

  @Column({ type: 'varchar', length: 64 })
  txtCode: string;

  @Column({ type: 'boolean', default: false })
  isVerified: boolean;

  @Column({ type: 'boolean', default: false })
  isVerificationFailed: boolean;

  /** While Verifying, the TXT record is looked for until this time; then the domain is Failed. */
  @Column({ type: 'datetime' })
  verificationDeadline: Date;

  /** The last DNS look-up, for the administrator's and the operator's eyes. */
  @Column({ type: 'datetime', nullable: true })
  lastCheckedAt: Date | null;

  @Column({ type: 'simple-enum', enum: AUTHENTICATION_PROVIDER_TYPES, default: 'LOCAL' })
  authenticationProviderType: AuthenticationProviderType;

  @OneToOne(() => SamlAuthenticationProvider, (provider) => provider.enterpriseDomain)
  samlAuthenticationProvider: Relation<SamlAuthenticationProvider> | null;

  @CreateDateColumn({ type: 'datetime' })
  createdAt: Date;
}
