import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { BrowserSession } from '../../auth/sessions/browser-session.entity';
import { SiteApplication } from '../catalogue/site-application.entity';
import { User } from '../../users/user.entity';

/**
 * A session token handed to one application (GET /v1/users/me/session), redeemed once by its server.
 * Only the SHA-256 is stored. It dies with the browser session it was issued from, so a sign-out
 * within its minute of life also voids it.
 */
@Entity('handoff_tokens')
export class HandoffToken {
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

  @Column({ type: 'int' })
  siteApplicationId: number;

  @ManyToOne(() => SiteApplication, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'site_application_id' })
  siteApplication: Relation<SiteApplication>;

  @Index()
  @Column({ type: 'int' })
  sessionId: number;

  @ManyToOne(() => BrowserSession, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'session_id' })
  session: Relation<BrowserSession>;

  @Column({ type: 'datetime' })
  createdAt: Date;

  @Index()
  @Column({ type: 'datetime' })
  expiresAt: Date;

  /**
   * The application's state the hand-off was asked for with (ADR 0234): the redemption must name the
   * same one, so a token taken to another browser, whose cookie holds another state, is refused.
   */
  @Column({ type: 'varchar', length: 128, nullable: true })
  state: string | null;

  /** Set by the one redemption that wins; a later attempt is a replay. */
  @Column({ type: 'datetime', nullable: true })
  usedAt: Date | null;
}
