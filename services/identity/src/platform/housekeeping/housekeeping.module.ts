import { type DynamicModule, Module, type Type } from '@nestjs/common';
import { HousekeepingService } from './housekeeping.service';
import { PURGE_JOBS, type PurgeJob } from './purge-job';

/**
 * The hourly purge. Its jobs belong to the modules whose tables they clean; the composition root
 * lists them (they need only the data source, the configuration and the clock, which are global).
 */
@Module({})
export class HousekeepingModule {
  static forRoot(jobs: readonly Type<PurgeJob>[]): DynamicModule {
    return {
      module: HousekeepingModule,
      providers: [...jobs, { provide: PURGE_JOBS, inject: [...jobs], useFactory: (...instances: PurgeJob[]) => instances }, HousekeepingService],
    };
  }
}
