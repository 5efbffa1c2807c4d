import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { IDENTITY_CONFIG } from '../config/config.module';
import type { IdentityConfig } from '../config/identity-config';
import { BufferPoolCheck } from './buffer-pool-check';
import { buildDataSourceOptions } from './database-options';
import { withDetectedServerType } from './mysql-server-type';
import { SeedService } from './seeds/seed.service';
import { serializeSqliteTransactions } from './serialized-transactions';

/**
 * The connection, with the pending migrations run before the app serves anything, the seeds, and on
 * MariaDB/MySQL the check of the buffer pool against the searched tables (run by main.ts).
 */
@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [IDENTITY_CONFIG],
      useFactory: async (config: IdentityConfig) => ({
        ...buildDataSourceOptions(await withDetectedServerType(config.database)),
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
  providers: [SeedService, BufferPoolCheck],
})
export class DatabaseModule {}
