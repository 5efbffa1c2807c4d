import { loginPasswordRule, newPasswordLengthRule } from './passwords';

describe('loginPasswordRule', () => {
  it('accepts any typed password, short ones included (older policies)', () => {
    expect(loginPasswordRule('x')).toBeNull();
  });

  it.each(['', '   '])('refuses a blank password %p', (value) => {
    expect(loginPasswordRule(value)).toBe('LOGIN_PASSWORD_BLANK');
  });

  it('refuses more than 128 characters', () => {
    expect(loginPasswordRule('p'.repeat(128))).toBeNull();
    expect(loginPasswordRule('p'.repeat(129))).toBe('MAXIMUM_128_CHARACTERS');
  });
});

describe('newPasswordLengthRule', () => {
  it('requires a password', () => expect(newPasswordLengthRule('')).toBe('PASSWORD_REQUIRED'));

  it('refuses 11 characters and accepts 12', () => {
    expect(newPasswordLengthRule('a'.repeat(11))).toBe('MINIMUM_12_CHARACTERS');
    expect(newPasswordLengthRule('a'.repeat(12))).toBeNull();
  });

  it('counts characters, not UTF-16 units', () => {
    expect(newPasswordLengthRule('😀'.repeat(11))).toBe('MINIMUM_12_CHARACTERS');
  });

  it('refuses more than 128 characters', () => {
    expect(newPasswordLengthRule('a'.repeat(129))).toBe('MAXIMUM_128_CHARACTERS');
  });
});
