import { type MessageCode, messages } from './messages';

/** One refused field, as the API sends it in `errors[]` and the forms show it under the field. */
export interface FieldError<F extends string = string> {
  field: F;
  code: MessageCode;
  message: string;
}

/** A rule's answer for one field: the message code of the first broken rule, or null when valid. */
export type RuleResult = MessageCode | null;

/**
 * Collects the first broken rule of each field, in the order the fields are given, which is the
 * order of the form: a reader sees the errors top to bottom.
 */
export function collectFieldErrors<F extends string>(results: ReadonlyArray<readonly [F, RuleResult]>): FieldError<F>[] {
  const errors: FieldError<F>[] = [];
  for (const [field, code] of results) {
    if (code !== null) errors.push({ field, code, message: messages[code] });
  }
  return errors;
}

/** Indexes errors by field so a form can look up the message under each input. */
export function fieldErrorMap<F extends string>(errors: ReadonlyArray<FieldError<F>>): Partial<Record<F, FieldError<F>>> {
  const map: Partial<Record<F, FieldError<F>>> = {};
  for (const error of errors) {
    map[error.field] ??= error;
  }
  return map;
}
