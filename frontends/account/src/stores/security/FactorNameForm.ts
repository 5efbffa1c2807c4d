import type { ApiErrorBody, ApiFieldError } from '@weather/api-client';
import { factorNameRule, type MessageCode } from '@weather/validation';
import { makeAutoObservable } from 'mobx';

/** The person's own name for a factor ("Work phone"): the validation package's rule, the API's word on it. */
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

  get rule(): MessageCode | null {
    return factorNameRule(this.value);
  }

  /** What to show under the field: the rule once the field was left or sent, else the server's word. */
  get shownRule(): MessageCode | null {
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
