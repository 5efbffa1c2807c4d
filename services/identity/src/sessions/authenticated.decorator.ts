import { applyDecorators, SetMetadata, UseGuards } from '@nestjs/common';
import { ApiCookieAuth, ApiForbiddenResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { ErrorBodyDto } from '../common/errors/error-body.dto';
import { AUTHENTICATED_OPTIONS, type AuthenticatedOptions, SessionGuard } from './session.guard';

export const SESSION_COOKIE_SECURITY = 'session';

/**
 * One decorator for a route that needs a signed-in caller: the guard, its role, and the OpenAPI
 * description of the cookie and of the 401/403 answers.
 * `@Authenticated()` or `@Authenticated({ role: 'SYSADMIN' })`.
 */
export function Authenticated(options: AuthenticatedOptions = {}): MethodDecorator & ClassDecorator {
  const decorators = [
    SetMetadata(AUTHENTICATED_OPTIONS, options),
    UseGuards(SessionGuard),
    ApiCookieAuth(SESSION_COOKIE_SECURITY),
    ApiUnauthorizedResponse({ description: 'UNAUTHENTICATED: no live session', type: ErrorBodyDto }),
  ];
  if (options.role) {
    decorators.push(ApiForbiddenResponse({ description: `FORBIDDEN: the caller is not ${options.role}`, type: ErrorBodyDto }));
  }
  return applyDecorators(...decorators);
}
