import { Column, Entity, PrimaryColumn } from 'typeorm';

/** An assertion already used to sign in, kept until it expires so that it cannot be replayed. */
@Entity('spent_saml_assertions')
export class SpentSamlAssertion {
  /** SHA-256 (hex) of the issuer and the assertion's ID: IDs are unique per issuer only. */
  @PrimaryColumn({ type: 'varchar', length: 64 })
  id: string;

  @Column({ type: 'datetime' })
  expiresAt: Date;
}
