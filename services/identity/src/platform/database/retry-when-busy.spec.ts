import { QueryFailedError } from 'typeorm';
import { isSqliteBusy, retryWhenBusy } from './retry-when-busy';

/** The error TypeORM throws for a statement better-sqlite3 refused with "database is locked". */
function busy(): QueryFailedError {
  return new QueryFailedError('INSERT INTO "users" …', [], Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' }));
}

describe(retryWhenBusy.name, () => {
  it('tells SQLite\'s busy errors from others', () => {
    expect(isSqliteBusy(busy())).toBe(true);
    expect(isSqliteBusy(Object.assign(new Error('locked'), { code: 'SQLITE_BUSY_SNAPSHOT' }))).toBe(true);
    expect(isSqliteBusy(Object.assign(new Error('constraint'), { code: 'SQLITE_CONSTRAINT_UNIQUE' }))).toBe(false);
    expect(isSqliteBusy(null)).toBe(false);
  });

  it('runs a write refused as busy again until it is done', async () => {
    const write = jest.fn<Promise<string>, []>().mockRejectedValueOnce(busy()).mockRejectedValueOnce(busy()).mockResolvedValue('written');

    await expect(retryWhenBusy(write, 5, 1)).resolves.toBe('written');
    expect(write).toHaveBeenCalledTimes(3);
  });

  it('gives up after the attempts, with the last error', async () => {
    const write = jest.fn<Promise<string>, []>().mockRejectedValue(busy());

    await expect(retryWhenBusy(write, 3, 1)).rejects.toThrow('database is locked');
    expect(write).toHaveBeenCalledTimes(3);
  });

  it('never runs a write again for another error', async () => {
    const write = jest.fn<Promise<string>, []>().mockRejectedValue(new Error('UNIQUE constraint failed: users.email'));

    await expect(retryWhenBusy(write, 5, 1)).rejects.toThrow('UNIQUE constraint failed');
    expect(write).toHaveBeenCalledTimes(1);
  });
});
