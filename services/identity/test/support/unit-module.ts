import type { Abstract, InjectionToken, Provider, Type } from '@nestjs/common';
import { Test, type TestingModule } from '@nestjs/testing';
import { getDataSourceToken, getRepositoryToken } from '@nestjs/typeorm';
import type { DataSource, ObjectLiteral } from 'typeorm';
import { entities } from '../../src/entities';
import { Clock } from '../../src/platform/clock';
import { IDENTITY_CONFIG } from '../../src/platform/config/config.module';
import type { IdentityConfig } from '../../src/platform/config/identity-config';
import type { Environment } from '../../src/platform/config/load-config';
import { KeysCipher } from '../../src/platform/keys-encryption/keys-cipher';
import { MailTransport } from '../../src/platform/mail/mail-transport';
import { Metrics } from '../../src/platform/metrics/metrics';
import { CacheInvalidation, InProcessInvalidation } from '../../src/platform/cache/cache-invalidation';
import { SharedRedis } from '../../src/platform/redis/shared-redis';
import { configFactory } from '../factories/config.factory';
import { keysCipherFactory } from '../factories/keys-cipher.factory';
import { FixedClock } from './fixed-clock';
import { createMemoryDatabase } from './memory-database';
import { RecordingMailTransport } from './recording-mail-transport';

export interface UnitModuleOptions {
  /** The class under test and the real collaborators it is to get, as in a Nest module. */
  providers: Provider[];
  /** Stand-ins for collaborators (from `fake()`); they win over a provider of the same token. */
  fakes?: Provider[];
  /** 'memory': a migrated SQLite database in memory; its data source and every entity's repository are injectable. */
  database?: 'memory';
  /** Environment variables over the unit tests' defaults (configFactory). */
  config?: Environment;
  /** Where the fixed clock starts (FixedClock's default when not given). */
  now?: Date;
}

/** A compiled testing module with the parts a unit spec looks at. */
export interface UnitModule {
  readonly module: TestingModule;
  readonly clock: FixedClock;
  readonly config: IdentityConfig;
  /** The mail that MailTransport would have sent. */
  readonly mail: RecordingMailTransport;
  /** The in-memory database; only with `database: 'memory'`. */
  readonly database: DataSource;
  get<T>(token: Type<T> | Abstract<T> | InjectionToken): T;
  /** Saves an entity (from the entity factories) through its repository, so its listeners run as in the app. */
  insert<T extends ObjectLiteral>(entity: T): Promise<T>;
  /** From now on, every SQL statement the database runs, through `shorten` when given. */
  recordStatements(shorten?: (sql: string) => string): string[];
  /** Closes the database; like init(), the modules' shutdown hooks are not run. */
  close(): Promise<void>;
}

/**
 * A typed stand-in for a collaborator: only the members the subject uses need to be there, and those
 * are checked against the real class.
 */
export function fake<T>(token: Type<T> | Abstract<T>, value: Partial<T>): Provider {
  return { provide: token, useValue: value };
}

/**
 * Builds the class under test the way the app does, through Nest's dependency injection, over what the
 * app makes global: the configuration, a fixed clock, the keys cipher, a mail transport that records, the metrics,
 * and (when asked) a migrated in-memory database.
 */
export async function unitModule(options: UnitModuleOptions): Promise<UnitModule> {
  const clock = new FixedClock(options.now);
  const config = configFactory(options.config);
  const mail = new RecordingMailTransport();
  const database = options.database === 'memory' ? await createMemoryDatabase() : null;
  const databaseProviders: Provider[] = database
    ? [{ provide: getDataSourceToken(), useValue: database }, ...entities.map((entity) => ({ provide: getRepositoryToken(entity), useValue: database.getRepository(entity) }))]
    : [];
  const module = await Test.createTestingModule({
    providers: [
      { provide: IDENTITY_CONFIG, useValue: config },
      { provide: Clock, useValue: clock },
      { provide: KeysCipher, useValue: keysCipherFactory() },
      { provide: MailTransport, useValue: mail },
      // Global in the app (MetricsModule): off unless the spec's config sets METRICS_TOKEN or METRICS_PORT.
      Metrics,
      // As SharedStateModule without REDIS_URL: no Redis connection, the in-process invalidation bus.
      SharedRedis,
      { provide: CacheInvalidation, useClass: InProcessInvalidation },
      ...databaseProviders,
      ...options.providers,
      ...(options.fakes ?? []),
    ],
  }).compile();
  // No lifecycle hook runs (init() is not called): no scheduled job starts, and the spec calls what it tests.

  const requireDatabase = (): DataSource => {
    if (!database) throw new Error("this unit module has no database: ask for { database: 'memory' }");
    return database;
  };

  return {
    module,
    clock,
    config,
    mail,
    get database(): DataSource {
      return requireDatabase();
    },
    get: <T>(token: Type<T> | Abstract<T> | InjectionToken) => module.get<T>(token as Type<T>),
    insert: <T extends ObjectLiteral>(entity: T) => requireDatabase().getRepository<T>(entity.constructor as Type<T>).save(entity),
    recordStatements(shorten = (sql: string) => sql) {
      const statements: string[] = [];
      requireDatabase().logger.logQuery = (sql: string) => void statements.push(shorten(sql));
      return statements;
    },
    async close() {
      await database?.destroy();
    },
  };
}
