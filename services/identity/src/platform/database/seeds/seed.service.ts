import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { Clock } from '../../clock';
import { type Seed, SEEDS } from './seed';

/**
 * Adds the reference data every installation needs when it is missing (idempotent). The start runs it
 * under the migration lock (DatabaseModule), so two instances started together never both insert.
 */
export async function runSeeds(manager: EntityManager, seeds: readonly Seed[], now: Date, logger: Pick<Logger, 'log'>): Promise<void> {
  const added: string[] = [];
  let any = false;
  for (const seed of seeds) {
    const count = await seed.run(manager, now);
    any ||= count > 0;
    added.push(`${count} ${seed.label}`);
  }
  if (any) logger.log(`Seeded ${added.join(', ')}`);
}

/** The seeds on demand, as the start runs them (a second run adds nothing). */
@Injectable()
export class SeedService {
  private readonly logger = new Logger(SeedService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
    @Inject(SEEDS) private readonly seeds: readonly Seed[],
  ) {}

  run(): Promise<void> {
    return runSeeds(this.dataSource.manager, this.seeds, this.clock.now(), this.logger);
  }
}
