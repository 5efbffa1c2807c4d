import type { RuleResult } from './field-error';
import { limits } from './limits';
import { characterCount } from './text';

/** Job title: optional, at most 100 characters. */
export function jobTitleRule(value: string | null | undefined): RuleResult {
  if (value === null || value === undefined) return null;
  return characterCount(value.trim()) > limits.JOB_TITLE_MAX_LENGTH ? 'MAXIMUM_100_CHARACTERS' : null;
}

/** Profile contact phone: may be empty, digits only, at most 30 digits. */
export function profilePhoneRule(value: string | null | undefined): RuleResult {
  if (value === null || value === undefined || value === '') return null;
  if (!/^[0-9]+$/.test(value)) return 'PHONE_DIGITS_ONLY';
  return value.length > limits.PHONE_MAX_LENGTH ? 'MAXIMUM_30_CHARACTERS' : null;
}

/**
 * Time zone: none chosen (null) or the id of a time zone row. Whether that row exists is the API's
 * check; here only the shape of an id.
 */
export function timezoneIdRule(value: number | null | undefined): RuleResult {
  if (value === null || value === undefined) return null;
  return Number.isSafeInteger(value) && value > 0 ? null : 'TIMEZONE_INVALID';
}
