import { ApiBadRequestResponse } from '@nestjs/swagger';
import { ErrorBodyDto } from '../errors/error-body.dto';

/**
 * The 400 of a route whose query is a validated DTO: the global ValidationPipe refuses a parameter
 * of the wrong form, and one the DTO does not know (forbidNonWhitelisted), before the handler runs.
 */
export function ApiInvalidQueryResponse(): MethodDecorator & ClassDecorator {
  return ApiBadRequestResponse({ type: ErrorBodyDto, description: 'VALIDATION_FAILED: a query parameter of the wrong form, or one this route does not know' });
}
