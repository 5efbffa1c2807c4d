import type { ApiFieldError } from '@weather/api-client';
import { type ChangePasswordInput, type FieldError, type NewPasswordRule, newPasswordLengthRule, validateChangePassword } from '@weather/validation';
import { makeAutoObservable, observableRef } from 'mobx';
import type { PasswordChange } from '../transport/account-transport';

export type PasswordField = keyof PasswordChange;

const PASSWORD_FIELDS: readonly PasswordField[] = ['oldPassword', 'newPassword', 'confirmPassword'];

/**
 * The Change password tab (SPEC §5): the three fields, their rules (all filled, the new one long
 * and strong enough and not the current one, the confirmation equal), and the server's field
 * errors until the field is edited. A rule shows once its field was left or the form sent.
 */
export class ChangePasswordForm {
  values: PasswordChange = { oldPassword: '', newPassword: '', confirmPassword: '' };
  touched: Record<PasswordField, boolean> = { oldPassword: false, newPassword: false, confirmPassword: false };
  serverErrors: Partial<Record<PasswordField, ApiFieldError>> = {};
  /** The length rule until zxcvbn has loaded, then length and strength (docs/adr/0101). */
  newPasswordRule: NewPasswordRule = newPasswordLengthRule;

  constructor(private readonly userInputs: readonly string[]) {
    // A function-valued field would become an action: the rule is an observable reference instead.
    makeAutoObservable<ChangePasswordForm, 'userInputs'>(this, { userInputs: false, newPasswordRule: observableRef });
  }

  get ruleErrors(): Partial<Record<PasswordField, FieldError<keyof ChangePasswordInput>>> {
    const errors: Partial<Record<PasswordField, FieldError<keyof ChangePasswordInput>>> = {};
    for (const error of validateChangePassword(this.values, { newPasswordRule: this.newPasswordRule, userInputs: this.userInputs })) {
      errors[error.field] ??= error;
    }
    return errors;
  }

  useNewPasswordRule(rule: NewPasswordRule): void {
    this.newPasswordRule = rule;
  }

  errorOf(field: PasswordField): { code: string; message: string } | null {
    const rule = this.touched[field] ? this.ruleErrors[field] : undefined;
    return rule ?? this.serverErrors[field] ?? null;
  }

  get isValid(): boolean {
    return Object.keys(this.ruleErrors).length === 0;
  }

  set(field: PasswordField, value: string): void {
    this.values[field] = value;
    delete this.serverErrors[field];
    // A new password changes whether the confirmation matches: its message must follow.
    if (field === 'newPassword') delete this.serverErrors.confirmPassword;
  }

  touch(field: PasswordField): void {
    this.touched[field] = true;
  }

  touchAll(): void {
    for (const field of PASSWORD_FIELDS) this.touched[field] = true;
  }

  setServerErrors(errors: readonly ApiFieldError[]): void {
    const byField: Partial<Record<PasswordField, ApiFieldError>> = {};
    for (const error of errors) {
      if ((PASSWORD_FIELDS as readonly string[]).includes(error.field)) byField[error.field as PasswordField] ??= error;
    }
    this.serverErrors = byField;
  }

  /** Whether the server named a field: the notification then stays generic, the field says why. */
  get hasServerFieldErrors(): boolean {
    return Object.keys(this.serverErrors).length > 0;
  }
}
