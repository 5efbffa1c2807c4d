import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * The lease of one timer job (the DNS re-check, the housekeeping), so that it runs on one instance
 * at a time (docs/adr/0702). A row is free when `leaseUntil` is null or past; its holder renews it
 * while the job runs and frees it at the end, moving `dueAt` to the job's next run.
 */
@Entity('job_leases')
export class JobLease {
  /** The job's name, e.g. `housekeeping`. */
  @PrimaryColumn({ type: 'varchar', length: 64 })
  name: string;

  /** The instance that holds the lease (its random id), or null when free. */
  @Column({ type: 'varchar', length: 36, nullable: true })
  holder: string | null;

  @Column({ type: 'datetime', nullable: true })
  leaseUntil: Date | null;

  /** No instance starts the job before this: it ran elsewhere less than an interval ago. */
  @Column({ type: 'datetime' })
  dueAt: Date;
}
