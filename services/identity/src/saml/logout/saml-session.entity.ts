import { Column, Entity, Index, JoinColumn, OneToOne, PrimaryColumn, type Relation } from 'typeorm';
import { BrowserSession } from '../../auth/sessions/browser-session.entity';

/**
 * What single logout needs of a session that a SAML assertion opened: the domain, and the NameID
 * and SessionIndex the provider asserted (a LogoutRequest names them). It goes with the session.
 */
@Entity('saml_sessions')
@Index(['enterpriseDomainId', 'nameId'])
export class SamlSession {
  @PrimaryColumn({ type: 'int' })
  browserSessionId: number;

  @OneToOne(() => BrowserSession, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'browser_session_id' })
  browserSession: Relation<BrowserSession>;

  @Column({ type: 'int' })
  enterpriseDomainId: number;

  @Column({ type: 'varchar', length: 255 })
  nameId: string;

  @Column({ type: 'varchar', length: 255, nullable: true })
  nameIdFormat: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  sessionIndex: string | null;
}
