import type { RuleResult } from './field-error';
import { limits } from './limits';

const MAGIC_CODE_PATTERN = new RegExp(`^[A-Z0-9]{${limits.MAGIC_CODE_LENGTH}}$`);

/** SPEC §5: the code is compared trimmed and uppercased, so a person may type it in any case. */
export function normalizeMagicCode(value: string): string {
  return value.trim().toUpperCase();
}

/** True when the code has its 4 characters; the sign-in and verify buttons stay disabled until then. */
export function isMagicCodeComplete(value: string): boolean {
  return MAGIC_CODE_PATTERN.test(normalizeMagicCode(value));
}

/** A code that cannot be complete is refused with the same text as a wrong code. */
export function magicCodeRule(value: string): RuleResult {
  return isMagicCodeComplete(value) ? null : 'MAGIC_CODE_INVALID';
}
