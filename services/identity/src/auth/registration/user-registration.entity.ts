import { Column, CreateDateColumn, Entity, JoinColumn, OneToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { User } from '../../users/user.entity';
import { SIGN_UP_VARIANTS, type SignUpVariant } from './sign-up-variant';

/** How an account was signed up (POST /v1/users): which page, the marketing lead and the application. */
@Entity('user_registrations')
export class UserRegistration {
  @PrimaryGeneratedColumn()
  id: number;

  /** One record per account: the one-to-one join column is unique. */
  @Column({ type: 'int' })
  userId: number;

  @OneToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user: Relation<User>;

  @Column({ type: 'simple-enum', enum: SIGN_UP_VARIANTS })
  variant: SignUpVariant;

  /** The /register page's `lead` query value, as given (at most 255 characters). */
  @Column({ type: 'varchar', length: 255, nullable: true })
  lead: string | null;

  /** The client_id of the site application the person signed up from. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  clientId: string | null;

  @CreateDateColumn({ type: 'datetime' })
  createdAt: Date;
}
