import type { MessageCode } from '@weather/validation';
import type { ErrorCode, ServiceFieldErrorCode } from './error-code';

/** One refused field: a rule of @weather/validation, or a service-level field code. */
export interface ApiFieldError {
  field: string;
  code: MessageCode | ServiceFieldErrorCode;
  message: string;
}

/** The body of every error answer (docs/foundation-contract.md). */
export interface ErrorBody {
  statusCode: number;
  code: ErrorCode;
  message: string;
  errors?: ApiFieldError[];
}
