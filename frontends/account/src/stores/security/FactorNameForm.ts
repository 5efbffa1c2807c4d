import type { ApiErrorBody, ApiFieldError } from '@weather/api-client';
import { isBlank } from '@weather/validation';
import { makeAutoObservable } from 'mobx';

/** docs/second-factor-contract.md: FACTOR_NAME_MAX_LENGTH (the column is varchar(64)). */
export const FACTOR_NAME_MAX_LENGTH = 64;

/** Why a name is refused before it is sent (texts in the account catalogue, `security.name.*`). */
export type FactorNameRule = 'required' | 'tooLong';

/** The person's own name for a factor ("Work phone"): required, at most 64 characters. */
export class FactorNameForm {
  value: string;
  touched = false;
  serverError: ApiFieldError | null = null;

  constructor(initial = '') {
    this.value = initial;
    makeAutoObservable(this);
  }

  get trimmed(): string {
    return this.value.trim();
  }

  get rule(): FactorNameRule | null {
    if (isBlank(this.value)) return 'required';
    if ([...this.trimmed].length > FACTOR_NAME_MAX_LENGTH) return 'tooLong';
    return null;
  }

  /** What to show under the field: a rule once the field was left or sent, else the server's word. */
  get shownRule(): FactorNameRule | null {
    return this.touched ? this.rule : null;
  }

  set(value: string): void {
    this.value = value;
    this.serverError = null;
  }

  touch(): void {
    this.touched = true;
  }

  /** Keeps the API's error on `name`, if it named that field; true when it did. */
  takeServerError(error: ApiErrorBody): boolean {
    this.serverError = error.errors?.find((fieldError) => fieldError.field === 'name') ?? null;
    return this.serverError !== null;
  }
}
