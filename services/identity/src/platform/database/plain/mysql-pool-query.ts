import { type DataSource, QueryFailedError, QueryResult } from 'typeorm';

/** The parts of mysql2's callback pool used here (TypeORM's MysqlDriver keeps it as `pool`). */
interface CallbackConnection {
  query(sql: string, values: unknown[], callback: (error: unknown, raw: unknown) => void): void;
  release(): void;
}
interface CallbackPool {
  getConnection(callback: (error: unknown, connection?: CallbackConnection) => void): void;
}

/**
 * mysql2's pool of a MariaDB/MySQL DataSource without replication, or null (SQLite, a pool cluster).
 * Read at each call: the driver creates its pool when the DataSource connects.
 */
export function mysqlPoolOf(dataSource: DataSource): CallbackPool | null {
  const type = dataSource.options.type;
  if (type !== 'mysql' && type !== 'mariadb') return null;
  const pool = (dataSource.driver as unknown as { pool?: CallbackPool; poolCluster?: unknown }).pool;
  return pool && typeof pool.getConnection === 'function' ? pool : null;
}

/**
 * One statement on a pooled connection through mysql2's callback API, answered as TypeORM's query
 * runner answers it (a QueryResult; a failed statement as QueryFailedError, the driver's error inside).
 *
 * Why not the query runner (docs/adr/0415, issue 32): TypeORM 1.x runs every MySQL statement through a
 * new `connection.promise()` wrapper, whose query captures a stack trace, then broadcasts before and
 * after it. On the sign-in's six statements that was a tenth of the service's own CPU under load
 * beside MariaDB, and garbage that the load promoted. The connection is the same pool's, so the pool
 * guard's bounds (docs/adr/0701) hold: the acquire wait on getConnection, the statement's timeout on
 * query. TypeORM's logger still hears each statement.
 */
export function queryOnPool(dataSource: DataSource, pool: CallbackPool, sql: string, parameters: unknown[]): Promise<QueryResult> {
  dataSource.logger.logQuery(sql, parameters);
  return new Promise((resolve, reject) => {
    const fail = (error: unknown) => {
      dataSource.logger.logQueryError(error instanceof Error ? error : String(error), sql, parameters);
      reject(new QueryFailedError(sql, parameters, error instanceof Error ? error : new Error(String(error))));
    };
    pool.getConnection((acquireError, connection) => {
      // As TypeORM's runner: no connection (the pool guard's timeout, a refused connect) is the error itself.
      if (acquireError || !connection) {
        reject(acquireError ?? new Error('mysql2 answered no connection'));
        return;
      }
      connection.query(sql, parameters, (error, raw) => {
        connection.release();
        if (error) {
          fail(error);
          return;
        }
        const result = new QueryResult();
        result.raw = raw;
        result.records = Array.isArray(raw) ? raw : [];
        const affected = (raw as { affectedRows?: unknown } | null)?.affectedRows;
        if (typeof affected === 'number') result.affected = affected;
        resolve(result);
      });
    });
  });
}
