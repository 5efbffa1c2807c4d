/** The parts of mysql2's pool and pooled connection the guard wraps (typed loosely: mysql2's typings overload them). */
type Callback = (error: unknown, ...results: unknown[]) => void;
export interface GuardedConnection {
  query(...args: unknown[]): unknown;
  release(): void;
  destroy(): void;
}
export interface GuardedPool {
  getConnection(callback: (error: unknown, connection?: GuardedConnection) => void): void;
}

export interface PoolGuardOptions {
  /** Waiting for a free connection (mysql2's pool has no such limit: it would queue the request forever). */
  acquireMs: number;
  /** Each statement, unless the caller gave its own timeout. */
  queryMs: number;
}

/** The pool guard's refusal when no connection came in time; mapped to 503 like the driver's own codes. */
export class PoolAcquireTimeoutError extends Error {
  readonly code = 'POOL_ACQUIRE_TIMEOUT';

  constructor(ms: number) {
    super(`No database connection became free within ${ms} ms`);
    this.name = 'PoolAcquireTimeoutError';
  }
}

/**
 * Bounds every wait on MariaDB/MySQL once the migrations are done (docs/adr/0701): getting a
 * connection from the pool, and each query. A query that timed out leaves its connection in the
 * middle of the protocol (the answer may still come), so that connection is destroyed rather than
 * given back: the pool opens a fresh one, and recovers by itself when the database returns.
 */
export function guardMysqlPool(pool: GuardedPool, options: PoolGuardOptions): void {
  const guarded = new WeakSet<GuardedConnection>();
  const getConnection = pool.getConnection.bind(pool);
  pool.getConnection = (callback) => {
    let settled = false;
    const timer = setTimeout(() => {
      settled = true;
      callback(new PoolAcquireTimeoutError(options.acquireMs));
    }, options.acquireMs);
    getConnection((error, connection) => {
      clearTimeout(timer);
      if (settled) {
        // Too late for this request: the connection goes back for the next one.
        connection?.release();
        return;
      }
      settled = true;
      if (connection && !guarded.has(connection)) {
        guarded.add(connection);
        limitQueries(connection, options.queryMs);
      }
      callback(error, connection);
    });
  };
}

function limitQueries(connection: GuardedConnection, queryMs: number): void {
  const query = connection.query.bind(connection);
  connection.query = (...args: unknown[]) => {
    const [sql] = args;
    if (typeof sql === 'string') args[0] = { sql, timeout: queryMs };
    else if (isPlainOptions(sql) && sql.timeout === undefined) args[0] = { ...sql, timeout: queryMs };
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === 'function') {
      args[last] = ((error, ...results) => {
        if ((error as { code?: unknown } | null)?.code === 'PROTOCOL_SEQUENCE_TIMEOUT') connection.destroy();
        (callback as Callback)(error, ...results);
      }) satisfies Callback;
    }
    return query(...args);
  };
}

/** An options object ({ sql, values, timeout }), not a prepared mysql2 Query command. */
function isPlainOptions(value: unknown): value is { sql: string; timeout?: number } {
  return typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;
}
