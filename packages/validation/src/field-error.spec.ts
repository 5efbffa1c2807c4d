import { collectFieldErrors, fieldErrorMap } from './field-error';

describe('collectFieldErrors', () => {
  it('keeps the fields with a code, in order, with the English text', () => {
    const errors = collectFieldErrors([
      ['email', 'EMAIL_REQUIRED'],
      ['first_name', null],
      ['password', 'PASSWORD_REQUIRED'],
    ]);
    expect(errors).toEqual([
      { field: 'email', code: 'EMAIL_REQUIRED', message: 'Email is required' },
      { field: 'password', code: 'PASSWORD_REQUIRED', message: 'Password is required' },
    ]);
  });

  it('returns an empty list when every rule passes', () => {
    expect(collectFieldErrors([['email', null]])).toEqual([]);
  });
});

describe('fieldErrorMap', () => {
  it('indexes by field and keeps the first error of a field', () => {
    const map = fieldErrorMap([
      { field: 'email', code: 'EMAIL_REQUIRED', message: 'Email is required' },
      { field: 'email', code: 'EMAIL_INVALID', message: 'Invalid email address' },
    ]);
    expect(map.email?.code).toBe('EMAIL_REQUIRED');
  });
});
