import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';

/** The users table, named rather than imported: users/ sits above platform. Only its foreign keys matter here. */
const USERS_TABLE = 'users';

/**
 * One security event: who did it (actor), to whom (subject), from where, and what else matters.
 * The (column, id) indexes serve the audit viewer's filters, each paged newest first by id
 * (docs/adr/1002-audit-viewer.md).
 */
@Entity('audit_logs')
@Index('IDX_audit_logs_enterprise_id', ['enterpriseId', 'id'])
@Index('IDX_audit_logs_actor_id', ['actorId', 'id'])
@Index('IDX_audit_logs_subject_id', ['subjectId', 'id'])
@Index('IDX_audit_logs_event', ['event', 'id'])
@Index('IDX_audit_logs_ip', ['ip', 'id'])
export class AuditLog {
  @PrimaryGeneratedColumn()
  id: number;

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

  /**
   * The enterprise the row belongs to, fixed when it is written: the one the event names
   * (details.enterpriseId, or the enterprise of details.domainId), else the subject's at that moment.
   * An enterprise administrator sees only these rows of their enterprise. No foreign key: the rows
   * outlive the enterprise, as they outlive their users.
   */
  @Column({ type: 'int', nullable: true })
  enterpriseId: number | null;

  /** Event-specific facts (never a password, token or cookie). */
  @Column({ type: 'simple-json', nullable: true })
  details: Record<string, unknown> | null;

  @Index()
  @CreateDateColumn({ type: 'datetime' })
  createdAt: Date;
}
