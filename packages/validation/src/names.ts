import type { RuleResult } from './field-error';
import type { MessageCode } from './messages';
import { limits } from './limits';
import { characterCount, isBlank } from './text';

export type NameField = 'first_name' | 'last_name';

/** SPEC §5: names must not contain = + - @ (they would start formulas in exported spreadsheets). */
export const NAME_FORBIDDEN_CHARACTERS = /[=+\-@]/;

const requiredCode: Record<NameField, MessageCode> = {
  first_name: 'FIRST_NAME_REQUIRED',
  last_name: 'LAST_NAME_REQUIRED',
};

const specialCharactersCode: Record<NameField, MessageCode> = {
  first_name: 'FIRST_NAME_SPECIAL_CHARACTERS',
  last_name: 'LAST_NAME_SPECIAL_CHARACTERS',
};

/** Profile names: required, no = + - @, at most 100 characters. */
export function profileNameRule(field: NameField, value: string): RuleResult {
  if (isBlank(value)) return requiredCode[field];
  if (NAME_FORBIDDEN_CHARACTERS.test(value)) return specialCharactersCode[field];
  if (characterCount(value.trim()) > limits.PROFILE_NAME_MAX_LENGTH) return 'MAXIMUM_100_CHARACTERS';
  return null;
}

/** Full sign-up names: required, no = + - @, at most 50 characters. */
export function signUpNameRule(field: NameField, value: string): RuleResult {
  if (isBlank(value)) return requiredCode[field];
  if (NAME_FORBIDDEN_CHARACTERS.test(value)) return specialCharactersCode[field];
  if (characterCount(value.trim()) > limits.SIGN_UP_NAME_MAX_LENGTH) return 'MAXIMUM_50_CHARACTERS';
  return null;
}

/** Embedded sign-up names: trimmed, required, 2 to 100 characters. */
export function embeddedNameRule(field: NameField, value: string): RuleResult {
  if (isBlank(value)) return requiredCode[field];
  const length = characterCount(value.trim());
  if (length < limits.EMBEDDED_NAME_MIN_LENGTH) return 'MINIMUM_2_CHARACTERS';
  if (length > limits.EMBEDDED_NAME_MAX_LENGTH) return 'MAXIMUM_100_CHARACTERS';
  return null;
}
