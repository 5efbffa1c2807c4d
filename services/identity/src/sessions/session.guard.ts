import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiException } from '../common/errors/api-exception';
import type { UserRole } from '../users/user-role';
import type { AuthenticatedRequest } from './authentication';
import { SessionCookie } from './session-cookie';
import { SessionsService } from './sessions.service';

/** Options of @Authenticated(): a role the caller must have, when the route needs one. */
export interface AuthenticatedOptions {
  role?: UserRole;
}

export const AUTHENTICATED_OPTIONS = Symbol('AUTHENTICATED_OPTIONS');

/**
 * Lets a request through only with a live session cookie (401 UNAUTHENTICATED otherwise) and, when
 * the route asks for a role, only for that role (403 FORBIDDEN).
 */
@Injectable()
export class SessionGuard implements CanActivate {
  constructor(
    private readonly sessions: SessionsService,
    private readonly cookie: SessionCookie,
    private readonly reflector: Reflector,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const token = this.cookie.read(request);
    const authentication = token ? await this.sessions.resolve(token) : null;
    if (!authentication) throw new ApiException('UNAUTHENTICATED');
    const options = this.reflector.getAllAndOverride<AuthenticatedOptions | undefined>(AUTHENTICATED_OPTIONS, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (options?.role && authentication.user.role !== options.role) throw new ApiException('FORBIDDEN');
    request.authentication = authentication;
    return true;
  }
}
