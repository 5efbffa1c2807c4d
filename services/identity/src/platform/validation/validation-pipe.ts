import { ValidationPipe } from '@nestjs/common';
import { validationExceptionFactory } from './validation-exception.factory';

/** The one strict pipe for every body, query and param: unknown fields are refused, not dropped. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    exceptionFactory: validationExceptionFactory,
  });
}
