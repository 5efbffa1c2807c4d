import { type FieldError, collectFieldErrors } from '../field-error';
import { profileNameRule } from '../names';
import { localeRule } from '../locale';
import { jobTitleRule, profilePhoneRule, timezoneIdRule } from '../profile-fields';

/** PUT /v1/users/me body. */
export interface ProfileInput {
  first_name: string;
  last_name: string;
  job_title?: string | null;
  mobile_number?: string | null;
  timezone_id?: number | null;
  /** One of SUPPORTED_LOCALES, or null for none; left out keeps the stored one. */
  locale?: string | null;
}

export function validateProfile(input: ProfileInput): FieldError<keyof ProfileInput>[] {
  return collectFieldErrors<keyof ProfileInput>([
    ['first_name', profileNameRule('first_name', input.first_name)],
    ['last_name', profileNameRule('last_name', input.last_name)],
    ['job_title', jobTitleRule(input.job_title)],
    ['mobile_number', profilePhoneRule(input.mobile_number)],
    ['timezone_id', timezoneIdRule(input.timezone_id)],
    ['locale', localeRule(input.locale)],
  ]);
}
