// The start-up check of MariaDB/MySQL's buffer pool against the tables the user search reads
// (docs/adr/0222, docs/operations.md): real figures from the real server; nothing on SQLite.
import { BufferPoolCheck, readBufferPoolFigures } from '../src/platform/database/buffer-pool-check';
import { capturingLogger } from './support/log-capture';
import { startTestApp, type TestApp } from './support/test-app';

const INNODB_PAGE_BYTES = 16_384;

describe('the buffer pool check', () => {
  let testApp: TestApp;
  const { logger, lines } = capturingLogger();

  beforeAll(async () => {
    testApp = await startTestApp({}, { logger });
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('reads the server\'s buffer pool and the searched tables\' size on MariaDB/MySQL, nothing on SQLite', async () => {
    const figures = await readBufferPoolFigures(testApp.dataSource);
    if (testApp.config.database.engine !== 'mysql') {
      expect(figures).toBeNull();
      return;
    }
    const [{ pool }] = (await testApp.dataSource.query('SELECT @@innodb_buffer_pool_size AS pool')) as { pool: number | string }[];
    expect(figures?.bufferPoolBytes).toBe(Number(pool));
    // Four InnoDB tables, each at least one page even when empty: a wrong schema or table name reads 0.
    expect(figures?.searchedTablesBytes).toBeGreaterThanOrEqual(4 * INNODB_PAGE_BYTES);
  });

  it('says nothing while the tables fit', async () => {
    await testApp.app.get(BufferPoolCheck).run();
    expect(lines.filter((line) => /buffer pool/i.test(line))).toEqual([]);
  });

  it('logs a check that could not be made instead of failing the start', async () => {
    await testApp.dataSource.destroy();
    try {
      await expect(testApp.app.get(BufferPoolCheck).run()).resolves.toBeUndefined();
      if (testApp.config.database.engine === 'mysql') {
        expect(lines.some((line) => line.includes("Could not compare InnoDB's buffer pool with the user search tables"))).toBe(true);
      }
    } finally {
      await testApp.dataSource.initialize();
    }
  });
});
