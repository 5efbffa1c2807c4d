import { australianPhoneRule } from '../phone';
import { checkNewPassword } from '../strength';
import { type FullSignUpInput, validateFullSignUp } from './full-sign-up';

const strong = 'rainy cloudy windy afternoon';
const checks = { newPasswordRule: checkNewPassword, phoneRule: australianPhoneRule };
const valid: FullSignUpInput = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  phone: '0412 345 678',
  password: strong,
  password_confirmation: strong,
  timezone: 'Australia/Sydney',
  recaptcha: 'solved-captcha-payload',
};

describe(validateFullSignUp.name, () => {
  it('accepts a complete registration', () => expect(validateFullSignUp(valid, checks)).toEqual([]));

  it('accepts no phone', () => expect(validateFullSignUp({ ...valid, phone: '' }, checks)).toEqual([]));

  it('refuses every field with the spec messages', () => {
    const errors = validateFullSignUp(
      {
        first_name: 'a'.repeat(51),
        last_name: 'Love=lace',
        email: 'ada@example',
        phone: '+44 20 7946 0958',
        password: 'short',
        password_confirmation: 'other',
        recaptcha: '',
      },
      checks,
    );
    expect(errors.map((error) => [error.field, error.message])).toEqual([
      ['first_name', 'Maximum 50 characters'],
      ['last_name', 'Last name cannot contain special characters'],
      ['email', 'Please enter a correct email'],
      ['phone', 'Not a valid Australia number'],
      ['password', 'Minimum 12 characters'],
      ['password_confirmation', 'Passwords must match'],
      ['recaptcha', 'Please complete the captcha'],
    ]);
  });

  it('requires names, email, password and its confirmation', () => {
    const errors = validateFullSignUp({ ...valid, first_name: '', last_name: '', email: '', password: '', password_confirmation: '' }, checks);
    expect(errors.map((error) => error.message)).toEqual([
      'First name is required',
      'Last name is required',
      'Email is required',
      'Password is required',
      'Please confirm your password',
    ]);
  });

  it('refuses a password made from the person\'s own name and email', () => {
    const input = { ...valid, first_name: 'Ada', last_name: 'Lovelace', email: 'ada.lovelace@example.com' };
    const errors = validateFullSignUp({ ...input, password: 'adalovelace1', password_confirmation: 'adalovelace1' }, checks);
    expect(errors).toEqual([{ field: 'password', code: 'PASSWORD_TOO_WEAK', message: 'Password is too weak' }]);
  });
});
