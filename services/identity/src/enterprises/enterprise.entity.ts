import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/**
 * An organisation whose administrators manage its email domains, users and single sign-on. Its
 * domains point to it (EnterpriseDomain.enterprise); it keeps no list of them, so it imports no other entity.
 */
@Entity('enterprises')
export class Enterprise {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  /** Its users must sign in with a second factor; one without is taken through enrolment (issue 29). */
  @Column({ type: 'boolean', default: false })
  requireSecondFactor: boolean;

  @CreateDateColumn({ type: 'datetime' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'datetime' })
  updatedAt: Date;
}
