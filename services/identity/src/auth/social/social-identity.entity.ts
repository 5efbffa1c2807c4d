import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { User } from '../../users/user.entity';
import { SOCIAL_PROVIDERS, type SocialProvider } from './social-provider';

/** A Facebook or LinkedIn account that signs a user in, found by the provider's own id of the person. */
@Entity('social_identities')
@Index(['provider', 'subject'], { unique: true })
export class SocialIdentity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'simple-enum', enum: SOCIAL_PROVIDERS })
  provider: SocialProvider;

  @Column({ type: 'varchar', length: 255 })
  subject: string;

  @Column({ type: 'int' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user: Relation<User>;

  @CreateDateColumn({ type: 'datetime' })
  createdAt: Date;
}
