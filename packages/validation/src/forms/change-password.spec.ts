import { newPasswordLengthRule } from '../passwords';
import { checkNewPassword } from '../strength';
import { validateChangePassword } from './change-password';

const strong = 'rainy cloudy windy afternoon';

describe(validateChangePassword.name, () => {
  it('accepts three filled, matching fields with a strong new password', () => {
    const input = { oldPassword: 'old password 1', newPassword: strong, confirmPassword: strong };
    expect(validateChangePassword(input, { newPasswordRule: checkNewPassword })).toEqual([]);
  });

  it('requires all three fields', () => {
    const errors = validateChangePassword({ oldPassword: '', newPassword: '', confirmPassword: '' }, { newPasswordRule: checkNewPassword });
    expect(errors.map((error) => [error.field, error.message])).toEqual([
      ['oldPassword', 'Current password is required'],
      ['newPassword', 'New password is required'],
      ['confirmPassword', 'Please enter the new password again'],
    ]);
  });

  it('refuses a confirmation that differs with the spec message', () => {
    const errors = validateChangePassword(
      { oldPassword: 'old password 1', newPassword: strong, confirmPassword: `${strong}!` },
      { newPasswordRule: checkNewPassword },
    );
    expect(errors).toEqual([
      { field: 'confirmPassword', code: 'NEW_PASSWORD_MISMATCH', message: 'The new password again must match the new password' },
    ]);
  });

  it('refuses a new password equal to the current one', () => {
    const errors = validateChangePassword({ oldPassword: strong, newPassword: strong, confirmPassword: strong }, { newPasswordRule: checkNewPassword });
    expect(errors).toEqual([
      { field: 'newPassword', code: 'NEW_PASSWORD_SAME_AS_CURRENT', message: 'New password cannot be the same as the current password' },
    ]);
  });

  it('applies the given new-password rule: strength with checkNewPassword, length only while it loads', () => {
    const input = { oldPassword: 'old', newPassword: 'password1234', confirmPassword: 'password1234' };
    expect(validateChangePassword(input, { newPasswordRule: checkNewPassword })[0]?.code).toBe('PASSWORD_TOO_WEAK');
    expect(validateChangePassword(input, { newPasswordRule: newPasswordLengthRule })).toEqual([]);
  });

  it('passes the person\'s words to the rule', () => {
    const input = { oldPassword: 'old', newPassword: 'adalovelace1', confirmPassword: 'adalovelace1' };
    const errors = validateChangePassword(input, { newPasswordRule: checkNewPassword, userInputs: ['ada.lovelace@example.com'] });
    expect(errors[0]?.code).toBe('PASSWORD_TOO_WEAK');
  });

  it('asks no current password in forced update mode', () => {
    expect(validateChangePassword({ newPassword: strong, confirmPassword: strong }, { newPasswordRule: checkNewPassword, forced: true })).toEqual([]);
  });
});
