import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { User } from '../../users/user.entity';

export const USER_TOKEN_PURPOSES = ['RESET', 'INVITE'] as const;
export type UserTokenPurpose = (typeof USER_TOKEN_PURPOSES)[number];

/**
 * A mailed link's token (/verify/{token}): an invitation or a password reset. Only its SHA-256 is
 * stored (256 random bits need no slow hash); it is used once and expires.
 */
@Entity('user_tokens')
export class UserToken {
  @PrimaryGeneratedColumn()
  id: number;

  /** Hex SHA-256 of the token. */
  @Column({ type: 'varchar', length: 64, unique: true })
  tokenHash: string;

  @Index()
  @Column({ type: 'int' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user: Relation<User>;

  @Column({ type: 'simple-enum', enum: USER_TOKEN_PURPOSES })
  purpose: UserTokenPurpose;

  @Column({ type: 'datetime' })
  createdAt: Date;

  @Column({ type: 'datetime' })
  expiresAt: Date;

  /** When the password was set with it; a used token answers "no longer valid". */
  @Column({ type: 'datetime', nullable: true })
  usedAt: Date | null;
}
