import { applyDecorators } from '@nestjs/common';
import { ApiBadRequestResponse, ApiForbiddenResponse, ApiHeader, ApiPayloadTooLargeResponse, ApiUnsupportedMediaTypeResponse } from '@nestjs/swagger';
import { ErrorBodyDto } from '../errors/error-body.dto';
import { CSRF_HEADER_VALUE } from './csrf.hook';
import { RouteConfigEntry } from './route-config-entry.decorator';
import type { StateChangingRule } from './state-changing';

/** `forbidden`: the route's own 403 codes. `read`: a GET that changes state (SPEC §7), which takes no body and describes its own 403. */
export type StateChangingOptions = { forbidden?: string; read?: false } | { read: true };

/**
 * A route that changes state: the CSRF check (X-Requested-With and a trusted Origin) applies, and
 * OpenAPI shows the header it needs, which is how the api-client learns the GETs that need it.
 * POST/PUT/PATCH/DELETE routes are checked even without it; with it, they also document the answers
 * that the pipeline before the controller may give.
 */
export function StateChanging(options: StateChangingOptions = {}): MethodDecorator {
  // In the route's Fastify config, where the CSRF and body hooks read it.
  const rule = [RouteConfigEntry({ stateChanging: 'checked' satisfies StateChangingRule }), ApiHeader({ name: 'X-Requested-With', required: true, schema: { type: 'string', enum: [CSRF_HEADER_VALUE] } })];
  if (options.read) return applyDecorators(...rule);
  const forbidden = ['CSRF_REJECTED: X-Requested-With missing or Origin not trusted', options.forbidden].filter(Boolean).join('; ');
  return applyDecorators(
    ...rule,
    ApiBadRequestResponse({ description: 'VALIDATION_FAILED (field errors), MALFORMED_JSON or BAD_REQUEST', type: ErrorBodyDto }),
    ApiForbiddenResponse({ description: forbidden, type: ErrorBodyDto }),
    ApiPayloadTooLargeResponse({ description: 'PAYLOAD_TOO_LARGE: the body exceeds 1 MB', type: ErrorBodyDto }),
    ApiUnsupportedMediaTypeResponse({ description: 'UNSUPPORTED_MEDIA_TYPE: the body is not JSON', type: ErrorBodyDto }),
  );
}

/**
 * A POST that takes requests from other sites, without the CSRF header (state-changing.ts says
 * why each reason is safe): `server-to-server` (client credentials, no cookie) or `saml-form-post`
 * (the assertion consumer).
 */
export function CrossSiteAllowed(reason: Exclude<StateChangingRule, 'checked'>): MethodDecorator {
  return RouteConfigEntry({ stateChanging: reason });
}
