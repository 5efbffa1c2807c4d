import { generateTxtCode, holdsVerificationRecord, TXT_RECORD_PREFIX, txtRecordOf } from './domain-verification-record';

describe(generateTxtCode.name, () => {
  it('gives 256 random bits in URL-safe characters', () => {
    const code = generateTxtCode();
    expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(code, 'base64url')).toHaveLength(32);
    expect(generateTxtCode()).not.toBe(code);
  });
});

describe(holdsVerificationRecord.name, () => {
  const code = 'abcDEF123_-';

  it('finds the record among others', () => {
    expect(holdsVerificationRecord([['v=spf1 -all'], [txtRecordOf(code)]], code)).toBe(true);
  });

  it('joins a record split into strings', () => {
    expect(holdsVerificationRecord([[`${TXT_RECORD_PREFIX}=abc`, 'DEF123_-']], code)).toBe(true);
  });

  it.each([
    ['another key', [[txtRecordOf('abcDEF123_x')]]],
    ['the bare key', [[code]]],
    ['another prefix', [[`google-site-verification=${code}`]]],
    ['the key in a longer text', [[`${txtRecordOf(code)}x`]]],
    ['no records', []],
  ])('refuses %s', (_case, records) => {
    expect(holdsVerificationRecord(records, code)).toBe(false);
  });
});
