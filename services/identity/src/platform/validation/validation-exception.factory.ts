import { type MessageCode, messages } from '@weather/validation';
import type { ValidationError } from 'class-validator';
import { ApiException } from '../errors/api-exception';
import type { ApiFieldError } from '../errors/error-body';
import { fieldErrorCatalogue, type ServiceFieldErrorCode } from '../errors/error-code';

function isMessageCode(code: string): code is MessageCode {
  return Object.hasOwn(messages, code);
}

function isServiceFieldCode(code: string): code is ServiceFieldErrorCode {
  return Object.hasOwn(fieldErrorCatalogue, code);
}

/** The first broken constraint of one property, as a field error of the contract. */
function toFieldError(error: ValidationError, field: string): ApiFieldError {
  const constraints = error.constraints ?? {};
  // forbidNonWhitelisted reports a property that no DTO declares.
  if ('whitelistValidation' in constraints) {
    return { field, code: 'UNKNOWN_FIELD', message: fieldErrorCatalogue.UNKNOWN_FIELD };
  }
  const code = Object.values(constraints)[0] ?? '';
  if (isMessageCode(code)) return { field, code, message: messages[code] };
  if (isServiceFieldCode(code)) return { field, code, message: fieldErrorCatalogue[code] };
  return { field, code: 'INVALID_TYPE', message: fieldErrorCatalogue.INVALID_TYPE };
}

/**
 * The field errors of one property: its own first broken constraint, or else those of a nested
 * object's properties, named by their dotted path (`oidc.redirect_uris`), so a form can put each
 * under its input.
 */
function fieldErrorsOf(error: ValidationError, prefix = ''): ApiFieldError[] {
  const field = `${prefix}${error.property}`;
  const hasConstraints = Object.keys(error.constraints ?? {}).length > 0;
  if (!hasConstraints && error.children && error.children.length > 0) {
    return error.children.flatMap((child) => fieldErrorsOf(child, `${field}.`));
  }
  return [toFieldError(error, field)];
}

/**
 * The ValidationPipe's exceptionFactory: 400 VALIDATION_FAILED with one error per field, in the
 * order of the DTO's properties (the order of the form). A body that is not an object has no
 * fields to blame: plain BAD_REQUEST.
 */
export function validationExceptionFactory(errors: ValidationError[]): ApiException {
  if (errors.some((error) => !error.property)) return new ApiException('BAD_REQUEST');
  const fieldErrors = errors.flatMap((error) => fieldErrorsOf(error));
  // class-validator reports unknown fields first; the form's own fields lead, in their order.
  const known = fieldErrors.filter((error) => error.code !== 'UNKNOWN_FIELD');
  return new ApiException('VALIDATION_FAILED', [...known, ...fieldErrors.filter((error) => error.code === 'UNKNOWN_FIELD')]);
}
