import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiException } from '../../platform/errors/api-exception';
import { AUTHENTICATED_OPTIONS, type AuthenticatedOptions } from '../../users/authentication/authenticated.decorator';
import type { AuthenticatedRequest } from './authentication';
import { RequestSessions } from './request-sessions';

/**
 * Lets a request through only with a live session cookie (401 UNAUTHENTICATED otherwise) and, when
 * the route asks for a role, only for that role (403 FORBIDDEN). A user who must change a temporary
 * password gets 403 PASSWORD_CHANGE_REQUIRED everywhere but the routes that allow it, so a new route
 * is closed to them by default (ADR 0236); an impersonation may not change the user's credentials
 * (403 NOT_WHILE_IMPERSONATING, ADR 0237). Global (SessionsModule): it acts only on the routes
 * marked @Authenticated() and lets every other route through untouched.
 */
@Injectable()
export class SessionGuard implements CanActivate {
  constructor(
    private readonly requestSessions: RequestSessions,
    private readonly reflector: Reflector,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const options = this.reflector.getAllAndOverride<AuthenticatedOptions | undefined>(AUTHENTICATED_OPTIONS, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!options) return true;
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const authentication = await this.requestSessions.of(request);
    if (!authentication) throw new ApiException('UNAUTHENTICATED');
    if (authentication.user.isForceResetPassword && !options.beforePasswordChange) throw new ApiException('PASSWORD_CHANGE_REQUIRED');
    if (options.role && authentication.user.role !== options.role) throw new ApiException('FORBIDDEN');
    if (options.notWhileImpersonating && authentication.session.impersonatorId !== null) throw new ApiException('NOT_WHILE_IMPERSONATING');
    request.authentication = authentication;
    return true;
  }
}
