import { Column, Entity, PrimaryColumn } from 'typeorm';

export type SamlRequestPurpose = 'login' | 'logout';

/**
 * A request we sent (AuthnRequest or LogoutRequest), kept in the database so that any instance can check the response's
 * InResponseTo, and claimed once. It also holds the hand-off (clientId, return, seq) that the
 * browser's RelayState refers to, so nothing the browser carries can change it.
 */
@Entity('saml_requests')
export class SamlRequest {
  /** The request's ID attribute, also its RelayState. */
  @PrimaryColumn({ type: 'varchar', length: 64 })
  id: string;

  @Column({ type: 'int' })
  enterpriseDomainId: number;

  /** An AuthnRequest ('login') or a LogoutRequest ('logout'): an answer to one never settles the other. */
  @Column({ type: 'varchar', length: 8, default: 'login' })
  purpose: SamlRequestPurpose;

  @Column({ type: 'varchar', length: 100, nullable: true })
  clientId: string | null;

  @Column({ type: 'varchar', length: 2048, nullable: true })
  returnTo: string | null;

  @Column({ type: 'varchar', length: 256, nullable: true })
  seq: string | null;

  /** The application's hand-off state (ADR 0234), kept here like clientId, return and seq. */
  @Column({ type: 'varchar', length: 128, nullable: true })
  state: string | null;

  /** The OpenID Connect interaction the sign-in finishes (issue 28); null when the portal started it alone. */
  @Column({ type: 'varchar', length: 128, nullable: true })
  interaction: string | null;

  /** SHA-256 of the browser binding cookie of an AuthnRequest (browser-binding.ts); null for a LogoutRequest. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  browserBindingHash: string | null;

  /** The request's IssueInstant as the library wrote it (ISO 8601). */
  @Column({ type: 'varchar', length: 40 })
  issuedAt: string;

  @Column({ type: 'datetime' })
  expiresAt: Date;
}
