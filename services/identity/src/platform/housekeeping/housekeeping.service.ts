import { Inject, Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { JobLeases } from './job-leases';
import { PURGE_JOBS, type PurgeJob } from './purge-job';

const HOUR_MS = 3_600_000;

/**
 * Deletes what can no longer be used, every hour: each module's purge job in turn (expired codes,
 * ended sessions, spent tokens...). Nothing depends on it for safety (every check reads the expiry
 * itself); it keeps the tables small and drops hashes that have no purpose any more. Every
 * instance's cron fires; the one that takes the timer lease runs the pass (docs/adr/0702).
 */
@Injectable()
export class HousekeepingService {
  private readonly logger = new Logger(HousekeepingService.name);

  constructor(
    @Inject(PURGE_JOBS) private readonly jobs: readonly PurgeJob[],
    private readonly leases: JobLeases,
  ) {}

  /** The hourly pass, on the one instance that takes its lease; answers whether a pass was completed here. */
  @Cron(CronExpression.EVERY_HOUR, { name: 'housekeeping' })
  async runHourly(): Promise<boolean> {
    try {
      return await this.leases.runIfDue('housekeeping', HOUR_MS, () => this.purge());
    } catch (error) {
      // A failed pass is retried by the next one; it must never take the process down.
      this.logger.error(`Housekeeping failed: ${error instanceof Error ? error.message : String(error)}`);
      return false;
    }
  }

  private async purge(): Promise<void> {
    const lines: string[] = [];
    let any = false;
    for (const job of this.jobs) {
      const counts = await job.purge();
      for (const [kind, words] of Object.entries(job.kinds)) {
        const count = counts[kind] ?? 0;
        any ||= count > 0;
        lines.push(`${count} ${words}`);
      }
    }
    if (any) this.logger.log(`Purged ${lines.join(', ')}`);
  }
}
