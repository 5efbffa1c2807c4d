import type { RuleResult } from './field-error';
import { limits } from './limits';
import { isBlank } from './text';

/**
 * SPEC §5: letters, digits, dot, underscore, plus and hyphen, then a domain whose last label has
 * 2 to 4 letters.
 */
export const EMAIL_PATTERN = /^[A-Za-z0-9._+-]+@(?:[A-Za-z0-9-]+\.)+[A-Za-z]{2,4}$/;

/** True for an address the product accepts (pattern and RFC length). */
export function isValidEmail(value: string): boolean {
  return value.length <= limits.EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
}

/** One spelling per address: accounts are found and kept unique by this form. */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

/** Login: any email that is not valid, empty included, gives the same message. */
export function loginEmailRule(value: string): RuleResult {
  return isValidEmail(value.trim()) ? null : 'LOGIN_EMAIL_INVALID';
}

/** Full sign-up: required, then "Please enter a correct email". */
export function signUpEmailRule(value: string): RuleResult {
  if (isBlank(value)) return 'EMAIL_REQUIRED';
  return isValidEmail(value.trim()) ? null : 'EMAIL_INCORRECT';
}

/** Embedded sign-up: required, then "Invalid email address". */
export function embeddedEmailRule(value: string): RuleResult {
  if (isBlank(value)) return 'EMAIL_REQUIRED';
  return isValidEmail(value.trim()) ? null : 'EMAIL_INVALID';
}
