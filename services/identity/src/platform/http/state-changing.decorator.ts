import { applyDecorators } from '@nestjs/common';
import { ApiBadRequestResponse, ApiForbiddenResponse, ApiHeader, ApiPayloadTooLargeResponse, ApiUnsupportedMediaTypeResponse } from '@nestjs/swagger';
import { ErrorBodyDto } from '../errors/error-body.dto';
import { CSRF_HEADER_VALUE } from './csrf.middleware';

/**
 * OpenAPI of a POST/PUT/PATCH/DELETE route: the CSRF header it needs and the answers that the
 * pipeline before the controller may give. `forbidden` lists the route's own 403 codes.
 */
export function StateChanging(options: { forbidden?: string } = {}): MethodDecorator {
  const forbidden = ['CSRF_REJECTED: X-Requested-With missing or Origin not trusted', options.forbidden].filter(Boolean).join('; ');
  return applyDecorators(
    ApiHeader({ name: 'X-Requested-With', required: true, schema: { type: 'string', enum: [CSRF_HEADER_VALUE] } }),
    ApiBadRequestResponse({ description: 'VALIDATION_FAILED (field errors), MALFORMED_JSON or BAD_REQUEST', type: ErrorBodyDto }),
    ApiForbiddenResponse({ description: forbidden, type: ErrorBodyDto }),
    ApiPayloadTooLargeResponse({ description: 'PAYLOAD_TOO_LARGE: the body exceeds 1 MB', type: ErrorBodyDto }),
    ApiUnsupportedMediaTypeResponse({ description: 'UNSUPPORTED_MEDIA_TYPE: the body is not JSON', type: ErrorBodyDto }),
  );
}
