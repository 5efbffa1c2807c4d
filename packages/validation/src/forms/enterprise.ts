import { type FieldError, type RuleResult, collectFieldErrors } from '../field-error';
import { limits } from '../limits';
import { characterCount, isBlank } from '../text';

/** SPEC §5: Save is disabled while the name is empty. */
export function enterpriseNameRule(value: string): RuleResult {
  if (isBlank(value)) return 'ENTERPRISE_NAME_REQUIRED';
  return characterCount(value.trim()) > limits.ENTERPRISE_NAME_MAX_LENGTH ? 'MAXIMUM_100_CHARACTERS' : null;
}

/** POST /v1/enterprises and PUT /v1/enterprises/{id} body. */
export function validateEnterpriseName(input: { name: string }): FieldError<'name'>[] {
  return collectFieldErrors<'name'>([['name', enterpriseNameRule(input.name)]]);
}
