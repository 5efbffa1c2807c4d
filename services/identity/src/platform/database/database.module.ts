import { type DynamicModule, Logger, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { IDENTITY_CONFIG } from '../config/config.module';
import type { DatabaseConfig, DatabaseTimeouts, IdentityConfig } from '../config/identity-config';
import { BufferPoolCheck } from './buffer-pool-check';
import { DatabaseMetrics } from './database-metrics';
import { buildDataSourceOptions, type EntityList } from './database-options';
import { MigrationLockTimeoutError, runMigrationsSerialized } from './migration-lock';
import { type GuardedPool, guardMysqlPool } from './mysql-pool-guard';
import { withDetectedServerType } from './mysql-server-type';
import { type Seed, SEEDS } from './seeds/seed';
import { runSeeds, SeedService } from './seeds/seed.service';
import { Clock } from '../clock';
import { serializeSqliteTransactions } from './serialized-transactions';

/** What the composition root gives the database: the entities of every module and their seeds. */
export interface DatabaseContents {
  readonly entities: EntityList;
  readonly seeds: readonly Seed[];
}

/**
 * The connection, with the pending migrations run before the app serves anything (one instance at a
 * time: docs/adr/0701), the seeds, and on MariaDB/MySQL the check of the buffer pool against the
 * searched tables (run by main.ts). Once migrated, every wait on MariaDB/MySQL is bounded.
 */
@Module({})
export class DatabaseModule {
  static forRoot({ entities, seeds }: DatabaseContents): DynamicModule {
    // The options factory reads the configuration; the data source factory, run next, needs it too.
    let settings: { database: DatabaseConfig; timeouts: DatabaseTimeouts; clock: Clock } | undefined;
    return {
      module: DatabaseModule,
      imports: [
        TypeOrmModule.forRootAsync({
          inject: [IDENTITY_CONFIG, Clock],
          useFactory: async (config: IdentityConfig, clock: Clock) => {
            const database = await withDetectedServerType(config.database, config.databaseTimeouts.connectMs);
            settings = { database, timeouts: config.databaseTimeouts, clock };
            return {
              ...buildDataSourceOptions(database, entities, config.databaseTimeouts),
              // Run below, under the migration lock.
              migrationsRun: false,
              // Fail fast: an orchestrator restarts the service; tests should not wait for retries.
              retryAttempts: 2,
              retryDelay: 1000,
              // Waiting longer for another instance's migrations would only make the start slower.
              toRetry: (error: unknown) => !(error instanceof MigrationLockTimeoutError),
            };
          },
          // Nest gets the data source initialized and migrated; SQLite's transactions must wait in turn.
          dataSourceFactory: async (options?: DataSourceOptions) => {
            if (!settings) throw new Error('The database options were not built');
            const dataSource = serializeSqliteTransactions(new DataSource(options as DataSourceOptions));
            await dataSource.initialize();
            try {
              const { clock } = settings;
              await runMigrationsSerialized(dataSource, settings.database, settings.timeouts.migrationLockMs, new Logger('Migrations'), () =>
                runSeeds(dataSource.manager, seeds, clock.now(), new Logger(SeedService.name)),
              );
            } catch (error) {
              await dataSource.destroy();
              throw error;
            }
            const pool = (dataSource.driver as { pool?: GuardedPool }).pool;
            if (pool) guardMysqlPool(pool, { acquireMs: settings.timeouts.acquireMs, queryMs: settings.timeouts.queryMs });
            return dataSource;
          },
        }),
      ],
      providers: [{ provide: SEEDS, useValue: seeds }, SeedService, BufferPoolCheck, DatabaseMetrics],
    };
  }
}
