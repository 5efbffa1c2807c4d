import { type FieldError, type RuleResult, collectFieldErrors } from '../field-error';
import type { NewPasswordRule } from '../passwords';

/** The set-password page of an invite or reset token (/verify/{token}). */
export interface SetPasswordInput {
  password: string;
  password_confirmation: string;
}

export interface SetPasswordOptions {
  /** `checkNewPassword` from `@weather/validation/strength`, or `newPasswordLengthRule` while it loads. */
  newPasswordRule: NewPasswordRule;
  userInputs?: readonly string[];
}

export function validateSetPassword(input: SetPasswordInput, options: SetPasswordOptions): FieldError<keyof SetPasswordInput>[] {
  return collectFieldErrors<keyof SetPasswordInput>([
    ['password', options.newPasswordRule(input.password, options.userInputs)],
    ['password_confirmation', confirmResult(input)],
  ]);
}

function confirmResult(input: SetPasswordInput): RuleResult {
  if (input.password_confirmation === '') return 'PASSWORD_CONFIRMATION_REQUIRED';
  return input.password_confirmation === input.password ? null : 'PASSWORD_DOES_NOT_MATCH';
}
