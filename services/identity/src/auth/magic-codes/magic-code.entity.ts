import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * The one live magic code of an address (a new code replaces the old row, so only the latest is
 * valid). Only an HMAC-SHA256 of the code is kept: 20 bits would fall to a plain hash in moments.
 */
@Entity('magic_codes')
export class MagicCode {
  @PrimaryGeneratedColumn()
  id: number;

  /** The normalized address the code was mailed to. */
  @Index()
  @Column({ type: 'varchar', length: 254 })
  email: string;

  /** Hex HMAC-SHA256 of the code under the server's key. */
  @Column({ type: 'varchar', length: 64 })
  codeHash: string;

  /** Wrong codes tried against this one; at the limit the row is deleted. */
  @Column({ type: 'int', default: 0 })
  failedAttempts: number;

  @Column({ type: 'datetime' })
  createdAt: Date;

  @Column({ type: 'datetime' })
  expiresAt: Date;
}
