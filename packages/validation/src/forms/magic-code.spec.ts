import { validateMagicCode } from './magic-code';

describe(validateMagicCode.name, () => {
  it('accepts 4 characters in any case', () => expect(validateMagicCode({ magic_code: ' k7q2 ' })).toEqual([]));

  it('refuses 3 characters with "Invalid verification code"', () => {
    expect(validateMagicCode({ magic_code: 'K7Q' })).toEqual([
      { field: 'magic_code', code: 'MAGIC_CODE_INVALID', message: 'Invalid verification code' },
    ]);
  });
});
