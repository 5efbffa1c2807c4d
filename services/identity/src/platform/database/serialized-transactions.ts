import { AsyncLocalStorage } from 'node:async_hooks';
import type { DataSource, EntityManager } from 'typeorm';

/**
 * better-sqlite3 gives TypeORM one connection for the whole process, so two requests that begin a
 * transaction at the same time fail ("cannot start a transaction within a transaction"). On SQLite,
 * transactions therefore wait for each other here; one begun inside another (same async context)
 * runs at once, as TypeORM's savepoint. MySQL has a pool of connections and is left alone.
 */
export function serializeSqliteTransactions(dataSource: DataSource): DataSource {
  if (dataSource.options.type !== 'better-sqlite3') return dataSource;
  const manager = dataSource.manager;
  const begin = manager.transaction.bind(manager) as (...args: unknown[]) => Promise<unknown>;
  const inside = new AsyncLocalStorage<true>();
  let tail: Promise<unknown> = Promise.resolve();
  manager.transaction = ((...args: unknown[]) => {
    if (inside.getStore()) return begin(...args);
    const run = tail.then(() => inside.run(true, () => begin(...args)));
    tail = run.catch(() => undefined);
    return run;
  }) as EntityManager['transaction'];
  return dataSource;
}
