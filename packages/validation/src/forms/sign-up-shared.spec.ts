import { captchaRule, passwordConfirmationRule } from './sign-up-shared';

describe('passwordConfirmationRule', () => {
  it('accepts an equal confirmation', () => expect(passwordConfirmationRule('a b c', 'a b c')).toBeNull());
  it('requires a confirmation', () => expect(passwordConfirmationRule('a', '')).toBe('PASSWORD_CONFIRMATION_REQUIRED'));
  it('refuses a different one, case included', () => expect(passwordConfirmationRule('abc', 'ABC')).toBe('PASSWORDS_MUST_MATCH'));
});

describe('captchaRule', () => {
  it('accepts an answer', () => expect(captchaRule('payload')).toBeNull());
  it.each(['', null, undefined])('requires an answer, refusing %p', (value) => expect(captchaRule(value)).toBe('CAPTCHA_REQUIRED'));
});
