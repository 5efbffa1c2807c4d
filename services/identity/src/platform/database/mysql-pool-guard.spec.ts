import { type GuardedConnection, type GuardedPool, guardMysqlPool, PoolAcquireTimeoutError } from './mysql-pool-guard';

/** A pool whose connections the test hands out by hand, recording what the guard does with them. */
function fakePool() {
  const waiting: Array<(error: unknown, connection?: GuardedConnection) => void> = [];
  const connection = {
    queries: [] as unknown[][],
    released: 0,
    destroyed: 0,
    answer: null as null | ((error: unknown) => void),
    query(...args: unknown[]) {
      this.queries.push(args);
      const callback = args[args.length - 1] as (error: unknown) => void;
      this.answer = callback;
      return undefined;
    },
    release() {
      this.released += 1;
    },
    destroy() {
      this.destroyed += 1;
    },
  };
  const pool: GuardedPool = { getConnection: (callback) => void waiting.push(callback) };
  return { pool, connection, handOut: () => waiting.shift()?.(null, connection) };
}

const acquire = (pool: GuardedPool) =>
  new Promise<GuardedConnection>((resolve, reject) => pool.getConnection((error, connection) => (error ? reject(error as Error) : resolve(connection!))));

describe(guardMysqlPool.name, () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('refuses a request that waits for a connection longer than the acquire timeout, and gives the late connection back', async () => {
    const { pool, connection, handOut } = fakePool();
    guardMysqlPool(pool, { acquireMs: 2000, queryMs: 2000 });

    const waiting = acquire(pool);
    jest.advanceTimersByTime(2000);

    await expect(waiting).rejects.toBeInstanceOf(PoolAcquireTimeoutError);
    handOut();
    expect(connection.released).toBe(1);
  });

  it('hands out a connection that comes in time', async () => {
    const { pool, connection, handOut } = fakePool();
    guardMysqlPool(pool, { acquireMs: 2000, queryMs: 2000 });

    const waiting = acquire(pool);
    handOut();

    await expect(waiting).resolves.toBe(connection);
    jest.advanceTimersByTime(5000);
    expect(connection.released).toBe(0);
  });

  it('gives every query the query timeout, unless the caller set its own', async () => {
    const { pool, connection, handOut } = fakePool();
    guardMysqlPool(pool, { acquireMs: 2000, queryMs: 1500 });
    const waiting = acquire(pool);
    handOut();
    const guarded = await waiting;

    guarded.query('SELECT 1', [], () => undefined);
    guarded.query({ sql: 'SELECT 2' }, () => undefined);
    guarded.query({ sql: 'SELECT 3', timeout: 60_000 }, () => undefined);

    expect(connection.queries.map((args) => args[0])).toEqual([
      { sql: 'SELECT 1', timeout: 1500 },
      { sql: 'SELECT 2', timeout: 1500 },
      { sql: 'SELECT 3', timeout: 60_000 },
    ]);
  });

  it('destroys a connection whose query timed out, so the pool opens a fresh one; other errors keep it', async () => {
    const { pool, connection, handOut } = fakePool();
    guardMysqlPool(pool, { acquireMs: 2000, queryMs: 1500 });
    const waiting = acquire(pool);
    handOut();
    const guarded = await waiting;
    const seen: unknown[] = [];

    guarded.query('SELECT 1', [], (error: unknown) => seen.push(error));
    connection.answer!(Object.assign(new Error('Query inactivity timeout'), { code: 'PROTOCOL_SEQUENCE_TIMEOUT' }));
    guarded.query('SELECT 1', [], (error: unknown) => seen.push(error));
    connection.answer!(Object.assign(new Error('Duplicate entry'), { code: 'ER_DUP_ENTRY' }));

    expect(connection.destroyed).toBe(1);
    expect(seen.map((error) => (error as { code: string }).code)).toEqual(['PROTOCOL_SEQUENCE_TIMEOUT', 'ER_DUP_ENTRY']);
  });
});
