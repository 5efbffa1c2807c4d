import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A WebAuthn challenge the server issued, single use and short-lived: registration (userId set),
 * the second step (userId set), or a username-less passkey sign-in (userId null). Redeeming deletes
 * the row; only the deleting request goes on.
 */
@Entity('webauthn_challenges')
export class WebauthnChallenge {
  @PrimaryGeneratedColumn()
  id: number;

  /** The challenge, base64url, exactly as sent in the options. */
  @Column({ type: 'varchar', length: 128, unique: true })
  challenge: string;

  /** registration, second-step or sign-in. */
  @Column({ type: 'varchar', length: 20 })
  purpose: string;

  @Column({ type: 'int', nullable: true })
  userId: number | null;

  @Column({ type: 'datetime' })
  createdAt: Date;

  @Index()
  @Column({ type: 'datetime' })
  expiresAt: Date;
}
