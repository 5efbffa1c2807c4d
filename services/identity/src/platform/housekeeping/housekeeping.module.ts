import { type DynamicModule, Module, type Type } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { HousekeepingService } from './housekeeping.service';
import { JobLease } from './job-lease.entity';
import { JobLeases } from './job-leases';
import { PURGE_JOBS, type PurgeJob } from './purge-job';

/**
 * The hourly purge. Its jobs belong to the modules whose tables they clean; the composition root
 * lists them (they need only the data source, the configuration and the clock, which are global).
 * Global for the timer leases (JobLeases), which every module's timer job runs under.
 */
@Module({})
export class HousekeepingModule {
  static forRoot(jobs: readonly Type<PurgeJob>[]): DynamicModule {
    return {
      module: HousekeepingModule,
      global: true,
      imports: [TypeOrmModule.forFeature([JobLease])],
      providers: [...jobs, { provide: PURGE_JOBS, inject: [...jobs], useFactory: (...instances: PurgeJob[]) => instances }, HousekeepingService, JobLeases],
      exports: [JobLeases],
    };
  }
}
