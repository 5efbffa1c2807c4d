import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation, Unique } from 'typeorm';
import { User } from '../user.entity';
import { Eula } from './eula.entity';

/** A user accepted a EULA version at a moment (the embedded sign-up records it). */
@Entity('eula_acceptances')
@Unique(['userId', 'eulaId'])
export class EulaAcceptance {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user: Relation<User>;

  @Column({ type: 'int' })
  eulaId: number;

  @ManyToOne(() => Eula, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'eula_id' })
  eula: Relation<Eula>;

  @Column({ type: 'datetime' })
  acceptedAt: Date;
}
