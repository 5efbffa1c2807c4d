import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * An ALTCHA challenge whose solution was already accepted. Kept in the database until the
 * challenge expires, so no instance accepts the same solution twice.
 */
@Entity('spent_captcha_challenges')
export class SpentCaptchaChallenge {
  /** The challenge's HMAC signature (hex): unique per challenge and unforgeable. */
  @PrimaryColumn({ type: 'varchar', length: 128 })
  signature: string;

  @Index()
  @Column({ type: 'datetime' })
  expiresAt: Date;
}
