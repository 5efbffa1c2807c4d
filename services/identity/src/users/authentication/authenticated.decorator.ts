import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiCookieAuth, ApiForbiddenResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { ErrorBodyDto } from '../../platform/errors/error-body.dto';
import { RouteConfigEntry } from '../../platform/http/route-config-entry.decorator';
import type { UserRole } from '../user-role';

/** Options of @Authenticated(). */
export interface AuthenticatedOptions {
  /** A role the caller must have, when the route needs one. */
  role?: UserRole;
  /**
   * One of the few routes a session may use while its user must change a temporary password (read
   * who they are, change the password, leave an impersonation; ADR 0236). Every other route is refused.
   */
  beforePasswordChange?: boolean;
  /** A change of the user's credentials or email: refused while an administrator impersonates them (ADR 0237). */
  notWhileImpersonating?: boolean;
}

/** The route metadata that the session guard (auth/sessions, global) acts on; routes without it are not its business. */
export const AUTHENTICATED_OPTIONS = Symbol('AUTHENTICATED_OPTIONS');

export const SESSION_COOKIE_SECURITY = 'session';

/**
 * The Fastify route config of an @Authenticated() route, so a hook can be added to exactly these
 * routes before their handler (the impersonation scope of auth/impersonation, ADR 0237).
 */
export interface AuthenticatedRouteConfig {
  authenticated?: true;
}

/**
 * One decorator for a route that needs a signed-in caller: its options for the session guard, and
 * the OpenAPI description of the cookie and of the 401/403 answers.
 * `@Authenticated()` or `@Authenticated({ role: 'SYSADMIN' })`. A method decorator only: the route
 * config reaches Fastify from the handler, never from the class.
 */
export function Authenticated(options: AuthenticatedOptions = {}): MethodDecorator {
  const routeConfig: AuthenticatedRouteConfig = { authenticated: true };
  const decorators = [
    SetMetadata(AUTHENTICATED_OPTIONS, options),
    RouteConfigEntry({ ...routeConfig }),
    ApiCookieAuth(SESSION_COOKIE_SECURITY),
    ApiUnauthorizedResponse({ description: 'UNAUTHENTICATED: no live session', type: ErrorBodyDto }),
  ];
  // Swagger joins the descriptions of one status, so @StateChanging's 403 codes stay listed too.
  const forbidden = forbiddenByGuard(options);
  if (forbidden) decorators.push(ApiForbiddenResponse({ description: forbidden, type: ErrorBodyDto }));
  return applyDecorators(...decorators);
}

/** The 403 answers of the session guard for a route with these options. */
export function forbiddenByGuard(options: AuthenticatedOptions = {}): string {
  return [
    options.beforePasswordChange ? null : 'PASSWORD_CHANGE_REQUIRED: the user must change a temporary password first',
    options.role ? `FORBIDDEN: the caller is not ${options.role}` : null,
    options.notWhileImpersonating ? 'NOT_WHILE_IMPERSONATING: an administrator impersonating the user may not do this' : null,
  ]
    .filter(Boolean)
    .join('; ');
}
