import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * One stored object of the OpenID Connect provider (oidc-provider's adapter, docs/adr/0801): a
 * session, an interaction, a grant, an authorization code, an access or refresh token... `kind` is
 * the provider's model name; ids are unique per kind. Rows outlive neither their expiry (the
 * adapter answers none past it) nor the hourly purge.
 */
@Entity('oidc_payloads')
@Index(['grantId'])
@Index(['uid'])
@Index(['userCode'])
@Index(['expiresAt'])
@Index(['accountId'])
@Index(['browserSessionId'])
export class OidcPayload {
  @PrimaryColumn({ type: 'varchar', length: 40 })
  kind: string;

  @PrimaryColumn({ type: 'varchar', length: 255 })
  id: string;

  /** The provider's payload as JSON. */
  @Column({ type: 'text' })
  payload: string;

  /** The grant the token belongs to: revoking a grant deletes all of its rows. */
  @Column({ type: 'varchar', length: 255, nullable: true })
  grantId: string | null;

  /** The device flow's user code (not enabled yet; kept so the adapter answers the whole interface). */
  @Column({ type: 'varchar', length: 255, nullable: true })
  userCode: string | null;

  /** A session's uid (the provider finds sessions by it). */
  @Column({ type: 'varchar', length: 255, nullable: true })
  uid: string | null;

  /** The user (uuid, the provider's accountId) of a session, grant or token: a user's rows are revoked together. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  accountId: string | null;

  /**
   * A provider session's portal session (browser_sessions.id), recorded when the provider saves the
   * session in a request that carries the portal's cookie: ending the portal session ends it
   * (docs/adr/0801). Not a foreign key: the row must be read after the portal session is gone.
   */
  @Column({ type: 'int', nullable: true })
  browserSessionId: number | null;

  /**
   * For a provider session: whether that portal session is an impersonation, recorded with
   * browserSessionId from the same portal session (its impersonator never changes). False spares the
   * portal session's read when a token's account is loaded (`act`, docs/adr/0805); null (a row saved
   * before the column) is looked up as before.
   */
  @Column({ type: 'boolean', nullable: true })
  portalImpersonation: boolean | null;

  /** Null: does not expire by itself. */
  @Column({ type: 'datetime', nullable: true })
  expiresAt: Date | null;

  /** When a single-use object (code, rotated refresh token) was used: a second use is detected by it. */
  @Column({ type: 'datetime', nullable: true })
  consumedAt: Date | null;
}
