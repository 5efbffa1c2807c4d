import { randomUUID } from 'node:crypto';
import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { Clock } from '../clock';
import { InjectConfig } from '../config/config.module';
import type { IdentityConfig } from '../config/identity-config';
import { JobLease } from './job-lease.entity';

/**
 * A job started within this share of its interval after its last start is not due yet: every
 * instance's timer fires once per interval, a little early or late, and only one of them must run it.
 */
const DUE_AFTER_SHARE = 0.9;

/**
 * Timer jobs run once across instances (docs/adr/0702): an instance runs a job only if it takes the
 * job's lease row, which works with a conditional UPDATE on both engines (no Redis needed). The lease
 * is renewed while the job runs and given back at its end, when the job also becomes due again
 * `interval` later; an instance that dies holding it loses it after TIMER_LEASE_TTL.
 */
@Injectable()
export class JobLeases implements OnModuleDestroy {
  private readonly logger = new Logger(JobLeases.name);
  /** This process's name on its leases. */
  readonly holder = randomUUID();
  private readonly running = new Set<Promise<void>>();

  constructor(
    @InjectRepository(JobLease) private readonly leases: Repository<JobLease>,
    private readonly clock: Clock,
    @InjectConfig() private readonly config: IdentityConfig,
  ) {}

  /**
   * Runs `work` here when this instance takes the lease of `job` and the job is due; answers whether
   * it ran. A failure of `work` is thrown after the lease is given back.
   */
  async runIfDue(job: string, intervalMs: number, work: () => Promise<void>): Promise<boolean> {
    const startedAt = this.clock.now();
    if (!(await this.take(job, startedAt))) return false;
    const renewal = setInterval(() => void this.renew(job), Math.max(1, Math.floor(this.config.instances.timerLeaseMs / 3)));
    renewal.unref();
    const run = (async () => {
      try {
        await work();
      } finally {
        clearInterval(renewal);
        await this.release(job, new Date(startedAt.getTime() + intervalMs * DUE_AFTER_SHARE));
      }
    })();
    this.running.add(run);
    try {
      await run;
    } finally {
      this.running.delete(run);
    }
    return true;
  }

  /** At shutdown: lets the jobs under way end, then gives back any lease still held, so another instance need not wait for it to expire. */
  async onModuleDestroy(): Promise<void> {
    await Promise.allSettled([...this.running]);
    await this.leases.update({ holder: this.holder }, { holder: null, leaseUntil: null }).catch((error: unknown) => {
      this.logger.warn(`Could not give back the timer leases: ${error instanceof Error ? error.message : String(error)}`);
    });
  }

  private async take(job: string, now: Date): Promise<boolean> {
    // The row of a job that never ran; a concurrent insert by another instance is ignored.
    await this.leases.createQueryBuilder().insert().into(JobLease).values({ name: job, holder: null, leaseUntil: null, dueAt: now }).orIgnore().execute();
    const taken = await this.leases
      .createQueryBuilder()
      .update(JobLease)
      .set({ holder: this.holder, leaseUntil: this.expiry(now) })
      .where('name = :job', { job })
      .andWhere('(lease_until IS NULL OR lease_until <= :now)', { now })
      .andWhere('due_at <= :now', { now })
      .execute();
    return taken.affected === 1;
  }

  private async renew(job: string): Promise<void> {
    try {
      const renewed = await this.leases.update({ name: job, holder: this.holder }, { leaseUntil: this.expiry(this.clock.now()) });
      if (renewed.affected !== 1) this.logger.warn(`The lease of ${job} was lost while it ran (it outlived TIMER_LEASE_TTL unrenewed)`);
    } catch (error) {
      // The next renewal tries again; until the lease expires, no other instance starts the job.
      this.logger.warn(`Could not renew the lease of ${job}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  private async release(job: string, dueAt: Date): Promise<void> {
    await this.leases.update({ name: job, holder: this.holder }, { holder: null, leaseUntil: null, dueAt });
  }

  private expiry(now: Date): Date {
    return new Date(now.getTime() + this.config.instances.timerLeaseMs);
  }
}
