import type { ApiFieldError } from '@weather/api-client';
import { type Language, type PortalUser, storedLanguageOf } from '@weather/ui';
import { type FieldError, type MessageCode, validateProfile } from '@weather/validation';
import { makeAutoObservable } from 'mobx';
import type { ProfileUpdate } from '../transport/account-transport';

/** The editable fields of Edit profile, named as the API names them. */
export interface ProfileValues {
  first_name: string;
  last_name: string;
  job_title: string;
  mobile_number: string;
  timezone_id: number | null;
  /** The person's language (docs/adr/0803); null until they choose one. */
  locale: Language | null;
}

export type ProfileField = keyof ProfileValues;

export function profileValuesOf(user: PortalUser): ProfileValues {
  return {
    first_name: user.first_name ?? '',
    last_name: user.last_name ?? '',
    job_title: user.job_title ?? '',
    mobile_number: user.mobile_number ?? '',
    timezone_id: user.timezone_id ?? null,
    locale: storedLanguageOf(user),
  };
}

/**
 * The Edit profile form (SPEC §2, §5): the values, what changed since the saved version, the rules
 * of @weather/validation, and the server's field errors until the field is edited again.
 */
export class ProfileForm {
  values: ProfileValues;
  saved: ProfileValues;
  /** Server field errors by field, from the last refused save. */
  serverErrors: Partial<Record<ProfileField, ApiFieldError>> = {};

  constructor(user: PortalUser) {
    this.saved = profileValuesOf(user);
    this.values = { ...this.saved };
    makeAutoObservable(this);
  }

  get ruleErrors(): Partial<Record<ProfileField, FieldError<ProfileField>>> {
    const errors: Partial<Record<ProfileField, FieldError<ProfileField>>> = {};
    for (const error of validateProfile(this.values)) errors[error.field as ProfileField] ??= error as FieldError<ProfileField>;
    return errors;
  }

  /** What to show under a field: its broken rule, else what the server said about it. */
  errorOf(field: ProfileField): { code: MessageCode | string; message: string } | null {
    return this.ruleErrors[field] ?? this.serverErrors[field] ?? null;
  }

  get isValid(): boolean {
    return Object.keys(this.ruleErrors).length === 0;
  }

  get hasChanges(): boolean {
    return (Object.keys(this.values) as ProfileField[]).some((field) => normalized(this.values[field]) !== normalized(this.saved[field]));
  }

  /** SPEC §5: Save is enabled only when there are valid changes. */
  get canSave(): boolean {
    return this.hasChanges && this.isValid;
  }

  set<F extends ProfileField>(field: F, value: ProfileValues[F]): void {
    this.values[field] = value;
    delete this.serverErrors[field];
  }

  /** Cancel: back to the saved version. */
  reset(): void {
    this.values = { ...this.saved };
    this.serverErrors = {};
  }

  /** Keeps the server's field errors that name a field of this form. */
  setServerErrors(errors: readonly ApiFieldError[]): void {
    const byField: Partial<Record<ProfileField, ApiFieldError>> = {};
    for (const error of errors) {
      if (isProfileField(error.field)) byField[error.field] ??= error;
    }
    this.serverErrors = byField;
  }

  /** The PUT /v1/users/me body: names and job title trimmed, as they are validated. */
  toUpdate(): ProfileUpdate {
    return {
      first_name: this.values.first_name.trim(),
      last_name: this.values.last_name.trim(),
      job_title: this.values.job_title.trim(),
      mobile_number: this.values.mobile_number,
      timezone_id: this.values.timezone_id,
      locale: this.values.locale,
    };
  }
}

const PROFILE_FIELDS: readonly ProfileField[] = ['first_name', 'last_name', 'job_title', 'mobile_number', 'timezone_id', 'locale'];

function isProfileField(field: string): field is ProfileField {
  return (PROFILE_FIELDS as readonly string[]).includes(field);
}

function normalized(value: string | number | null): string | number | null {
  return typeof value === 'string' ? value.trim() : value;
}
