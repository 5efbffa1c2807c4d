import { type FieldError, collectFieldErrors } from '../field-error';
import { magicCodeRule } from '../magic-code';

export interface MagicCodeInput {
  magic_code: string;
}

/** The code of the verification modal (PATCH /v1/users/{id} field magic_code). */
export function validateMagicCode(input: MagicCodeInput): FieldError<keyof MagicCodeInput>[] {
  return collectFieldErrors<keyof MagicCodeInput>([['magic_code', magicCodeRule(input.magic_code)]]);
}
