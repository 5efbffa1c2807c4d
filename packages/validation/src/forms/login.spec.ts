import { validateLogin } from './login';

describe(validateLogin.name, () => {
  it('accepts a valid email and a typed password', () => {
    expect(validateLogin({ email: 'ada@example.com', password: 'x' })).toEqual([]);
  });

  it('refuses both fields with the spec messages', () => {
    expect(validateLogin({ email: 'ada', password: '' })).toEqual([
      { field: 'email', code: 'LOGIN_EMAIL_INVALID', message: "That's not a valid email address" },
      { field: 'password', code: 'LOGIN_PASSWORD_BLANK', message: 'Password cannot be blank' },
    ]);
  });
});
