import { loginEmailRule } from '../email';
import { type FieldError, collectFieldErrors } from '../field-error';
import { loginPasswordRule } from '../passwords';

export interface LoginInput {
  email: string;
  password: string;
}

/** POST /auth/login body. */
export function validateLogin(input: LoginInput): FieldError<keyof LoginInput>[] {
  return collectFieldErrors<keyof LoginInput>([
    ['email', loginEmailRule(input.email)],
    ['password', loginPasswordRule(input.password)],
  ]);
}
