import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { User } from '../../users/user.entity';

/**
 * An authenticator app (RFC 6238 TOTP) of a user. The secret is sealed with KEYS_ENCRYPTION_KEY
 * (docs/adr/0239); a factor counts only once a first code has confirmed it. lastUsedStep is the
 * 30-second step of the last accepted code: a code of that step or an earlier one is a replay.
 */
@Entity('totp_factors')
export class TotpFactor {
  @PrimaryGeneratedColumn()
  id: number;

  @Index()
  @Column({ type: 'int' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user: Relation<User>;

  /** The person's own name for it ("Phone"). */
  @Column({ type: 'varchar', length: 64 })
  name: string;

  /** The base32 secret, sealed (never stored or logged in plain text). */
  @Column({ type: 'varchar', length: 255 })
  secret: string;

  /** Null while the enrolment waits for its first code: such a factor is no factor yet. */
  @Column({ type: 'datetime', nullable: true })
  confirmedAt: Date | null;

  @Column({ type: 'int', nullable: true })
  lastUsedStep: number | null;

  @Column({ type: 'datetime' })
  createdAt: Date;

  @Column({ type: 'datetime', nullable: true })
  lastUsedAt: Date | null;
}
