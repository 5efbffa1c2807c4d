import type { RuleResult } from './field-error';
import { characterCount, isBlank } from './text';

/** Digits of an authenticator app's code (RFC 6238 with the usual 30-second step). */
export const TOTP_CODE_LENGTH = 6;
/** Recovery codes a user holds after the first factor, or after asking for new ones. */
export const RECOVERY_CODE_COUNT = 10;
/** How long a pending second step lives after the first one succeeded. */
export const SECOND_STEP_VALID_MINUTES = 5;
/** How long a re-authentication lets the Security tab's guarded calls through. */
export const REAUTHENTICATION_VALID_MINUTES = 5;
/** Longest name of an authenticator app or passkey ("Phone"). */
export const FACTOR_NAME_MAX_LENGTH = 64;

/** The methods a second step may offer, in the contract's words. */
export const SECOND_STEP_METHODS = ['totp', 'passkey', 'recovery_code'] as const;
export type SecondStepMethod = (typeof SECOND_STEP_METHODS)[number];

/** Letters and digits of a recovery code: lower-case base32 without the look-alikes 0, 1, l, o. */
export const RECOVERY_CODE_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';
const RECOVERY_CODE_HALF = 5;
const RECOVERY_CODE_PATTERN = new RegExp(`^[${RECOVERY_CODE_ALPHABET}]{${RECOVERY_CODE_HALF * 2}}$`);
const TOTP_CODE_PATTERN = new RegExp(`^\\d{${TOTP_CODE_LENGTH}}$`);

/** An app's code as typed: spaces (apps show "123 456") and surrounding blanks dropped. */
export function normalizeTotpCode(value: string): string {
  return value.replace(/\s+/g, '');
}

export function isTotpCodeComplete(value: string): boolean {
  return TOTP_CODE_PATTERN.test(normalizeTotpCode(value));
}

/** A code that cannot be right is refused with the text of a wrong one. */
export function totpCodeRule(value: string): RuleResult {
  return isTotpCodeComplete(value) ? null : 'SECOND_FACTOR_CODE_INVALID';
}

/** A recovery code as compared: case, blanks and hyphens do not matter (`ABCDE-FGHIJ` = `abcdefghij`). */
export function normalizeRecoveryCode(value: string): string {
  return value.replace(/[\s-]+/g, '').toLowerCase();
}

export function isRecoveryCodeComplete(value: string): boolean {
  return RECOVERY_CODE_PATTERN.test(normalizeRecoveryCode(value));
}

export function recoveryCodeRule(value: string): RuleResult {
  return isRecoveryCodeComplete(value) ? null : 'SECOND_FACTOR_CODE_INVALID';
}

/** How a recovery code is shown: `xxxxx-xxxxx`. */
export function formatRecoveryCode(normalized: string): string {
  return `${normalized.slice(0, RECOVERY_CODE_HALF)}-${normalized.slice(RECOVERY_CODE_HALF)}`;
}

/** The name a person gives an authenticator app or a passkey. */
export function factorNameRule(value: string): RuleResult {
  if (isBlank(value)) return 'NAME_REQUIRED';
  return characterCount(value.trim()) > FACTOR_NAME_MAX_LENGTH ? 'FACTOR_NAME_TOO_LONG' : null;
}
