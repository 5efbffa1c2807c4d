import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { Clock } from '../../clock';
import { type Seed, SEEDS } from './seed';

/** Reference data every installation needs, added at each start when missing (idempotent). */
@Injectable()
export class SeedService implements OnApplicationBootstrap {
  private readonly logger = new Logger(SeedService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
    @Inject(SEEDS) private readonly seeds: readonly Seed[],
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const manager = this.dataSource.manager;
    const now = this.clock.now();
    const added: string[] = [];
    let any = false;
    for (const seed of this.seeds) {
      const count = await seed.run(manager, now);
      any ||= count > 0;
      added.push(`${count} ${seed.label}`);
    }
    if (any) this.logger.log(`Seeded ${added.join(', ')}`);
  }
}
