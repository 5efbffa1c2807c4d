import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { Clock } from '../../clock';
import { seedEula } from './eula.seed';
import { seedSiteApplications } from './site-applications.seed';
import { seedTimezones } from './timezones.seed';

/** Reference data every installation needs, added at each start when missing (idempotent). */
@Injectable()
export class SeedService implements OnApplicationBootstrap {
  private readonly logger = new Logger(SeedService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const manager = this.dataSource.manager;
    const timezones = await seedTimezones(manager);
    const eula = await seedEula(manager, this.clock.now());
    const applications = await seedSiteApplications(manager);
    if (timezones > 0 || eula || applications > 0) {
      this.logger.log(`Seeded ${timezones} time zones, ${eula ? 1 : 0} EULA, ${applications} site applications`);
    }
  }
}
