import {
  FACTOR_NAME_MAX_LENGTH,
  RECOVERY_CODE_ALPHABET,
  factorNameRule,
  formatRecoveryCode,
  isRecoveryCodeComplete,
  isTotpCodeComplete,
  normalizeRecoveryCode,
  normalizeTotpCode,
  recoveryCodeRule,
  totpCodeRule,
} from './second-factors';

describe('second factors', () => {
  it('accepts six digits, with the blanks an app shows', () => {
    expect(normalizeTotpCode(' 123 456 ')).toBe('123456');
    expect(isTotpCodeComplete('123 456')).toBe(true);
    expect(totpCodeRule('123456')).toBeNull();
  });

  it.each(['12345', '1234567', '12345a', ''])('refuses %j as an app code', (code) => {
    expect(totpCodeRule(code)).toBe('SECOND_FACTOR_CODE_INVALID');
  });

  it('compares recovery codes without case, blanks or hyphens', () => {
    expect(normalizeRecoveryCode(' ABCDE-FGHIJ ')).toBe('abcdefghij');
    expect(isRecoveryCodeComplete('abcde fghij')).toBe(true);
    expect(recoveryCodeRule('ABCDE-FGHIJ')).toBeNull();
  });

  it('refuses recovery codes of the wrong length or with look-alike characters', () => {
    expect(recoveryCodeRule('abcde-fghi')).toBe('SECOND_FACTOR_CODE_INVALID');
    expect(recoveryCodeRule('abcde-fghi0')).toBe('SECOND_FACTOR_CODE_INVALID');
    expect(recoveryCodeRule('abcde-fghil')).toBe('SECOND_FACTOR_CODE_INVALID');
  });

  it('leaves out the letters and digits people confuse', () => {
    for (const lookAlike of ['0', '1', 'l', 'o']) expect(RECOVERY_CODE_ALPHABET).not.toContain(lookAlike);
    expect(new Set(RECOVERY_CODE_ALPHABET).size).toBe(32);
  });

  it('shows a recovery code as two halves', () => {
    expect(formatRecoveryCode('abcdefghij')).toBe('abcde-fghij');
  });

  it('needs a name of at most the limit', () => {
    expect(factorNameRule('  ')).toBe('NAME_REQUIRED');
    expect(factorNameRule('x'.repeat(FACTOR_NAME_MAX_LENGTH))).toBeNull();
    expect(factorNameRule('x'.repeat(FACTOR_NAME_MAX_LENGTH + 1))).toBe('FACTOR_NAME_TOO_LONG');
  });
});
