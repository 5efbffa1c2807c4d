import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A key pair that signs the JWTs of redemptions (ES256). Kept in the database so every instance
 * signs with the same key and publishes the same JWKS (docs/adr/0207).
 */
@Entity('signing_keys')
export class SigningKey {
  @PrimaryGeneratedColumn()
  id: number;

  /** The JWK `kid`, in every token's header. */
  @Column({ type: 'varchar', length: 64, unique: true })
  kid: string;

  /** The private JWK as JSON, sealed with KEYS_ENCRYPTION_KEY (docs/adr/0239). */
  @Column({ type: 'text' })
  privateJwk: string;

  /** The public JWK as JSON, as published at /.well-known/jwks.json. */
  @Column({ type: 'text' })
  publicJwk: string;

  @Column({ type: 'datetime' })
  createdAt: Date;

  /** From this moment the key signs (until a newer key activates); it is published from creation. */
  @Column({ type: 'datetime' })
  activatesAt: Date;

  /** After this moment the key is no longer published; null while no newer key has replaced it. */
  @Column({ type: 'datetime', nullable: true })
  retiresAt: Date | null;
}
