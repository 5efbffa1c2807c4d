import type { RuleResult } from './field-error';
import { limits } from './limits';
import { characterCount } from './text';

/**
 * A rule for a new password. The full rule (`checkNewPassword` of `@weather/validation/strength`)
 * needs zxcvbn, which the main entry must not load, so the password forms take the rule as an
 * argument; `newPasswordLengthRule` is the light stand-in while the strength module loads.
 * `userInputs` are the person's own words (names, email) that make a password guessable.
 */
export type NewPasswordRule = (password: string, userInputs?: readonly string[]) => RuleResult;

/**
 * Login: the password must not be blank. No strength or minimum here: a password set under an older
 * policy must still sign in. The maximum only bounds the hashing work.
 */
export function loginPasswordRule(value: string): RuleResult {
  if (value.trim() === '') return 'LOGIN_PASSWORD_BLANK';
  return characterCount(value) > limits.PASSWORD_MAX_LENGTH ? 'MAXIMUM_128_CHARACTERS' : null;
}

/** The length part of the new-password rule: required, 12 to 128 characters. */
export const newPasswordLengthRule: NewPasswordRule = (password) => {
  if (password === '') return 'PASSWORD_REQUIRED';
  const length = characterCount(password);
  if (length < limits.PASSWORD_MIN_LENGTH) return 'MINIMUM_12_CHARACTERS';
  if (length > limits.PASSWORD_MAX_LENGTH) return 'MAXIMUM_128_CHARACTERS';
  return null;
};
