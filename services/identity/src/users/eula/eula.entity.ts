import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * Terms of use shown by one application's sign-up (SPEC §3 EULA). A new version is a new row, so
 * every acceptance keeps pointing at the text the person actually accepted.
 */
@Entity('eulas')
@Index(['applicationKey', 'publishedAt'])
export class Eula {
  @PrimaryGeneratedColumn()
  id: number;

  /** Which sign-up shows it; "collaborate" is the embedded collaboration sign-up. */
  @Column({ type: 'varchar', length: 64 })
  applicationKey: string;

  @Column({ type: 'text' })
  content: string;

  @Column({ type: 'datetime' })
  publishedAt: Date;
}
