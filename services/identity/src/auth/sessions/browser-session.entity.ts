import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { User } from '../../users/user.entity';
import type { SignInMethod } from './sign-in-method';

/**
 * A signed-in browser. The cookie holds a random id; only its SHA-256 is stored, so a copy of the
 * database cannot be used to sign in. A row per session lets sign-out, force logout and disabling a
 * user end sessions at once on every instance.
 */
@Entity('browser_sessions')
export class BrowserSession {
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

  /** The administrator who opened this session as the user (impersonation); null otherwise. */
  @Column({ type: 'int', nullable: true })
  impersonatorId: number | null;

  @ManyToOne(() => User, { nullable: true, onDelete: 'CASCADE' })
  @JoinColumn({ name: 'impersonator_id' })
  impersonator: Relation<User> | null;

  /**
   * The administrator's own session the impersonation was opened from: ending it (sign-out, sign-out
   * everywhere, password change, force logout) ends the impersonation with it (ADR 0237).
   */
  @Index()
  @Column({ type: 'int', nullable: true })
  impersonatorSessionId: number | null;

  @ManyToOne(() => BrowserSession, { nullable: true, onDelete: 'CASCADE' })
  @JoinColumn({ name: 'impersonator_session_id' })
  impersonatorSession: Relation<BrowserSession> | null;

  /**
   * How the session was signed in (SignInMethod: password, code, saml, social:<provider>,
   * impersonation), the OpenID Connect ID token's `amr`; null for sessions older than the column.
   */
  @Column({ type: 'varchar', length: 40, nullable: true })
  signInMethod: SignInMethod | null;

  @Column({ type: 'datetime' })
  createdAt: Date;

  @Column({ type: 'datetime' })
  lastSeenAt: Date;

  /**
   * When the person last proved it is them again in this session (the current password or a fresh
   * emailed code): changing second factors needs a recent one (issue 29).
   */
  @Column({ type: 'datetime', nullable: true })
  reauthenticatedAt: Date | null;

  /** The absolute end; the idle end is lastSeenAt plus SESSION_IDLE_TIMEOUT. */
  @Index()
  @Column({ type: 'datetime' })
  expiresAt: Date;

  @Column({ type: 'varchar', length: 45, nullable: true })
  ip: string | null;

  @Column({ type: 'varchar', length: 512, nullable: true })
  userAgent: string | null;
}
