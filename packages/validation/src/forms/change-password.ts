import { type FieldError, type RuleResult, collectFieldErrors } from '../field-error';
import type { NewPasswordRule } from '../passwords';

/** PATCH /v1/users/me body; the forced update (/password/update) sends no oldPassword. */
export interface ChangePasswordInput {
  oldPassword?: string;
  newPassword: string;
  confirmPassword: string;
}

export interface ChangePasswordOptions {
  /** `checkNewPassword` from `@weather/validation/strength`, or `newPasswordLengthRule` while it loads. */
  newPasswordRule: NewPasswordRule;
  /** Forced update mode: the person is signed in with a password flagged for reset. */
  forced?: boolean;
  /** The person's email and names, which make a password guessable. */
  userInputs?: readonly string[];
}

export function validateChangePassword(
  input: ChangePasswordInput,
  options: ChangePasswordOptions,
): FieldError<keyof ChangePasswordInput>[] {
  const oldPassword = input.oldPassword ?? '';
  const results: [keyof ChangePasswordInput, RuleResult][] = [];
  if (!options.forced) {
    results.push(['oldPassword', oldPassword === '' ? 'CURRENT_PASSWORD_REQUIRED' : null]);
  }
  results.push(['newPassword', newPasswordResult(input.newPassword, oldPassword, options)]);
  results.push(['confirmPassword', confirmResult(input)]);
  return collectFieldErrors(results);
}

function newPasswordResult(newPassword: string, oldPassword: string, options: ChangePasswordOptions): RuleResult {
  if (newPassword === '') return 'NEW_PASSWORD_REQUIRED';
  if (!options.forced && newPassword === oldPassword) return 'NEW_PASSWORD_SAME_AS_CURRENT';
  return options.newPasswordRule(newPassword, options.userInputs);
}

function confirmResult(input: ChangePasswordInput): RuleResult {
  if (input.confirmPassword === '') return 'NEW_PASSWORD_AGAIN_REQUIRED';
  return input.confirmPassword === input.newPassword ? null : 'NEW_PASSWORD_MISMATCH';
}
