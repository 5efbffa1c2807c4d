import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';

/** The users table, named rather than imported: users/ sits above platform. Only its foreign keys matter here. */
const USERS_TABLE = 'users';

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

  @ManyToOne(USERS_TABLE, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'actor_id' })
  actor: object | null;

  @Column({ type: 'int', nullable: true })
  subjectId: number | null;

  @ManyToOne(USERS_TABLE, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'subject_id' })
  subject: object | null;

  @Column({ type: 'varchar', length: 45, nullable: true })
  ip: string | null;

  /** Event-specific facts (never a password, token or cookie). */
  @Column({ type: 'simple-json', nullable: true })
  details: Record<string, unknown> | null;

  @Index()
  @CreateDateColumn({ type: 'datetime' })
  createdAt: Date;
}
