import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { User } from '../../users/user.entity';

/** One security event: who did it (actor), to whom (subject), from where, and what else matters. */
@Entity('audit_logs')
export class AuditLog {
  @PrimaryGeneratedColumn()
  id: number;

  @Index()
  @Column({ type: 'varchar', length: 64 })
  event: string;

  @Column({ type: 'int', nullable: true })
  actorId: number | null;

  @ManyToOne(() => User, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'actor_id' })
  actor: Relation<User> | null;

  @Column({ type: 'int', nullable: true })
  subjectId: number | null;

  @ManyToOne(() => User, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'subject_id' })
  subject: Relation<User> | null;

  @Column({ type: 'varchar', length: 45, nullable: true })
  ip: string | null;

  /** Event-specific facts (never a password, token or cookie). */
  @Column({ type: 'simple-json', nullable: true })
  details: Record<string, unknown> | null;

  @Index()
  @CreateDateColumn({ type: 'datetime' })
  createdAt: Date;
}
