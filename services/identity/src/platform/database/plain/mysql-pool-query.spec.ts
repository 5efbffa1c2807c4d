import { type DataSource, QueryFailedError } from 'typeorm';
import { mysqlPoolOf, queryOnPool } from './mysql-pool-query';

type Answer = { error: unknown; raw?: unknown };

/** A mysql2-like pool whose one connection answers `answer`, recording what it was asked. */
function fakePool(answer: Answer, acquireError: unknown = null) {
  const asked: Array<{ sql: string; values: unknown[] }> = [];
  const connection = {
    released: 0,
    query(sql: string, values: unknown[], callback: (error: unknown, raw: unknown) => void) {
      asked.push({ sql, values });
      setImmediate(() => callback(answer.error, answer.raw));
    },
    release() {
      this.released += 1;
    },
  };
  const pool = { getConnection: (callback: (error: unknown, c?: typeof connection) => void) => setImmediate(() => callback(acquireError, acquireError ? undefined : connection)) };
  return { pool, connection, asked };
}

function fakeDataSource(type: string, pool?: unknown) {
  const logged: string[] = [];
  const errors: unknown[] = [];
  const dataSource = {
    options: { type },
    driver: { pool },
    logger: { logQuery: (sql: string) => logged.push(sql), logQueryError: (error: unknown) => errors.push(error) },
  } as unknown as DataSource;
  return { dataSource, logged, errors };
}

describe(mysqlPoolOf.name, () => {
  it("answers the driver's pool on MariaDB and MySQL only", () => {
    const { pool } = fakePool({ error: null, raw: [] });
    expect(mysqlPoolOf(fakeDataSource('mariadb', pool).dataSource)).toBe(pool);
    expect(mysqlPoolOf(fakeDataSource('mysql', pool).dataSource)).toBe(pool);
    expect(mysqlPoolOf(fakeDataSource('better-sqlite3', pool).dataSource)).toBeNull();
    // Not connected yet, or replication (a pool cluster, no pool): the query runner's way.
    expect(mysqlPoolOf(fakeDataSource('mariadb', undefined).dataSource)).toBeNull();
  });
});

describe(queryOnPool.name, () => {
  it("answers rows as TypeORM's QueryResult, logs the statement and gives the connection back", async () => {
    const rows = [{ id: 1 }, { id: 2 }];
    const { pool, connection, asked } = fakePool({ error: null, raw: rows });
    const { dataSource, logged } = fakeDataSource('mariadb', pool);

    const result = await queryOnPool(dataSource, pool, 'SELECT id FROM users WHERE email = ?', ['ada@example.com']);

    expect(result.records).toEqual(rows);
    expect(result.raw).toBe(rows);
    expect(asked).toEqual([{ sql: 'SELECT id FROM users WHERE email = ?', values: ['ada@example.com'] }]);
    expect(logged).toEqual(['SELECT id FROM users WHERE email = ?']);
    expect(connection.released).toBe(1);
  });

  it("answers a write's affected rows and keeps its raw header (the insert id)", async () => {
    const header = { affectedRows: 1, insertId: 42 };
    const { pool } = fakePool({ error: null, raw: header });

    const result = await queryOnPool(fakeDataSource('mariadb', pool).dataSource, pool, 'UPDATE t SET a = ?', [1]);

    expect(result.affected).toBe(1);
    expect(result.records).toEqual([]);
    expect(result.raw).toBe(header);
  });

  it("fails as QueryFailedError with the driver's error inside, counted by the logger, and still gives the connection back", async () => {
    const duplicate = Object.assign(new Error('Duplicate entry'), { code: 'ER_DUP_ENTRY' });
    const { pool, connection } = fakePool({ error: duplicate });
    const { dataSource, errors } = fakeDataSource('mariadb', pool);

    const failure = await queryOnPool(dataSource, pool, 'INSERT INTO t VALUES (?)', [1]).catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(QueryFailedError);
    expect((failure as QueryFailedError).driverError).toBe(duplicate);
    expect(errors).toEqual([duplicate]);
    expect(connection.released).toBe(1);
  });

  it("fails with the pool's own error when no connection comes (the pool guard timed out), as TypeORM's runner does", async () => {
    const timeout = Object.assign(new Error('No database connection became free within 50 ms'), { code: 'POOL_ACQUIRE_TIMEOUT' });
    const { pool, asked } = fakePool({ error: null }, timeout);

    const failure = await queryOnPool(fakeDataSource('mariadb', pool).dataSource, pool, 'SELECT 1', []).catch((error: unknown) => error);

    expect(failure).toBe(timeout);
    expect(asked).toEqual([]);
  });
});
