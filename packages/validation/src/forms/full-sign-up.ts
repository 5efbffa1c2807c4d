import { signUpEmailRule } from '../email';
import { type FieldError, type RuleResult, collectFieldErrors } from '../field-error';
import { signUpNameRule } from '../names';
import type { NewPasswordRule } from '../passwords';
import { captchaRule, passwordConfirmationRule } from './sign-up-shared';

/** POST /v1/users body of the full registration page (SPEC §3 registration payload). */
export interface FullSignUpInput {
  first_name: string;
  last_name: string;
  email: string;
  phone?: string | null;
  password: string;
  password_confirmation: string;
  timezone?: string | null;
  recaptcha: string;
  lead?: string | null;
  client_id?: string | null;
}

/** An optional phone rule; `australianPhoneRule` of `@weather/validation/phone`. */
export type PhoneRule = (value: string | null | undefined) => RuleResult;

export interface FullSignUpOptions {
  /** `checkNewPassword` from `@weather/validation/strength`. */
  newPasswordRule: NewPasswordRule;
  /** `australianPhoneRule` from `@weather/validation/phone`. */
  phoneRule: PhoneRule;
}

type FullSignUpField = 'first_name' | 'last_name' | 'email' | 'phone' | 'password' | 'password_confirmation' | 'recaptcha';

export function validateFullSignUp(input: FullSignUpInput, options: FullSignUpOptions): FieldError<FullSignUpField>[] {
  const userInputs = [input.first_name, input.last_name, input.email];
  return collectFieldErrors<FullSignUpField>([
    ['first_name', signUpNameRule('first_name', input.first_name)],
    ['last_name', signUpNameRule('last_name', input.last_name)],
    ['email', signUpEmailRule(input.email)],
    ['phone', options.phoneRule(input.phone)],
    ['password', options.newPasswordRule(input.password, userInputs)],
    ['password_confirmation', passwordConfirmationRule(input.password, input.password_confirmation)],
    ['recaptcha', captchaRule(input.recaptcha)],
  ]);
}
