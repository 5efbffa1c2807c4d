import { Module } from '@nestjs/common';
import { HousekeepingService } from './housekeeping.service';

/** The hourly purge of expired codes, spent link tokens and ended sessions. */
@Module({
  providers: [HousekeepingService],
})
export class HousekeepingModule {}
