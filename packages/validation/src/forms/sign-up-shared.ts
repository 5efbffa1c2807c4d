import type { RuleResult } from '../field-error';
import { isBlank } from '../text';

/** Both sign-ups: the confirmation is required and equals the password ("Passwords must match"). */
export function passwordConfirmationRule(password: string, confirmation: string): RuleResult {
  if (confirmation === '') return 'PASSWORD_CONFIRMATION_REQUIRED';
  return confirmation === password ? null : 'PASSWORDS_MUST_MATCH';
}

/** Both sign-ups: the captcha answer (payload field `recaptcha`) must be present before submit. */
export function captchaRule(value: string | null | undefined): RuleResult {
  return isBlank(value) ? 'CAPTCHA_REQUIRED' : null;
}
