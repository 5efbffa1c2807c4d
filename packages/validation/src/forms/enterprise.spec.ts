import { enterpriseNameRule, validateEnterpriseName } from './enterprise';

describe(validateEnterpriseName.name, () => {
  it('accepts a name', () => expect(validateEnterpriseName({ name: 'Bureau of Clouds' })).toEqual([]));

  it('refuses an empty name', () => {
    expect(validateEnterpriseName({ name: '  ' })).toEqual([
      { field: 'name', code: 'ENTERPRISE_NAME_REQUIRED', message: 'Enterprise name is required' },
    ]);
  });

  it('refuses more than 100 characters', () => {
    expect(enterpriseNameRule('e'.repeat(100))).toBeNull();
    expect(enterpriseNameRule('e'.repeat(101))).toBe('MAXIMUM_100_CHARACTERS');
  });
});
