import { embeddedEmailRule } from '../email';
import { type FieldError, collectFieldErrors } from '../field-error';
import { embeddedNameRule } from '../names';
import type { NewPasswordRule } from '../passwords';
import { captchaRule, passwordConfirmationRule } from './sign-up-shared';

/** The collaboration application's embeddable sign-up (/embeddedregister). */
export interface EmbeddedSignUpInput {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  password_confirmation: string;
  recaptcha: string;
}

export interface EmbeddedSignUpOptions {
  /** `checkNewPassword` from `@weather/validation/strength`. */
  newPasswordRule: NewPasswordRule;
}

export function validateEmbeddedSignUp(
  input: EmbeddedSignUpInput,
  options: EmbeddedSignUpOptions,
): FieldError<keyof EmbeddedSignUpInput>[] {
  const userInputs = [input.first_name, input.last_name, input.email];
  return collectFieldErrors<keyof EmbeddedSignUpInput>([
    ['first_name', embeddedNameRule('first_name', input.first_name)],
    ['last_name', embeddedNameRule('last_name', input.last_name)],
    ['email', embeddedEmailRule(input.email)],
    ['password', options.newPasswordRule(input.password, userInputs)],
    ['password_confirmation', passwordConfirmationRule(input.password, input.password_confirmation)],
    ['recaptcha', captchaRule(input.recaptcha)],
  ]);
}
