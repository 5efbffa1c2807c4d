import { type ApiFieldError, type ErrorBody } from './error-body';
import { type ErrorCode, errorCatalogue } from './error-code';

/**
 * A refusal the service means to give: a code of the catalogue (which fixes the status and the
 * English text), optional field errors and optional response headers (Retry-After).
 */
export class ApiException extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    readonly errors?: ApiFieldError[],
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(errorCatalogue[code].message);
    this.name = 'ApiException';
    this.status = errorCatalogue[code].status;
  }

  toBody(): ErrorBody {
    const body: ErrorBody = { statusCode: this.status, code: this.code, message: this.message };
    if (this.errors && this.errors.length > 0) body.errors = this.errors;
    return body;
  }
}

export function errorBody(code: ErrorCode): ErrorBody {
  return new ApiException(code).toBody();
}
