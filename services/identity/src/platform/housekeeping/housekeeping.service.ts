import { Inject, Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { PURGE_JOBS, type PurgeJob } from './purge-job';

/**
 * Deletes what can no longer be used, every hour: each module's purge job in turn (expired codes,
 * ended sessions, spent tokens...). Nothing depends on it for safety (every check reads the expiry
 * itself); it keeps the tables small and drops hashes that have no purpose any more.
 */
@Injectable()
export class HousekeepingService {
  private readonly logger = new Logger(HousekeepingService.name);

  constructor(@Inject(PURGE_JOBS) private readonly jobs: readonly PurgeJob[]) {}

  @Cron(CronExpression.EVERY_HOUR, { name: 'housekeeping' })
  async runHourly(): Promise<void> {
    try {
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
    } catch (error) {
      // A failed pass is retried by the next one; it must never take the process down.
      this.logger.error(`Housekeeping failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
