/**
 * `@weather/validation/strength`: the password strength of SPEC §5 on its 0 to 5 scale.
 * It loads zxcvbn (about 400 KB gzip), so the browser imports this entry lazily, after first paint.
 * The mapping from zxcvbn's 0-4 is recorded in docs/adr/0101-password-strength-scale.md.
 */
import zxcvbn from 'zxcvbn';
import type { RuleResult } from './field-error';
import { limits } from './limits';
import { newPasswordLengthRule } from './passwords';
import { characterCount } from './text';

export type StrengthScore = 0 | 1 | 2 | 3 | 4 | 5;

/** The meter's words, indexed by score. */
export const STRENGTH_WORDS = ['compromised', 'weak', 'okay', 'good', 'strong', 'stronger'] as const;
export type StrengthWord = (typeof STRENGTH_WORDS)[StrengthScore];

export interface PasswordStrength {
  score: StrengthScore;
  word: StrengthWord;
  /** Under the 12-character minimum: the meter shows its too-short message. */
  tooShort: boolean;
}

/** zxcvbn's 4 ("very unguessable") starts at 10^10 guesses; from 10^14 on the meter says stronger. */
export const STRONGER_GUESSES_LOG10 = 14;

/**
 * zxcvbn's work grows quickly with length (about 0.6 s for 128 random characters here), and the API
 * runs it on the request thread; only this many leading characters are estimated. A prefix of 48
 * characters that is guessable is a rare, repetitive password, and refusing it costs nothing.
 */
export const STRENGTH_ESTIMATE_MAX_LENGTH = 48;

export function passwordStrength(password: string, userInputs: readonly string[] = []): PasswordStrength {
  const estimated = Array.from(password).slice(0, STRENGTH_ESTIMATE_MAX_LENGTH).join('');
  const result = zxcvbn(estimated, personalWords(userInputs));
  const score = toSpecScore(result.score, result.guesses_log10);
  return {
    score,
    word: STRENGTH_WORDS[score],
    tooShort: characterCount(password) < limits.PASSWORD_MIN_LENGTH,
  };
}

/**
 * zxcvbn matches a user input only as a whole word, so "ada.lovelace@example.com" alone would not
 * catch "adalovelace1". Each input is also split into its parts (local part, domain labels, names).
 */
function personalWords(userInputs: readonly string[]): string[] {
  const words = new Set<string>();
  for (const input of userInputs) {
    const lower = input.trim().toLowerCase();
    if (lower === '') continue;
    words.add(lower);
    const parts = lower.split(/[^\p{L}\p{N}]+/u).filter((part) => part.length >= 3);
    for (const part of parts) words.add(part);
    const localPart = lower.split('@')[0];
    if (localPart !== lower) words.add(localPart.replace(/[^\p{L}\p{N}]+/gu, ''));
  }
  return [...words];
}

function toSpecScore(zxcvbnScore: number, guessesLog10: number): StrengthScore {
  if (zxcvbnScore >= 4) return guessesLog10 >= STRONGER_GUESSES_LOG10 ? 5 : 4;
  return Math.max(0, zxcvbnScore) as StrengthScore;
}

/** True when the score reaches the spec's minimum of 3 of 5. */
export function isStrongEnough(strength: PasswordStrength): boolean {
  return strength.score >= limits.PASSWORD_MIN_SCORE;
}

/**
 * The full rule for every new password (sign-ups, set password, change password), in the UI and
 * in the API: required, 12 to 128 characters, strength at least 3.
 */
export function checkNewPassword(password: string, userInputs: readonly string[] = []): RuleResult {
  const lengthResult = newPasswordLengthRule(password);
  if (lengthResult !== null) return lengthResult;
  return isStrongEnough(passwordStrength(password, userInputs)) ? null : 'PASSWORD_TOO_WEAK';
}
