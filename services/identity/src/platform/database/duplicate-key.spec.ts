import { isDuplicateKey } from './duplicate-key';

const withCode = (code: string) => Object.assign(new Error(code), { code });

describe(isDuplicateKey.name, () => {
  it.each(['ER_DUP_ENTRY', 'SQLITE_CONSTRAINT_PRIMARYKEY', 'SQLITE_CONSTRAINT_UNIQUE'])('is true for %s, on the error or on its driverError', (code) => {
    expect(isDuplicateKey(withCode(code))).toBe(true);
    expect(isDuplicateKey(Object.assign(new Error('query failed'), { driverError: withCode(code) }))).toBe(true);
  });

  it.each(['SQLITE_BUSY', 'SQLITE_CONSTRAINT_NOTNULL', 'ER_LOCK_DEADLOCK', 'ECONNRESET'])('is false for %s', (code) => {
    expect(isDuplicateKey(withCode(code))).toBe(false);
  });

  it('is false for an error without a code and for what is not an error', () => {
    expect(isDuplicateKey(new Error('no code'))).toBe(false);
    expect(isDuplicateKey(null)).toBe(false);
    expect(isDuplicateKey('ER_DUP_ENTRY')).toBe(false);
  });
});
