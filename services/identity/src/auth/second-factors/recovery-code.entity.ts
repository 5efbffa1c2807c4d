import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { User } from '../../users/user.entity';

/** One of a user's ten single-use recovery codes; only a hash is kept, and a used code stays used. */
@Entity('recovery_codes')
export class RecoveryCode {
  @PrimaryGeneratedColumn()
  id: number;

  @Index()
  @Column({ type: 'int' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user: Relation<User>;

  /** Hex SHA-256 (or HMAC) of the normalized code. */
  @Column({ type: 'varchar', length: 64 })
  codeHash: string;

  @Column({ type: 'datetime', nullable: true })
  usedAt: Date | null;

  @Column({ type: 'datetime' })
  createdAt: Date;
}
