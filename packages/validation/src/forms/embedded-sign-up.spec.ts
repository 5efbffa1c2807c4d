import { checkNewPassword } from '../strength';
import { type EmbeddedSignUpInput, validateEmbeddedSignUp } from './embedded-sign-up';

const strong = 'rainy cloudy windy afternoon';
const checks = { newPasswordRule: checkNewPassword };
const valid: EmbeddedSignUpInput = {
  first_name: ' Al ',
  last_name: 'Lovelace-Byron',
  email: 'al@example.com',
  password: strong,
  password_confirmation: strong,
  recaptcha: 'solved',
};

describe(validateEmbeddedSignUp.name, () => {
  it('accepts a complete sign-up (hyphens allowed: the embedded form has no character rule)', () => {
    expect(validateEmbeddedSignUp(valid, checks)).toEqual([]);
  });

  it('refuses every field with the spec messages', () => {
    const errors = validateEmbeddedSignUp(
      { first_name: ' A ', last_name: 'b'.repeat(101), email: 'al@x', password: 'password1234', password_confirmation: 'nope', recaptcha: ' ' },
      checks,
    );
    expect(errors.map((error) => [error.field, error.message])).toEqual([
      ['first_name', 'Minimum 2 characters'],
      ['last_name', 'Maximum 100 characters'],
      ['email', 'Invalid email address'],
      ['password', 'Password is too weak'],
      ['password_confirmation', 'Passwords must match'],
      ['recaptcha', 'Please complete the captcha'],
    ]);
  });

  it('requires each field', () => {
    const errors = validateEmbeddedSignUp(
      { first_name: '', last_name: '', email: '', password: '', password_confirmation: '', recaptcha: '' },
      checks,
    );
    expect(errors.map((error) => error.code)).toEqual([
      'FIRST_NAME_REQUIRED',
      'LAST_NAME_REQUIRED',
      'EMAIL_REQUIRED',
      'PASSWORD_REQUIRED',
      'PASSWORD_CONFIRMATION_REQUIRED',
      'CAPTCHA_REQUIRED',
    ]);
  });

  it('says Minimum 12 characters under 12', () => {
    const errors = validateEmbeddedSignUp({ ...valid, password: 'Xk9#qL2!vB7', password_confirmation: 'Xk9#qL2!vB7' }, checks);
    expect(errors).toEqual([{ field: 'password', code: 'MINIMUM_12_CHARACTERS', message: 'Minimum 12 characters' }]);
  });
});
