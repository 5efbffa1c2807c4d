import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { User } from '../../users/user.entity';

/**
 * A sign-in whose first step succeeded and whose second step is pending: no session exists yet. The
 * browser holds a random id in a short-lived cookie; only its SHA-256 is stored. The row ends when
 * the second step succeeds (the session starts then) or at expiresAt.
 */
@Entity('second_step_challenges')
export class SecondStepChallenge {
  @PrimaryGeneratedColumn()
  id: number;

  /** Hex SHA-256 of the cookie's id. */
  @Column({ type: 'varchar', length: 64, unique: true })
  tokenHash: string;

  @Index()
  @Column({ type: 'int' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user: Relation<User>;

  /** The first step's SignInMethod (password, code, social:<provider>): the session's method after. */
  @Column({ type: 'varchar', length: 40 })
  signInMethod: string;

  /** The user has no factor and their enterprise requires one: the step is an enrolment. */
  @Column({ type: 'boolean', default: false })
  enrolmentRequired: boolean;

  @Column({ type: 'varchar', length: 45, nullable: true })
  ip: string | null;

  @Column({ type: 'varchar', length: 512, nullable: true })
  userAgent: string | null;

  @Column({ type: 'datetime' })
  createdAt: Date;

  @Index()
  @Column({ type: 'datetime' })
  expiresAt: Date;
}
