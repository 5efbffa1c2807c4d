import { queryErrorCode } from './database-metrics';

describe(queryErrorCode.name, () => {
  it("labels a failed statement by the driver's code", () => {
    expect(queryErrorCode(Object.assign(new Error('dup'), { code: 'ER_DUP_ENTRY' }))).toBe('ER_DUP_ENTRY');
    expect(queryErrorCode({ code: 'SQLITE_BUSY' })).toBe('SQLITE_BUSY');
  });

  it('says "other" for anything that is not a short upper-case code, so the label stays bounded', () => {
    expect(queryErrorCode(new Error('no code'))).toBe('other');
    expect(queryErrorCode({ code: 1062 })).toBe('other');
    expect(queryErrorCode({ code: "Table 'x' doesn't exist" })).toBe('other');
    expect(queryErrorCode({ code: `E${'X'.repeat(80)}` })).toBe('other');
    expect(queryErrorCode(null)).toBe('other');
  });
});
