import { checkNewPassword } from '../strength';
import { validateSetPassword } from './set-password';

const strong = 'rainy cloudy windy afternoon';

describe(validateSetPassword.name, () => {
  it('accepts a strong password confirmed', () => {
    expect(validateSetPassword({ password: strong, password_confirmation: strong }, { newPasswordRule: checkNewPassword })).toEqual([]);
  });

  it('refuses a different confirmation with "Does not match"', () => {
    expect(validateSetPassword({ password: strong, password_confirmation: 'other' }, { newPasswordRule: checkNewPassword })).toEqual([
      { field: 'password_confirmation', code: 'PASSWORD_DOES_NOT_MATCH', message: 'Does not match' },
    ]);
  });

  it('requires both fields', () => {
    const errors = validateSetPassword({ password: '', password_confirmation: '' }, { newPasswordRule: checkNewPassword });
    expect(errors.map((error) => error.code)).toEqual(['PASSWORD_REQUIRED', 'PASSWORD_CONFIRMATION_REQUIRED']);
  });

  it('refuses a weak password', () => {
    const errors = validateSetPassword({ password: 'password1234', password_confirmation: 'password1234' }, { newPasswordRule: checkNewPassword });
    expect(errors).toEqual([{ field: 'password', code: 'PASSWORD_TOO_WEAK', message: 'Password is too weak' }]);
  });
});
