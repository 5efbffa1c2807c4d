import type { EntityManager } from 'typeorm';

/** Reference data a module's table needs in every installation, added at each start when missing. */
export interface Seed {
  /** What the rows are, for the start's log line ("time zones"). */
  readonly label: string;
  /** Adds the missing rows (idempotent); answers how many it added. */
  run(manager: EntityManager, now: Date): Promise<number>;
}

/** The injection token of the seeds, in the order they run (listed by the composition root, src/seeds.ts). */
export const SEEDS = Symbol('SEEDS');
