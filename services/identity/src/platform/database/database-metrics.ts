import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { Metrics } from '../metrics/metrics';

/** The counts of mysql2's pool (its own fields: mysql2 publishes no accessor for them). */
interface Mysql2PoolCounts {
  _allConnections?: { length: number };
  _freeConnections?: { length: number };
  _connectionQueue?: { length: number };
  config?: { connectionLimit?: number };
}

/** A driver error code as a label: ER_DUP_ENTRY, SQLITE_BUSY, ETIMEDOUT...; anything else is "other". */
export function queryErrorCode(error: unknown): string {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' && /^[A-Z][A-Z0-9_]{0,63}$/.test(code) ? code : 'other';
}

/**
 * The database as Prometheus sees it (docs/adr/1000): failed statements by driver code, counted from
 * TypeORM's logger (every query runner reports a failure there, whatever LOG_LEVEL), and on
 * MariaDB/MySQL the pool's connections in use, idle and waited for, read at each scrape. SQLite has
 * no pool: one connection in this process.
 */
@Injectable()
export class DatabaseMetrics implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly metrics: Metrics,
  ) {}

  onModuleInit(): void {
    if (!this.metrics.enabled) return;
    this.countQueryErrors();
    const pool = (this.dataSource.driver as { pool?: Mysql2PoolCounts }).pool;
    if (pool) this.watchPool(pool);
  }

  private countQueryErrors(): void {
    const logger = this.dataSource.logger;
    const logQueryError = logger.logQueryError.bind(logger);
    const errors = this.metrics.instruments.databaseQueryErrors;
    logger.logQueryError = (error, query, parameters, queryRunner) => {
      errors.inc({ code: queryErrorCode(error) });
      logQueryError(error, query, parameters, queryRunner);
    };
  }

  private watchPool(pool: Mysql2PoolCounts): void {
    const connections = this.metrics.gauge({ name: 'database_pool_connections', help: 'Connections of the MariaDB/MySQL pool: in_use, idle', labelNames: ['state'] });
    const waiting = this.metrics.gauge({ name: 'database_pool_waiting_requests', help: 'Requests waiting for a free connection of the pool', labelNames: [] });
    const limit = this.metrics.gauge({ name: 'database_pool_max_connections', help: 'The most connections the pool opens', labelNames: [] });
    this.metrics.onScrape(() => {
      const all = pool._allConnections?.length ?? 0;
      const idle = pool._freeConnections?.length ?? 0;
      connections.set({ state: 'in_use' }, all - idle);
      connections.set({ state: 'idle' }, idle);
      waiting.set({}, pool._connectionQueue?.length ?? 0);
      limit.set({}, pool.config?.connectionLimit ?? 0);
    });
  }
}
