import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { User } from '../../users/user.entity';

/** A user's WebAuthn credential (passkey or security key), registered with @simplewebauthn/server. */
@Entity('passkeys')
export class Passkey {
  @PrimaryGeneratedColumn()
  id: number;

  @Index()
  @Column({ type: 'int' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user: Relation<User>;

  @Column({ type: 'varchar', length: 64 })
  name: string;

  /** The credential id, base64url, as the authenticator gave it. */
  @Column({ type: 'varchar', length: 1400 })
  credentialId: string;

  /** Hex SHA-256 of credentialId: the unique lookup key (ids may be too long for an index). */
  @Column({ type: 'varchar', length: 64, unique: true })
  credentialIdHash: string;

  /** The COSE public key, base64url. */
  @Column({ type: 'text' })
  publicKey: string;

  /** The authenticator's signature counter (0 for most passkeys). */
  @Column({ type: 'bigint', default: 0, transformer: { to: (value: number) => value, from: (value: string | number) => Number(value) } })
  counter: number;

  /** Comma-separated AuthenticatorTransport values; null when not told. */
  @Column({ type: 'varchar', length: 255, nullable: true })
  transports: string | null;

  /** singleDevice or multiDevice (synced). */
  @Column({ type: 'varchar', length: 32 })
  deviceType: string;

  @Column({ type: 'boolean', default: false })
  backedUp: boolean;

  @Column({ type: 'datetime' })
  createdAt: Date;

  @Column({ type: 'datetime', nullable: true })
  lastUsedAt: Date | null;
}
