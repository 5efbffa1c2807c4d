/** One refused field, as the API sends it (`field` is the API's name, usually snake_case). */
export interface ApiFieldError {
  field: string;
  code: string;
  message: string;
}

/**
 * Every error body of the identity API (docs/foundation-contract.md): `code` is a key of the
 * message catalogues so the portal can translate it; `message` is the spec's English text.
 */
export interface ApiErrorBody {
  statusCode: number;
  code: string;
  message: string;
  errors?: ApiFieldError[];
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function isApiFieldError(value: unknown): value is ApiFieldError {
  return isRecord(value) && typeof value.field === 'string' && typeof value.code === 'string' && typeof value.message === 'string';
}

/** Narrows an unknown rejection payload (e.g. openapi-fetch's `error`) to the API's error body. */
export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  return (
    isRecord(value) &&
    typeof value.statusCode === 'number' &&
    typeof value.code === 'string' &&
    typeof value.message === 'string' &&
    (value.errors === undefined || (Array.isArray(value.errors) && value.errors.every(isApiFieldError)))
  );
}

/** first_name -> firstName, saml.provider_issuer -> saml.providerIssuer; camelCase stays as it is. */
export function toCamelCaseKey(field: string): string {
  return field.replace(/_+([\p{L}\p{N}])/gu, (_match, next: string) => next.toUpperCase());
}

/**
 * SPEC §7: field errors are mapped to camel-case field keys for the forms. The first error of a
 * field wins, as the API sends them in rule order. Anything that is not an API error body gives {}.
 */
export function fieldErrorsByKey(body: unknown): Record<string, ApiFieldError> {
  const byKey: Record<string, ApiFieldError> = {};
  if (!isApiErrorBody(body)) return byKey;
  for (const error of body.errors ?? []) {
    byKey[toCamelCaseKey(error.field)] ??= error;
  }
  return byKey;
}
