import { jobTitleRule, profilePhoneRule, timezoneIdRule } from './profile-fields';

describe('jobTitleRule', () => {
  it('accepts none, empty and 100 characters', () => {
    expect(jobTitleRule(null)).toBeNull();
    expect(jobTitleRule('')).toBeNull();
    expect(jobTitleRule('f'.repeat(100))).toBeNull();
  });

  it('refuses more than 100 characters', () => {
    expect(jobTitleRule('f'.repeat(101))).toBe('MAXIMUM_100_CHARACTERS');
  });
});

describe('profilePhoneRule', () => {
  it('accepts empty, none and up to 30 digits', () => {
    expect(profilePhoneRule('')).toBeNull();
    expect(profilePhoneRule(undefined)).toBeNull();
    expect(profilePhoneRule('0412345678')).toBeNull();
    expect(profilePhoneRule('1'.repeat(30))).toBeNull();
  });

  it.each(['+61412345678', '0412 345 678', '04-1234', 'abc', ' '])('refuses %p: digits only', (value) => {
    expect(profilePhoneRule(value)).toBe('PHONE_DIGITS_ONLY');
  });

  it('refuses more than 30 digits', () => {
    expect(profilePhoneRule('1'.repeat(31))).toBe('MAXIMUM_30_CHARACTERS');
  });
});

describe('timezoneIdRule', () => {
  it('accepts none and a positive whole id', () => {
    expect(timezoneIdRule(null)).toBeNull();
    expect(timezoneIdRule(12)).toBeNull();
  });

  it.each([0, -3, 1.5, Number.NaN])('refuses %p', (value) => {
    expect(timezoneIdRule(value)).toBe('TIMEZONE_INVALID');
  });
});
