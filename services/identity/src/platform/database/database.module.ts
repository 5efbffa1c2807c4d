import { type DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { IDENTITY_CONFIG } from '../config/config.module';
import type { IdentityConfig } from '../config/identity-config';
import { BufferPoolCheck } from './buffer-pool-check';
import { buildDataSourceOptions, type EntityList } from './database-options';
import { withDetectedServerType } from './mysql-server-type';
import { type Seed, SEEDS } from './seeds/seed';
import { SeedService } from './seeds/seed.service';
import { serializeSqliteTransactions } from './serialized-transactions';

/** What the composition root gives the database: the entities of every module and their seeds. */
export interface DatabaseContents {
  readonly entities: EntityList;
  readonly seeds: readonly Seed[];
}

/**
 * The connection, with the pending migrations run before the app serves anything, the seeds, and on
 * MariaDB/MySQL the check of the buffer pool against the searched tables (run by main.ts).
 */
@Module({})
export class DatabaseModule {
  static forRoot({ entities, seeds }: DatabaseContents): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [
        TypeOrmModule.forRootAsync({
          inject: [IDENTITY_CONFIG],
          useFactory: async (config: IdentityConfig) => ({
            ...buildDataSourceOptions(await withDetectedServerType(config.database), entities),
            migrationsRun: true,
            migrationsTransactionMode: 'each' as const,
            // Fail fast: an orchestrator restarts the service; tests should not wait for retries.
            retryAttempts: 2,
            retryDelay: 1000,
          }),
          // Nest initializes (and migrates) the data source; SQLite's transactions must wait in turn.
          dataSourceFactory: (options?: DataSourceOptions) => Promise.resolve(serializeSqliteTransactions(new DataSource(options as DataSourceOptions))),
        }),
      ],
      providers: [{ provide: SEEDS, useValue: seeds }, SeedService, BufferPoolCheck],
    };
  }
}
